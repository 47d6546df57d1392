/**
 * Entry files of the demo applications: a row in `entry_files` and the bytes under the data directory,
 * the way the entry-file feature stores an upload (`<dataDir>/files/<storageKey>`, the key a uuid), with
 * the SHA-256 of the bytes, so downloading and checking them works as for any upload.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTransaction } from '../../database';
import { filesDirectory } from '../../../features/entry-files/stored-files';
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

/**
 * Written to a temporary name and renamed into place, so a reader never sees half a file and servers
 * seeding side by side (tests share one data directory) cannot corrupt each other's copy.
 */
async function writeBytes(dataDir: string, storageKey: string, bytes: Buffer): Promise<void> {
  const folder = filesDirectory(dataDir);
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `${storageKey}.${randomUUID()}.tmp`);
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, path.join(folder, storageKey));
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
  await writeBytes(dataDir, file.storageKey, bytes);
  await tx.insert(entryFiles).values({
    id: file.id,
    applicationId: file.applicationId,
    entryConfigId: file.entryConfigId,
    name: file.name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'application/pdf',
    storageKey: file.storageKey,
    uploadedBy: file.uploadedBy,
    uploadedAt: file.uploadedAt,
  });
}
