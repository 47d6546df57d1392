/**
 * A stored notice as the message center answers it (the contract's `Message`), and the condition that
 * picks one person's notices. Only the kinds the contract names are shown: a kind written by a newer
 * server during an upgrade waits until this one knows it, rather than breaking the list.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { notifications } from '../../db/schema';
import type { NoticeKind } from './notice-draft';
import type { NoticeRecipient } from './notice-recipients';

export type Message = components['schemas']['Message'];

export const messageKinds = [
  'application.submitted',
  'application.returned',
  'application.rejected',
  'application.approved',
  'application.withdrawn',
  'review.newCase',
  'review.deadlineSoon',
  'review.overdue',
  'review.reassigned',
  'review.reassignedAway',
] as const satisfies readonly NoticeKind[];

/** Compiles only while the list above names every kind of the contract. */
type NothingMissing<Missing extends never> = Missing;
export type MessageKindsComplete = NothingMissing<
  Exclude<NoticeKind, (typeof messageKinds)[number]>
>;

function isMessageKind(kind: string): kind is NoticeKind {
  return (messageKinds as readonly string[]).includes(kind);
}

/** The recipient's own notices, of the kinds this server shows. */
export function ownNotices(recipient: NoticeRecipient): SQL {
  const condition = and(
    eq(notifications.recipientKind, recipient.kind),
    eq(notifications.recipientId, recipient.id),
    inArray(notifications.kind, [...messageKinds]),
  );
  if (condition === undefined) throw new Error('unreachable: three conditions');
  return condition;
}

export function toMessage(row: typeof notifications.$inferSelect): Message {
  if (!isMessageKind(row.kind)) throw new Error(`A notice of unknown kind ${row.kind}`);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    applicationId: row.applicationId,
    caseNumber: row.caseNumber,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt === null ? null : row.readAt.toISOString(),
  };
}
