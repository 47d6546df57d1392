/**
 * Entry files of the demo applications: a row in `entry_files` and the bytes under the data directory,
 * the way the entry-file feature stores an upload (`<dataDir>/files/<storageKey>`, the key a uuid), with
 * the SHA-256 of the bytes, so downloading and checking them works as for any upload.
 */
import type { DatabaseTransaction } from '../../database';
import { writeStoredFile } from '../../../features/entry-files/stored-files';
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
  dataDir: string,
  file: DemoEntryFile,
): Promise<void> {
  const bytes = samplePdf([
    'Jiangsu Public Data Authorization and Operation Platform',
    'Demo entry material',
    `Application ${file.applicationId}`,
    `Entry ${file.entryConfigId}`,
    `File ${file.id}`,
  ]);
  const { sha256, size } = await writeStoredFile(dataDir, file.storageKey, bytes);
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
