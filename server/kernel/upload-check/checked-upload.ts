/**
 * The checks every upload of the portal gets (entry materials, attachments of announcements and
 * articles), in the order that keeps a refused file from being kept: the name and its extension before
 * a byte is stored, then the bytes streamed into the file store under the size limit (HTTP 413 past
 * it, nothing kept), then the content judged by its bytes. A refusal of the name, the type or the
 * content goes through the caller's `refused`, which may record it as a security event. What passes is
 * stored but not yet recorded: the caller records it in its own transaction and removes the stored
 * bytes (`removeStoredFile`) if that fails.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { IncomingUpload } from '../../contract/multipart-form';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { payloadTooLarge } from '../../http/payload-too-large';
import { removeStoredFile } from '../file-store/remove-stored-file';
import { storeUploadStream } from '../file-store/store-upload-stream';
import { fileTypeFacts } from './file-signatures';
import type { FileType } from './file-types';
import { storedContentFits } from './stored-content-check';
import { checkedFileName, fileTypeOfName } from './upload-file-name';

/** Passes a refusal on (after recording it, say) and returns it to be thrown. */
export type RefusalHandler = (error: AppError) => Promise<AppError>;

export interface UploadRules {
  readonly allowedTypes: readonly FileType[];
  readonly maxSizeBytes: number;
  /** What a file of another type is told, given the allowed formats' names joined with “、”. */
  readonly wrongTypeMessage: (allowedLabels: string) => string;
}

export interface NamedUpload {
  /** The original name, checked and NFC-normalised: what is shown and offered on download. */
  readonly name: string;
  readonly type: FileType;
}

export interface StoredUpload extends NamedUpload {
  readonly storageKey: string;
  readonly size: number;
  readonly sha256: string;
  /** The media type of the detected type, recorded and sent on download. */
  readonly contentType: string;
}

/** A refused file name as it can be shown and stored: control and format characters replaced. */
export function printableFileName(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '\uFFFD');
}

/** The upload's name and type, checked before anything is stored. */
export async function nameOfUpload(
  filename: string,
  rules: UploadRules,
  refused: RefusalHandler,
): Promise<NamedUpload> {
  let name: string;
  try {
    name = checkedFileName(filename);
  } catch (error) {
    throw error instanceof AppError ? await refused(error) : error;
  }
  const type = fileTypeOfName(name);
  if (type === null || !rules.allowedTypes.includes(type)) {
    const allowed = rules.allowedTypes.map((allowedType) => fileTypeFacts[allowedType].label);
    throw await refused(
      new AppError(EnvelopeCode.invalidRequest, rules.wrongTypeMessage(allowed.join('、'))),
    );
  }
  return { name, type };
}

/**
 * Streams the upload into the file store and checks what arrived: not over the limit, not empty, the
 * form ending with the file, the content what the name says. Any refusal removes the stored bytes.
 */
export async function storeCheckedUpload(
  db: Database,
  upload: IncomingUpload,
  named: NamedUpload,
  rules: UploadRules,
  refused: RefusalHandler,
): Promise<StoredUpload> {
  const stored = await storeUploadStream(db, upload.stream, rules.maxSizeBytes);
  if (stored.kind === 'tooLarge') throw payloadTooLarge();
  try {
    await upload.finish();
    if (stored.size === 0) {
      throw new AppError(EnvelopeCode.invalidRequest, '文件内容为空，请重新选择');
    }
    if (!(await storedContentFits(db, stored, named.type))) {
      throw await refused(
        new AppError(
          EnvelopeCode.invalidRequest,
          `文件内容与扩展名不符：“${named.name}”不是有效的 ${fileTypeFacts[named.type].label} 文件，请重新选择`,
        ),
      );
    }
  } catch (error) {
    await removeStoredFile(db, stored.storageKey);
    throw error;
  }
  return {
    ...named,
    storageKey: stored.storageKey,
    size: stored.size,
    sha256: stored.sha256,
    contentType: fileTypeFacts[named.type].contentType,
  };
}
