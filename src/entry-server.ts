/**
 * The server renderer's entry: `vite build --ssr` (scripts/build.ts) makes it
 * `dist/.ssr/entry-server.js`, which server/ssr/page-renderer.ts loads and never serves. It draws the
 * public pages for visitors with their data; the pieces live in src/app/ssr/, and
 * docs/server-rendering.md tells how they fit together.
 */
import '@/i18n/every-text';

/** The addresses drawn on the server; any other is left to the browser. */
export { serverRenderedPaths } from '@/app/ssr/server-rendered-paths';
/** The address a request is drawn and kept under: its path and the parameters its page reads. */
export { pageAddress } from '@/app/ssr/page-address';
/** Called once by the server with the API in process and the rich-text sanitizer. */
export { install } from '@/app/ssr/install-renderer';
/** One page for a visitor: drawn, a redirect to /404, or null for the browser to draw. */
export { renderPage } from '@/app/ssr/render-page';
