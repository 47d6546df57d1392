/**
 * How an entry file can be shown in the page, from the type the server detected in its bytes: PDFs are
 * drawn page by page, PNG and JPEG images shown as they are; OFD and Office files only downloaded (the
 * server refuses to send them inline too).
 */
export type PreviewKind = 'pdf' | 'image';

const kinds: Readonly<Record<string, PreviewKind>> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
};

export function previewKindOf(contentType: string): PreviewKind | null {
  return kinds[contentType] ?? null;
}
