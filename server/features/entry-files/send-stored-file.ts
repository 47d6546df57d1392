/**
 * Sends the stored bytes of an entry file as a download. Before the first byte goes out the file is
 * opened and its SHA-256 compared with the one recorded at upload, so a missing or altered file is
 * answered with a JSON error envelope instead of a file cut short or not the one uploaded.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { attachmentDisposition } from './attachment-disposition';
import { digestOf, openStoredFile } from './stored-files';

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

export async function sendStoredFile(
  reply: FastifyReply,
  dataDir: string,
  file: StoredFileFacts,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const handle = await openStoredFile(dataDir, file.storageKey);
  if (handle === null) {
    log.error({ fileId: file.id }, 'the stored bytes of an entry file are missing');
    throw unavailable();
  }
  try {
    const digest = await digestOf(handle);
    if (digest.sha256 !== file.sha256 || digest.size !== file.size) {
      log.error({ fileId: file.id }, 'the stored bytes of an entry file have changed');
      throw unavailable();
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(handle.createReadStream({ start: 0 }));
}
