/**
 * Rich text the server stored (content wall, articles, announcements, domain descriptions). The server sanitises it when saved; it is sanitised again here,
 * right before it enters the page (DESIGN §6), so a compromised store cannot run script in the portal.
 * Typesetting for headings, paragraphs, lists, tables and quotes comes from Chakra's prose styles.
 */
import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'code',
  'pre',
  'dl',
  'dt',
  'dd',
  'small',
  'mark',
];

const allowedAttributes = ['href', 'title', 'colspan', 'rowspan', 'scope'];

let sanitizerWithoutDom: ((html: string) => string) | null = null;

/**
 * Where there is no DOM for DOMPurify (server rendering), rich text is sanitized by `sanitize`: the
 * server's own allow-list, the one it applied when the text was saved.
 */
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizerWithoutDom = sanitize;
}

export function sanitizeRichText(html: string): string {
  if (!DOMPurify.isSupported) {
    if (sanitizerWithoutDom === null) throw new Error('No DOM and no rich-text sanitizer for it.');
    return sanitizerWithoutDom(html);
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}

export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      className="portal-rich-text"
      color="gray.800"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.9"
      css={{
        '& h2': {
          fontSize: { base: 'xl', md: '2xl' },
          fontWeight: 'bold',
          color: 'gray.900',
          mt: '0',
          mb: '4',
          pb: '2',
          borderBottomWidth: '1px',
          borderColor: 'gray.200',
        },
        '& * + h2': { mt: '10' },
        '& h3': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', mb: '3' },
        '& * + h3': { mt: '8' },
        '& h4, & h5, & h6': { fontSize: 'md', fontWeight: 'bold', mb: '2' },
        '& * + h4, & * + h5, & * + h6': { mt: '6' },
        '& p': { my: '4', textAlign: 'justify' },
        '& ul, & ol': { my: '4', ps: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { my: '1.5' },
        '& li::marker': { color: 'brand.solid' },
        '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '& blockquote': {
          my: '5',
          ps: '4',
          borderStartWidth: '4px',
          borderColor: 'brand.200',
          color: 'gray.700',
          bg: 'brand.subtle',
          py: '3',
          pe: '4',
          rounded: 'sm',
        },
        '& table': { width: 'full', my: '5', borderCollapse: 'collapse', fontSize: 'sm' },
        '& th, & td': { borderWidth: '1px', borderColor: 'gray.200', px: '3', py: '2' },
        '& th': { bg: 'gray.50', fontWeight: 'bold', textAlign: 'start' },
        '& strong, & b': { fontWeight: 'bold', color: 'gray.900' },
        '& hr': { my: '8', borderColor: 'gray.200' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
