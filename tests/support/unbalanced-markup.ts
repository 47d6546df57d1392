/**
 * Whether stored HTML is well formed, read tag by tag as it is written (not as a browser would repair
 * it): every element that is opened is closed, in order, and nothing is closed that was not opened.
 * Answers the first problem found, or null when the markup is balanced.
 */
const voidElements = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'wbr',
]);

export function unbalancedMarkupIn(html: string): string | null {
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [tag, closing, rawName = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (voidElements.has(name) || selfClosing === '/') continue;
    if (closing !== '/') {
      open.push(name);
      continue;
    }
    const expected = open.pop();
    if (expected !== name) {
      return expected === undefined
        ? `${tag} closes nothing`
        : `${tag} where </${expected}> was due`;
    }
  }
  return open.length === 0 ? null : `<${open.join('>, <')}> never closed`;
}
