/**
 * What an editor's title and body become when stored: the title trimmed and required; the body
 * sanitized (DESIGN §6) and required to say something, with its plain text for search and a summary
 * for lists. The contract has already checked the lengths.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { plainTextOf } from '../../rich-text/plain-text-of';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { hasVisibleText } from '../../text/visible-text';

/** The publishing unit shown with every announcement (发布单位). */
export const announcementSource = '江苏省数据局';

const summaryLength = 140;

export interface AnnouncementBody {
  readonly content: string;
  readonly plainText: string;
  readonly summary: string;
}

export function announcementTitle(title: string): string {
  const trimmed = title.trim();
  if (!hasVisibleText(trimmed)) throw new AppError(EnvelopeCode.invalidRequest, '公告标题不能为空');
  return trimmed;
}

/** The start of the text on one line, cut at `summaryLength` characters. */
export function summaryOf(plainText: string): string {
  const flat = plainText.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length <= summaryLength
    ? flat
    : `${characters.slice(0, summaryLength - 1).join('')}…`;
}

export function announcementBody(html: string): AnnouncementBody {
  const content = sanitizeRichText(html);
  const plainText = plainTextOf(content);
  if (!hasVisibleText(plainText))
    throw new AppError(EnvelopeCode.invalidRequest, '公告正文不能为空');
  return { content, plainText, summary: summaryOf(plainText) };
}
