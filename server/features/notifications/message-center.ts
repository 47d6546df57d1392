/**
 * The message center of one signed-in person, whichever side they sign in on: a page of their notices
 * (all, or the unread ones) newest first, the unread count for the header's bell, and marking one or
 * all read. Nobody reaches another person's notices: a notice that is not the caller's is answered as
 * one that does not exist (4011), so ids cannot be probed.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Database } from '../../db/database';
import { readPage } from '../../db/read-page';
import { notifications } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import { pagingOf } from '../catalog/paging';
import { ownNotices, toMessage, type Message } from './message-record';
import type { NoticeRecipient } from './notice-recipients';

type MessageListQuery = components['schemas']['MessageListQuery'];
type MessagePage = components['schemas']['MessagePage'];

export async function unreadCount(db: Database, recipient: NoticeRecipient): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(ownNotices(recipient), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

export async function listMessages(
  db: Database,
  recipient: NoticeRecipient,
  query: MessageListQuery,
): Promise<MessagePage> {
  const where = and(
    ownNotices(recipient),
    query.readState === 'unread' ? isNull(notifications.readAt) : undefined,
  );
  const paging = pagingOf(query);
  const page = await readPage(
    paging,
    {
      count: () => db.select({ total: count() }).from(notifications).where(where),
      rows: (limit, offset) =>
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
    },
    toMessage,
  );
  return { ...page, unread: await unreadCount(db, recipient) };
}

export type MarkReadOutcome = { readonly message: Message; readonly changed: boolean };

export async function markRead(
  db: Database,
  recipient: NoticeRecipient,
  id: string,
  now: Date,
): Promise<MarkReadOutcome> {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), ownNotices(recipient), isNull(notifications.readAt)))
    .returning();
  if (marked !== undefined) return { message: toMessage(marked), changed: true };
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ownNotices(recipient)));
  if (existing === undefined) throw recordNotFound('消息');
  return { message: toMessage(existing), changed: false };
}

export async function markAllRead(
  db: Database,
  recipient: NoticeRecipient,
  now: Date,
): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownNotices(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
