/**
 * What an editor's title and body become when stored: the title trimmed and required; the body
 * sanitized with the one rich-text allow-list (DESIGN §6) and required to say something once the
 * unsafe parts are gone. The contract has already checked the lengths.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { plainTextOf } from '../../rich-text/plain-text-of';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { hasVisibleText } from '../../text/visible-text';

export function contentTitle(title: string): string {
  const trimmed = title.trim();
  if (!hasVisibleText(trimmed)) throw new AppError(EnvelopeCode.invalidRequest, '标题不能为空');
  return trimmed;
}

export function contentBody(html: string): string {
  const content = sanitizeRichText(html);
  if (!hasVisibleText(plainTextOf(content)))
    throw new AppError(EnvelopeCode.invalidRequest, '正文不能为空');
  return content;
}
