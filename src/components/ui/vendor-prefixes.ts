/**
 * The vendor prefixes the portal's styles are written with: only those a browser the portal
 * supports still needs. Emotion's default (stylis's prefixer) writes the prefixes of every browser
 * since about 2012: old flexbox (`display:-webkit-box`, `-ms-flex-align`…), `-moz-` and `-ms-`
 * copies, prefixed `transform`, `transition` and keyframes, and three copies of `translate`, which
 * no browser ever prefixed. That was about a fifth of the CSS of every page the server draws, CSS
 * every visitor downloads and the browser parses before anything shows.
 *
 * The build's scripts target Chrome and Edge 111, Firefox 114 and Safari 16.4 (Vite's
 * `baseline-widely-available`), but a page the server drew is read without them too, so the
 * prefixes Safari from 12 on and Chromium from 60 on read are kept: `-webkit-` for the properties
 * below, each written before the standard one exactly as stylis writes it.
 */
import type { StylisPlugin } from '@emotion/cache';

/** Properties written with a `-webkit-` copy of the same declaration before them. */
const webkitCopied = new Set([
  'appearance',
  'backdrop-filter',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-decoration',
  'text-size-adjust',
  'user-select',
]);

/** Logical properties older Safari reads only under their former `-webkit-` names. */
const webkitRenamed = new Map([
  ['padding-inline-start', '-webkit-padding-start'],
  ['padding-inline-end', '-webkit-padding-end'],
  ['margin-inline-start', '-webkit-margin-start'],
  ['margin-inline-end', '-webkit-margin-end'],
]);

/**
 * A stylis plugin in place of emotion's prefixer: a declaration of one of the properties above gets
 * its `-webkit-` form before it (`background-clip` only for `text`); nothing else gets a prefix.
 */
export const currentVendorPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return !== '' || typeof element.props !== 'string') return;
  const property = element.props;
  const value = typeof element.children === 'string' ? element.children : '';
  if (webkitCopied.has(property) || (property === 'background-clip' && value.includes('text'))) {
    element.return = `-webkit-${element.value}${element.value}`;
    return;
  }
  const renamed = webkitRenamed.get(property);
  if (renamed !== undefined) element.return = `${renamed}:${value};${element.value}`;
};
