/**
 * A drawn page put into the built `index.html`: its styles in `<head>`, its markup in `#root` with its
 * prefetched data beside it, its title, and the scripts (the start's and the page's own) fetched only
 * once it has been painted.
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

/**
 * `index.html` with the page's styles in `<head>`, the page in `#root`, its data beside it and its
 * title; `routeChunks` are the page's own chunks, preloaded with the start's.
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  routeChunks: readonly string[] = [],
): string {
  const escapedTitle = (page.title ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const scripts = scriptsAfterPaint(template, routeChunks);
  const withTitle =
    page.title === null
      ? scripts
      : scripts.replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`);
  // Functions, so `$` in the page is never read as a replacement pattern.
  return withTitle
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="portal-prefetched">${page.prefetched}</script>`,
    );
}
