/**
 * The text of sanitized rich text, for search and summaries: tags removed, each block on a line of its
 * own, table cells separated by spaces, character references decoded, runs of blank space collapsed.
 */
import sanitizeHtml from 'sanitize-html';

const blockEnd = /<\/(p|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
const cellEnd = /<\/t[dh]>/gi;

const escapes: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/** Undoes the escaping sanitize-html applies to text (one pass, so `&amp;lt;` stays `&lt;`). */
function unescapeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => escapes[name] ?? '');
}

/** `cleanHtml` is the output of `sanitizeRichText`. */
export function plainTextOf(cleanHtml: string): string {
  const marked = cleanHtml.replace(blockEnd, '\n').replace(cellEnd, ' ');
  const text = unescapeText(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
