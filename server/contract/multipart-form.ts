/**
 * Reads the `multipart/form-data` body of an upload operation without holding its file in memory.
 * The contract's upload forms carry exactly one file, in the binary property `file`, after their text
 * fields. The text fields are collected first, so they are validated against the form schema before
 * a byte of the file is stored; the file part then reaches the handler as a stream. A part after the
 * file is refused when the handler calls `finish`, so no field escapes validation.
 */
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from '../http/app-error';
import { payloadTooLarge } from '../http/payload-too-large';

/** The form property that holds the file, in every upload operation of the contract. */
export const fileFieldName = 'file';

/** The largest upload request accepted: the contract's largest file (100 MiB) and the form around it. */
export const defaultUploadLimitBytes = 100 * 1024 * 1024 + 64 * 1024;

export interface IncomingUpload {
  /** The file name exactly as the client sent it: unchecked, never to be used as a path. */
  readonly filename: string;
  /** The bytes as they arrive. */
  readonly stream: Readable;
  /** Resolves once the form ends right after the file; refuses (4000) any part that follows it. */
  finish(): Promise<void>;
}

export interface MultipartForm {
  /** The text fields, with the file part standing in as its file name (so the schema sees it). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly upload: IncomingUpload | null;
  /** Reads and drops what is left of the request in the background, so the reply never waits on it. */
  discard(): void;
  /** A failure of the upload's stream becomes the answer the caller gets; other errors pass as they are. */
  explain(error: unknown): unknown;
}

function invalidForm(message: string): AppError {
  return new AppError(EnvelopeCode.invalidRequest, message);
}

/** The errors `@fastify/multipart` raises, as answers (their own statuses are not the contract's). */
const multipartErrorAnswers: Readonly<Record<string, () => AppError>> = {
  FST_REQ_FILE_TOO_LARGE: payloadTooLarge,
  FST_FILES_LIMIT: () => invalidForm('每次只能上传一个文件'),
  FST_FIELDS_LIMIT: () => invalidForm('表单项过多'),
  FST_PARTS_LIMIT: () => invalidForm('表单项过多'),
  FST_PROTO_VIOLATION: () => invalidForm('表单项的名称不被允许'),
  FST_INVALID_JSON_FIELD_ERROR: () => invalidForm('表单项的内容不是合法的 JSON'),
  FST_MP_PREMATURE_CLOSE: () => invalidForm('上传未完成：连接已中断'),
};

/** Anything else the parser throws is a malformed body (no boundary, a part cut short …). */
function formErrorOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return multipartErrorAnswers[code]?.() ?? invalidForm('上传的表单数据不完整或格式不正确');
}

/** A declared length over the limit is refused before a byte of the body is read. */
export function assertUploadLength(request: FastifyRequest, limitBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge();
}

function busboyLimits(limitBytes: number) {
  return {
    fieldNameSize: 100,
    fieldSize: 4096,
    fields: 20,
    files: 1,
    parts: 21,
    headerPairs: 20,
    // One byte more than allowed, so a file of exactly the limit is not reported as cut short.
    fileSize: limitBytes + 1,
  };
}

export async function readMultipartForm(
  request: FastifyRequest,
  limitBytes: number,
): Promise<MultipartForm> {
  const parts = request.parts({
    limits: busboyLimits(limitBytes),
    // The name as sent, paths and all, so that a name with a path in it is refused, not trimmed.
    preservePath: true,
  });
  const streamFailures = new Set<unknown>();
  let currentFile: Readable | null = null;
  let discarding = false;

  const discard = (): void => {
    if (discarding) return;
    discarding = true;
    currentFile?.resume();
    void (async () => {
      try {
        for await (const part of parts) if (part.type === 'file') part.file.resume();
      } catch (error) {
        request.log.debug({ err: error }, 'dropped the rest of a malformed upload');
      }
      // The parser lets go of the request on a failure: whatever is still unread is dropped here.
      request.raw.resume();
    })();
  };

  const nextPart = async (): Promise<Multipart | null> => {
    try {
      const next = await parts.next();
      return next.done === true ? null : next.value;
    } catch (error) {
      throw formErrorOf(error);
    }
  };

  const fields: Record<string, unknown> = {};
  try {
    for (let part = await nextPart(); part !== null; part = await nextPart()) {
      const name = part.fieldname;
      if (Object.hasOwn(fields, name)) throw invalidForm(`请求参数 ${name} 只能填写一次`);
      if (part.type === 'field') {
        if (name === fileFieldName) throw invalidForm(`请求参数 ${name} 必须是文件`);
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw invalidForm(`请求参数 ${name} 过长`);
        }
        fields[name] = part.value;
        continue;
      }
      const file = part.file;
      currentFile = file;
      file.on('error', (error) => streamFailures.add(error));
      if (name !== fileFieldName) throw invalidForm(`请求参数 ${name} 不被允许`);
      fields[name] = part.filename;
      const upload: IncomingUpload = {
        filename: part.filename,
        stream: file,
        finish: async () => {
          if ((await nextPart()) !== null) throw invalidForm('文件必须是表单的最后一项');
        },
      };
      return {
        fields,
        upload,
        discard,
        explain: (error) => (streamFailures.has(error) ? formErrorOf(error) : error),
      };
    }
  } catch (error) {
    discard();
    throw error;
  }
  return { fields, upload: null, discard, explain: (error) => error };
}
