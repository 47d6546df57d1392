/**
 * Entry files of the demo applications: a row in `entry_files` and the bytes in `stored_file_chunks`,
 * written in the seeding transaction the way the entry-file feature stores an upload (the key a uuid),
 * with the SHA-256 of the bytes, so downloading and checking them works as for any upload.
 */
import type { DatabaseTransaction } from '../../database';
import { writeStoredFile } from '../../../kernel/file-store/write-stored-file';
import { entryFiles } from '../../schema';
import { samplePdf } from './sample-pdf';

export interface DemoEntryFile {
  readonly id: string;
  readonly storageKey: string;
  readonly applicationId: string;
  readonly entryConfigId: string;
  readonly name: string;
  readonly uploadedBy: string;
  readonly uploadedAt: Date;
}

export async function insertDemoEntryFile(
  tx: DatabaseTransaction,
  file: DemoEntryFile,
): Promise<void> {
  const bytes = samplePdf([
    'Jiangsu Public Data Authorization and Operation Platform',
    'Demo entry material',
    `Application ${file.applicationId}`,
    `Entry ${file.entryConfigId}`,
    `File ${file.id}`,
  ]);
  const { sha256, size } = await writeStoredFile(tx, file.storageKey, [bytes]);
  await tx.insert(entryFiles).values({
    id: file.id,
    applicationId: file.applicationId,
    entryConfigId: file.entryConfigId,
    name: file.name,
    size,
    sha256,
    contentType: 'application/pdf',
    storageKey: file.storageKey,
    uploadedBy: file.uploadedBy,
    uploadedAt: file.uploadedAt,
  });
}
