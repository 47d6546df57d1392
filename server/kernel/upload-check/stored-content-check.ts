/**
 * Whether a stored upload is what its type says, judged by its bytes: the format's signature at the
 * start, then for zip-based formats a complete archive holding the entries the format requires, and
 * for compound files the stream the format keeps its content in (so a workbook renamed to .docx or .doc,
 * or an archive cut short, is refused).
 */
import type { Database } from '../../db/database';
import { storedFileReader } from '../file-store/read-stored-file';
import type { FileType } from './file-types';
import { compoundFileStreamNames } from './compound-file-stream-names';
import { fileTypeFacts, headMatches, signatureLength, zipHolds } from './file-signatures';
import { zipEntryNames } from './zip-entry-names';

export interface StoredUploadFacts {
  readonly storageKey: string;
  readonly size: number;
}

export async function storedContentFits(
  db: Database,
  upload: StoredUploadFacts,
  type: FileType,
): Promise<boolean> {
  const readAt = storedFileReader(db, upload.storageKey);
  if (!headMatches(type, await readAt(0, signatureLength))) return false;
  const { zipEntries, compoundStreams } = fileTypeFacts[type];
  if (zipEntries !== undefined) {
    const names = await zipEntryNames(readAt, upload.size);
    if (names === null || !zipHolds(names, zipEntries)) return false;
  }
  if (compoundStreams !== undefined) {
    const names = await compoundFileStreamNames(readAt, upload.size);
    if (names === null || !compoundStreams.some((stream) => names.includes(stream))) return false;
  }
  return true;
}
