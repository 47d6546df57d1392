/**
 * Marks the matches of a keyword in a text, ignoring case, as segments the page highlights without
 * rendering HTML; and cuts a snippet: a window around the first match.
 */
import type { components } from '@openapi/schema';

export type TextSegment = components['schemas']['TextSegment'];

const snippetLead = 24;
const snippetLength = 120;
const ellipsis = '…';

function keywordPattern(keyword: string): RegExp {
  // The keyword is matched literally: every regular-expression character is escaped.
  return new RegExp(keyword.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'), 'giu');
}

/** The text split into alternating plain and matching segments (empty segments left out). */
export function markMatches(text: string, keyword: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const match of text.matchAll(keywordPattern(keyword))) {
    if (match.index > position)
      segments.push({ text: text.slice(position, match.index), hit: false });
    segments.push({ text: match[0], hit: true });
    position = match.index + match[0].length;
  }
  if (position < text.length) segments.push({ text: text.slice(position), hit: false });
  return segments;
}

export function firstMatchIndex(text: string, keyword: string): number {
  return text.search(keywordPattern(keyword));
}

/**
 * A window of about `snippetLength` characters starting a little before the first match (or the
 * start of the text when nothing matches), whitespace collapsed, with `…` where the text was cut.
 */
export function snippetAround(text: string, keyword: string): TextSegment[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const hitAt = firstMatchIndex(flat, keyword);
  const start = hitAt <= snippetLead ? 0 : hitAt - snippetLead;
  const end = Math.min(flat.length, Math.max(start + snippetLength, hitAt + keyword.length));
  const window = `${start > 0 ? ellipsis : ''}${flat.slice(start, end)}${end < flat.length ? ellipsis : ''}`;
  return markMatches(window, keyword);
}
