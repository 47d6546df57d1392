/**
 * Writes notices, one row per recipient, on the database or transaction it is given (a transition's
 * notices go in with the transition, so a refused or failed change leaves none behind). A notice with a
 * dedupe key is written at most once per recipient: a second writer's row — another server instance
 * sweeping at the same moment — is dropped by the unique key, and the count says how many were new.
 */
import type { Queryable } from '../../db/database';
import { notifications } from '../../db/schema';
import type { NoticeDraft } from './notice-draft';
import { recipientsOf } from './notice-recipients';

export async function writeNotices(
  db: Queryable,
  drafts: readonly NoticeDraft[],
  now: Date,
): Promise<number> {
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const draft of drafts) {
    for (const recipient of await recipientsOf(db, draft.audience)) {
      rows.push({
        recipientKind: recipient.kind,
        recipientId: recipient.id,
        kind: draft.kind,
        applicationId: draft.applicationId,
        caseNumber: draft.caseNumber,
        title: draft.title,
        body: draft.body,
        link: draft.link,
        dedupeKey: draft.dedupeKey === undefined ? null : `${draft.dedupeKey}:${recipient.id}`,
        createdAt: now,
      });
    }
  }
  if (rows.length === 0) return 0;
  const written = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return written.length;
}
