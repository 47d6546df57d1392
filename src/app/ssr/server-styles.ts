/**
 * The styles of a page the server drew, and how the browser adopts them without touching them.
 *
 * The server writes two elements into `<head>`: the theme's global styles (reset, tokens, layer
 * order) and the class rules of the page, the latter naming its classes. Neither carries emotion's own
 * `data-emotion` mark on purpose: emotion would move every such element to the end of `<head>` while
 * taking it over, and each move makes the browser match every style of the page again, a long pause
 * on a slow phone just as the page becomes interactive. Instead the browser's style cache is told
 * which classes are already in the document, and the theme leaves its global styles to the server's.
 */
import type { EmotionCache } from '@emotion/cache';
import { globalStylesAttribute, hasGlobalStyles } from '@/components/ui/global-styles-mark';
import type { AdoptedStyles } from '@/components/ui/provider';
import { createStyleCache } from '@/components/ui/style-cache';

/** The element with the theme's global styles. */
export { globalStylesAttribute };
/** The element with the page's class rules; its value names the classes, separated by spaces. */
export const classStylesAttribute = 'data-portal-class-styles';

function styleElement(attribute: string, css: string): string {
  return `<style ${attribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * Elements written so far, by what they are written from. A page's styles are the same text every
 * time it is drawn — the theme's global styles, and the rules of the same classes in the same order
 * (a class's name is the hash of its styles, and emotion keeps the rules it compiled per name) — so
 * each element is written once, not for every page drawn.
 */
const writtenElements = new Map<string, string>();
/** Pages and their variants, bounded: a flood of odd addresses cannot make it grow. */
const keptElements = 200;

function writtenOnce(key: string, write: () => string): string {
  let element = writtenElements.get(key);
  if (element === undefined) {
    element = write();
    if (writtenElements.size >= keptElements) writtenElements.clear();
    writtenElements.set(key, element);
  }
  return element;
}

/** Each class of the cache's in `markup`, numbered in the order the markup first uses them. */
function orderOfUse(markup: string, key: string): Map<string, number> {
  const order = new Map<string, number>();
  for (const [, name] of markup.matchAll(new RegExp(`[\\s"]${key}-([\\w-]+)`, 'g'))) {
    if (name !== undefined && !order.has(name)) order.set(name, order.size);
  }
  return order;
}

/**
 * The server's side: the rules a render left in `cache` (created with `compat`, so it keeps them as
 * text) as the two elements for `<head>`. A rule that styles no class of its own is global.
 *
 * Given the page's `markup`, the class rules follow the order the markup first uses their classes —
 * the order a render from top to bottom writes them in, whichever parts of the page were drawn first
 * (a part waiting for its data is drawn after the rest); a rule the markup does not use stays
 * after the one written before it. Without it they stay in the order they were written.
 */
export function serverStyleElements(cache: EmotionCache, markup?: string): string {
  let classes: Array<[name: string, rules: string]> = [];
  let globalRules = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules === '' || rules.includes(`.${cache.key}-${name}`)) classes.push([name, rules]);
    else globalRules += rules;
  }
  if (markup !== undefined) {
    const order = orderOfUse(markup, cache.key);
    let previous = -1;
    const placed = classes.map((entry, written) => {
      previous = order.get(entry[0]) ?? previous;
      return { entry, place: previous, written };
    });
    placed.sort((left, right) => left.place - right.place || left.written - right.written);
    classes = placed.map(({ entry }) => entry);
  }
  const names = classes.map(([name]) => name).join(' ');
  return (
    writtenOnce(`global ${globalRules}`, () => styleElement(globalStylesAttribute, globalRules)) +
    writtenOnce(`classes ${names}`, () =>
      styleElement(
        `${classStylesAttribute}="${names}"`,
        classes.map(([, rules]) => rules).join(''),
      ),
    )
  );
}

/**
 * The browser's side: when the document carries the server's styles, a style cache that counts
 * them as written; otherwise null, and the page brings its own styles as usual.
 */
export function adoptServerStyles(doc: Document = document): AdoptedStyles | null {
  const classes = doc.querySelector(`style[${classStylesAttribute}]`);
  if (classes === null || !hasGlobalStyles(doc)) return null;
  const cache = createStyleCache();
  for (const name of (classes.getAttribute(classStylesAttribute) ?? '').split(' ')) {
    if (name !== '') cache.inserted[name] = true;
  }
  return { cache };
}
