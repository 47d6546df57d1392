/**
 * How many of the signed-in person's notices are unread (`GET primary/message/unread-count` for an
 * operator, `GET second/message/unread-count` for a corporate user). Shared because the headers show
 * it on every page; quiet (no loading bar, no toast): the bell just keeps its last figure on failure.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';

export type MessageSide = 'primary' | 'second';

export async function fetchUnreadCount(side: MessageSide): Promise<LoadResult<number>> {
  const options = withOptions({ loading: false, silent: true });
  const result = await toResult(
    side === 'primary'
      ? getApi().GET('/primary/message/unread-count', options)
      : getApi().GET('/second/message/unread-count', options),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data?.unread ?? 0 };
}
