/**
 * The business rules of a domain's fields beyond their shape (the contract checks the code's pattern,
 * the lengths and the time limits' range): texts are trimmed and must say something, without line
 * breaks where they are one line; the description and the commitment are sanitized rich text
 * (DESIGN §6) that must still say something once the unsafe parts are gone. Each refusal names its
 * field, as every 4000 does.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { plainTextOf } from '../../rich-text/plain-text-of';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { hasVisibleText } from '../../text/visible-text';

const controlCharacters = /\p{Cc}/u;

function invalid(message: string): AppError {
  return new AppError(EnvelopeCode.invalidRequest, message);
}

function oneLine(raw: string, field: string, label: string): string {
  const text = raw.trim();
  if (!hasVisibleText(text)) {
    throw invalid(`请求参数 ${field} 不能为空：请填写${label}，不能只有空格`);
  }
  if (controlCharacters.test(text)) {
    throw invalid(`请求参数 ${field} 不能包含换行符或其他控制字符：${label}只能是一行文字`);
  }
  return text;
}

export function domainName(raw: string): string {
  return oneLine(raw, 'name', '专区名称');
}

/** The summary is shown as one paragraph; line breaks a paste brings along become spaces. */
export function domainSummary(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!hasVisibleText(text)) {
    throw invalid('请求参数 summary 不能为空：请填写专区简介，不能只有空格');
  }
  return text;
}

function richText(html: string, field: string, label: string): string {
  const content = sanitizeRichText(html);
  if (!hasVisibleText(plainTextOf(content))) {
    throw invalid(`请求参数 ${field} 不能为空：请填写${label}`);
  }
  return content;
}

export function domainDescription(html: string): string {
  return richText(html, 'description', '专区介绍与入驻条件');
}

export function commitmentBody(html: string): string {
  return richText(html, 'body', '承诺书正文');
}
