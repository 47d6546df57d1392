/**
 * Marking notices read: one (`POST primary|second/message/read`), quietly, since it happens as the
 * person opens the notice; or all of them (`POST primary|second/message/read-all`). A notice already
 * read (4212) counts as done.
 */
import { getApi } from '@/api/api-instance';
import type { MessageSide } from '@/api/messages/fetch-unread-count';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { Message } from './message-types';

export type MarkReadResult = { ok: true; message: Message } | { ok: false; msg: string };

export async function markMessageRead(side: MessageSide, id: string): Promise<MarkReadResult> {
  const options = { body: { id }, ...withOptions({ loading: false, silent: true }) };
  const result = await toResult(
    side === 'primary'
      ? getApi().POST('/primary/message/read', options)
      : getApi().POST('/second/message/read', options),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  if (result.data === null) return { ok: false, msg: '' };
  return { ok: true, message: result.data };
}

export type MarkAllResult = { ok: true; marked: number } | { ok: false; msg: string };

export async function markAllMessagesRead(side: MessageSide): Promise<MarkAllResult> {
  const result = await toResult(
    side === 'primary'
      ? getApi().POST('/primary/message/read-all', { body: {} })
      : getApi().POST('/second/message/read-all', { body: {} }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, marked: result.data?.marked ?? 0 };
}
