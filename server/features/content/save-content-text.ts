/**
 * Saves a new text of a content-wall entry inside the caller's transaction: the entry is locked, so two
 * editors take turns; the same text is reported as unchanged (4212); else the text being replaced is
 * kept, the entry takes the new text, the new text is appended as a version, and the operation log
 * records who did it — all stored together or not at all.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/database';
import { contentWallEntries } from '../../db/schema';
import type { OperatorPrincipal } from '../../kernel/principal';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import {
  lockContentEntry,
  type ContentWallKey,
  type StoredContentWallEntry,
} from './content-wall-entry';
import { appendVersion, countVersions, keepCurrentText } from './content-versions';

export interface ContentTextChange {
  readonly key: ContentWallKey;
  readonly title: string;
  readonly content: string;
  readonly operator: OperatorPrincipal;
  readonly ip: string;
  readonly at: Date;
  readonly action: 'contentUpdate' | 'contentRestore';
  /** What the log says was done, given the number of the version the save makes. */
  readonly describe: (version: number) => string;
}

export type ContentSaveOutcome =
  | { readonly changed: false; readonly entry: StoredContentWallEntry }
  | { readonly changed: true; readonly entry: StoredContentWallEntry; readonly version: number };

export async function saveContentText(
  tx: DatabaseTransaction,
  change: ContentTextChange,
): Promise<ContentSaveOutcome> {
  const current = await lockContentEntry(tx, change.key);
  if (current.title === change.title && current.content === change.content) {
    return { changed: false, entry: current };
  }
  await keepCurrentText(tx, change.key, current);
  const [entry] = await tx
    .update(contentWallEntries)
    .set({
      title: change.title,
      content: change.content,
      updatedAt: change.at,
      updatedBy: change.operator.name,
    })
    .where(eq(contentWallEntries.key, change.key))
    .returning();
  if (entry === undefined) throw new Error('the content-wall entry was not returned');
  await appendVersion(tx, change.key, {
    title: change.title,
    content: change.content,
    by: change.operator.name,
    at: change.at,
  });
  const version = await countVersions(tx, change.key);
  await recordOperation(tx, {
    actor: { userId: change.operator.userId, name: change.operator.name },
    action: change.action,
    target: { type: 'contentConfig', id: change.key, label: change.title },
    detail: change.describe(version),
    ip: change.ip,
    at: change.at,
  });
  return { changed: true, entry, version };
}
