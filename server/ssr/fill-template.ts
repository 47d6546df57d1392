/**
 * A drawn page put into the built `index.html`: its styles in `<head>`, its markup in `#root` with its
 * prefetched data beside it, its title, and the scripts (the start's and the page's own) fetched only
 * once it has been painted.
 *
 * The template is the same for every page of an address (only the browser's configuration, by the
 * host a demo is reached on, changes it), so what is done to it is done once: it is cut, already
 * encoded, at the places the page goes, and a page is put together from those pieces and its own,
 * its markup as the bytes the renderer wrote.
 */
import type { RenderedPage } from './renderer-module';

/**
 * The page is on screen without its scripts, so nothing but the small entry script is fetched before
 * the page is painted: the entry's own chunks, which `index.html` preloads, travel as a list
 * (`#portal-start-chunks`) that the entry preloads, all at once, once the page has been painted
 * (src/app/ssr/start-chunks.ts). The page's own chunks (`routeChunks`: its page and texts,
 * server/ssr/route-chunks.ts) join that list, so they arrive with the start rather than being asked
 * for only once it has run. The entry itself is fetched at low priority.
 */
function scriptsAfterPaint(html: string, routeChunks: readonly string[]): string {
  const chunks: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_match, href: string) => {
      chunks.push(href);
      return '';
    },
  );
  for (const href of routeChunks) if (!chunks.includes(href)) chunks.push(href);
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return withoutPreloads
    .replace('<script type="module"', () => '<script type="module" fetchpriority="low"')
    .replace(
      '</head>',
      () => `<script type="application/json" id="portal-start-chunks">${list}</script></head>`,
    );
}

/** The template with its scripts after the paint, cut and encoded where a page's parts go. */
interface PreparedTemplate {
  /** Up to the title element (or to the styles when the template has none). */
  readonly toTitle: Buffer;
  /** The template's own title element, kept for a page without a title; null without one. */
  readonly ownTitle: Buffer | null;
  /** From the title to where the styles go (before `</head>`), on to the markup, and the rest. */
  readonly toStyles: Buffer;
  readonly toMarkup: Buffer;
  readonly toData: Buffer;
  readonly rest: Buffer;
}

const rootStart = '<div id="root">';
const rootElement = `${rootStart}</div>`;

function prepare(template: string, routeChunks: readonly string[]): PreparedTemplate {
  const text = scriptsAfterPaint(template, routeChunks);
  const head = text.indexOf('</head>');
  const root = text.indexOf(rootElement, head);
  if (head === -1 || root === -1)
    throw new Error(`index.html 缺少 </head> 或 ${rootElement}，无法放入服务端渲染的页面`);
  const title = /<title>[^<]*<\/title>/.exec(text.slice(0, head));
  const titleStart = title === null ? head : title.index;
  const titleEnd = title === null ? head : title.index + title[0].length;
  return {
    toTitle: Buffer.from(text.slice(0, titleStart)),
    ownTitle: title === null ? null : Buffer.from(title[0]),
    toStyles: Buffer.from(text.slice(titleEnd, head)),
    toMarkup: Buffer.from(text.slice(head, root + rootStart.length)),
    toData: Buffer.from('</div><script type="application/json" id="portal-prefetched">'),
    rest: Buffer.from(`</script>${text.slice(root + rootElement.length)}`),
  };
}

/** Templates prepared so far, by chunk list and template: a server has a handful. */
const prepared = new Map<string, PreparedTemplate>();
const keptTemplates = 64;

function preparedTemplate(template: string, routeChunks: readonly string[]): PreparedTemplate {
  const key = `${routeChunks.join(' ')}\n${template}`;
  let kept = prepared.get(key);
  if (kept === undefined) {
    kept = prepare(template, routeChunks);
    if (prepared.size >= keptTemplates) prepared.clear();
    prepared.set(key, kept);
  }
  return kept;
}

function escapedTitle(title: string): string {
  return title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * `index.html` with the page's styles in `<head>`, the page in `#root`, its data beside it and its
 * title; `routeChunks` are the page's own chunks, preloaded with the start's. The document's bytes,
 * as they are sent.
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  routeChunks: readonly string[] = [],
): Buffer {
  const pieces = preparedTemplate(template, routeChunks);
  const title =
    pieces.ownTitle === null
      ? []
      : page.title === null
        ? [pieces.ownTitle]
        : [Buffer.from(`<title>${escapedTitle(page.title)}</title>`)];
  return Buffer.concat([
    pieces.toTitle,
    ...title,
    pieces.toStyles,
    Buffer.from(page.styles),
    pieces.toMarkup,
    typeof page.html === 'string' ? Buffer.from(page.html) : page.html,
    pieces.toData,
    Buffer.from(page.prefetched),
    pieces.rest,
  ]);
}
