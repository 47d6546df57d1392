/**
 * Whether a stored upload is what its type says, judged by its bytes: the format's signature at the
 * start, then for zip-based formats a complete archive holding the entries the format requires, and
 * for compound files the stream the format keeps its content in (so a workbook renamed to .docx or .doc,
 * or an archive cut short, is refused).
 */
import type { FileType } from '../entry-config/file-types';
import { compoundFileStreamNames } from './compound-file-stream-names';
import { fileTypeFacts, headMatches, zipHolds } from './file-signatures';
import { openStoredFile } from './stored-files';
import { zipEntryNames } from './zip-entry-names';

export interface StoredUploadFacts {
  readonly storageKey: string;
  readonly size: number;
  readonly head: Buffer;
}

export async function storedContentFits(
  dataDir: string,
  upload: StoredUploadFacts,
  type: FileType,
): Promise<boolean> {
  if (!headMatches(type, upload.head)) return false;
  const { zipEntries, compoundStreams } = fileTypeFacts[type];
  if (zipEntries === undefined && compoundStreams === undefined) return true;
  const handle = await openStoredFile(dataDir, upload.storageKey);
  if (handle === null) return false;
  try {
    if (zipEntries !== undefined) {
      const names = await zipEntryNames(handle, upload.size);
      if (names === null || !zipHolds(names, zipEntries)) return false;
    }
    if (compoundStreams !== undefined) {
      const names = await compoundFileStreamNames(handle, upload.size);
      if (names === null || !compoundStreams.some((stream) => names.includes(stream))) return false;
    }
    return true;
  } finally {
    await handle.close();
  }
}
