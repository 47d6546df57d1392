/**
 * Sends the stored bytes of an uploaded file (an entry material, an attachment) as a download,
 * streamed from the database one chunk at a time. Before the first byte goes out the stored bytes are read once and their SHA-256 compared with
 * the one recorded at upload, so a missing or altered file is answered with a JSON error envelope
 * instead of a file cut short or not the one uploaded. Should the bytes change between that check and
 * the end of the download (the file deleted meanwhile), the download is broken off rather than
 * finished with other bytes. For 预览 (`inline`) the type is checked first and the answer is sandboxed
 * (inline-preview.ts).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { digestOfStoredFile, readStoredChunks } from './read-stored-file';
import { attachmentDisposition } from '../../http/attachment-disposition';
import {
  assertPreviewable,
  inlineContentSecurityPolicy,
  type FileDisposition,
} from './inline-preview';

export interface StoredFileFacts {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
  readonly storageKey: string;
}

function unavailable(): AppError {
  return new AppError(
    EnvelopeCode.internalError,
    '文件内容缺失或已损坏，无法下载，请联系平台管理员',
  );
}

/** The file's chunks, failing at the end unless they were exactly the recorded bytes. */
async function* checkedChunks(db: Database, file: StoredFileFacts): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of readStoredChunks(db, file.storageKey)) {
    hash.update(chunk);
    size += chunk.length;
    yield chunk;
  }
  if (size !== file.size || hash.digest('hex') !== file.sha256) {
    throw new Error(`the stored bytes of file ${file.id} changed during its download`);
  }
}

export async function sendStoredFile(
  reply: FastifyReply,
  db: Database,
  file: StoredFileFacts,
  log: FastifyBaseLogger,
  disposition: FileDisposition = 'attachment',
): Promise<FastifyReply> {
  if (disposition === 'inline') assertPreviewable(file.contentType);
  const digest = await digestOfStoredFile(db, file.storageKey);
  if (digest.size === 0 && file.size > 0) {
    log.error({ fileId: file.id }, 'the stored bytes of a file are missing');
    throw unavailable();
  }
  if (digest.sha256 !== file.sha256 || digest.size !== file.size) {
    log.error({ fileId: file.id }, 'the stored bytes of a file have changed');
    throw unavailable();
  }
  if (disposition === 'inline') {
    reply.header('content-security-policy', inlineContentSecurityPolicy);
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.name, disposition))
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(checkedChunks(db, file), { objectMode: false }));
}
