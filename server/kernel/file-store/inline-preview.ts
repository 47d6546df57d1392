/**
 * 预览 of an entry file: which stored types may be sent to be shown in the page, and the headers that
 * keep such an answer from ever acting as a page of the portal. Only PDF and the two image types are
 * shown inline (the reviewer's browser draws them); OFD and Office files are download only. The type
 * decided is the one detected from the bytes at upload, never the name's or the browser's claim.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';

export type FileDisposition = 'attachment' | 'inline';

const previewableContentTypes: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
]);

/**
 * Opened directly, the inline bytes get a unique opaque origin with no script, no forms and no
 * plugins, and may load nothing; they still draw as an image does.
 */
export const inlineContentSecurityPolicy =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function assertPreviewable(contentType: string): void {
  if (previewableContentTypes.has(contentType)) return;
  throw new AppError(EnvelopeCode.invalidRequest, '该格式不支持在线预览，请下载后查看');
}
