/**
 * Whether a stored upload is what its type says, judged by its bytes: the format's signature at the
 * start, and for zip-based formats a complete archive holding the entries the format requires (so a
 * workbook renamed to .docx, or a zip cut short, is refused).
 */
import type { FileType } from '../entry-config/file-types';
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
  const required = fileTypeFacts[type].zipEntries;
  if (required === undefined) return true;
  const handle = await openStoredFile(dataDir, upload.storageKey);
  if (handle === null) return false;
  try {
    const names = await zipEntryNames(handle, upload.size);
    return names !== null && zipHolds(names, required);
  } finally {
    await handle.close();
  }
}
