/**
 * The body as it is sent to be stored: the editor always keeps an empty paragraph at the end (so the
 * cursor can leave a list or a quote), which is not part of the text.
 */
export function storedContent(html: string): string {
  return html.replace(/(?:<p>(?:<br\s*\/?>)?<\/p>)+$/, '');
}
