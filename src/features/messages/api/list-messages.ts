/**
 * One page of the signed-in person's notices, newest first (`POST primary/message/list` for an
 * operator, `POST second/message/list` for a corporate user), all or only the unread ones.
 */
import { getApi } from '@/api/api-instance';
import type { MessageSide } from '@/api/messages/fetch-unread-count';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import type { MessagePage, MessageReadState } from './message-types';

export type MessageListQuery = { readState: MessageReadState; page: number; pageSize: number };

export async function listMessages(
  side: MessageSide,
  query: MessageListQuery,
): Promise<LoadResult<MessagePage>> {
  const result = await toResult(
    side === 'primary'
      ? getApi().POST('/primary/message/list', { body: query })
      : getApi().POST('/second/message/list', { body: query }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize, unread: 0 },
  };
}
