/** One page of the message center, reloaded when the filter or the page changes, or on `retry()`. */
import { useCallback } from 'react';
import type { MessageSide } from '@/api/messages/fetch-unread-count';
import { useAsyncData } from '@/lib/use-async-data';
import { listMessages, type MessageListQuery } from '../api/list-messages';

export function useMessagePage(side: MessageSide, { readState, page, pageSize }: MessageListQuery) {
  const load = useCallback(
    () => listMessages(side, { readState, page, pageSize }),
    [side, readState, page, pageSize],
  );
  const operation = side === 'primary' ? 'POST /primary/message/list' : 'POST /second/message/list';
  return useAsyncData([operation, { readState, page, pageSize }], load);
}
