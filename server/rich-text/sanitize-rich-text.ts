/**
 * The one allow-list for rich text the server stores (DESIGN §6): what the announcement editor
 * produces — paragraphs, h2–h4, bold, italic, underline, strike, links, lists, quotes, code, rules and
 * simple tables — and nothing else. Script, style, frames, images, forms, SVG and MathML are dropped
 * with everything inside them; every other unknown tag is dropped but keeps its text. Attributes are
 * dropped unless listed; a link keeps only an absolute http, https or mailto address and always opens
 * in a new tab without handing over the portal's window or its address.
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';

const allowedTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Dropped together with their content: their text is code, markup or a hiding place for it. */
const nonTextTags = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'svg',
  'math',
];

export const safeLinkRel = 'noopener noreferrer nofollow';

const allowedSchemes = ['http', 'https', 'mailto'];

/** Control characters and whitespace browsers ignore inside a URL scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignoredInScheme = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** The address of a link when it is an absolute http, https or mailto address; otherwise null. */
export function safeHref(href: string | undefined): string | null {
  if (href === undefined) return null;
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(ignoredInScheme, ''))?.[1];
  if (scheme === undefined || !allowedSchemes.includes(scheme.toLowerCase())) return null;
  if (!/^(https?|mailto):/i.test(trimmed)) return null;
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed;
}

/** A whole positive number of at most four digits (list start, table spans), or undefined. */
function smallNumber(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined;
}

function definedOnly(attributes: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) result[name] = value;
  }
  return result;
}

const options: IOptions = {
  allowedTags,
  nonTextTags,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  // A link left without an address becomes its text: its tags go, what is inside stays.
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && frame.attribs.href === undefined ? 'excludeTag' : false,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link without a safe address loses its attributes here and its tags in `exclusiveFilter`.
    // (Renaming it to a tag outside the allow-list would leave its closing tag unmatched.)
    a: (tagName, attributes): { tagName: string; attribs: Record<string, string> } => {
      const href = safeHref(attributes.href);
      return {
        tagName,
        attribs: href === null ? {} : { href, rel: safeLinkRel, target: '_blank' },
      };
    },
    ol: (tagName, attributes) => ({
      tagName,
      attribs: definedOnly({ start: smallNumber(attributes.start) }),
    }),
    th: (tagName, attributes) => ({
      tagName,
      attribs: definedOnly({
        colspan: smallNumber(attributes.colspan),
        rowspan: smallNumber(attributes.rowspan),
      }),
    }),
    td: (tagName, attributes) => ({
      tagName,
      attribs: definedOnly({
        colspan: smallNumber(attributes.colspan),
        rowspan: smallNumber(attributes.rowspan),
      }),
    }),
  },
};

/** The HTML with everything outside the allow-list removed; safe to store and to show. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
