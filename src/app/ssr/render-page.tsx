/**
 * Renders one public page for a visitor (docs/server-rendering.md): the same routes and providers as
 * the browser, a static router, and the data of every `useAsyncData` prefetched — the page is drawn
 * once, each view without its data waiting for it while the server loads it through the API in
 * process (load-batches.ts), and only the views that waited are drawn again. The result is complete
 * HTML plus the data the browser needs to take the page over without loading it again, and the
 * page's styles for `<head>`. A page whose record does not exist is not drawn: it is answered with a
 * redirect to /404, which is drawn with the status 404 (DESIGN §8).
 *
 * Only visitors are rendered here: a page that needs the session is the browser's to draw.
 */
import '@/i18n/i18n';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { appRoutes } from '@/app/app-routes';
import { isRouteHandle } from '@/app/route-handle';
import { RecordMissingReport } from '@/components/page/record-missing';
import { createStyleCache } from '@/components/ui/style-cache';
import { paths } from '@/config/routes';
import { loadedAuthSession, type AuthSession } from '@/lib/auth/auth-session';
import { createVisitorAuthActor } from '@/lib/auth/visitor-auth-actor';
import { serializePrefetched } from './prefetched-payload';
import { renderScope, type RenderScope } from './render-scope';
import { loadBatches } from './load-batches';
import type { SharedData } from './run-loaders';
import { serverRenderedPaths } from './server-rendered-paths';
import { serverStyleElements } from './server-styles';

export interface RenderedPage {
  /**
   * The markup inside `<div id="root">`, as the UTF-8 bytes React wrote: the server sends them as
   * they are, so the page is never read as text and written out again.
   */
  readonly html: Uint8Array;
  /** The page title, as the browser would set it. */
  readonly title: string | null;
  /** The JSON of the prefetched data, safe inside a `<script type="application/json">`. */
  readonly prefetched: string;
  /** The HTTP status: 404 for /404 itself. */
  readonly status: 200 | 404;
  /** The page's styles for `<head>`, the theme's and the page's classes, adopted by the browser as they are. */
  readonly styles: string;
}

/** The page is somewhere else: the browser is sent there with a redirect, nothing is drawn. */
export interface RenderedRedirect {
  readonly redirectTo: string;
}

const maxBatches = 3;
const handler = createStaticHandler(appRoutes);
let visitorSession: AuthSession | null = null;

/**
 * A style cache that keeps the rules it is given instead of writing a `<style>` beside each element
 * (`compat`), so the page's styles can go into `<head>` once.
 */
function createKeepingStyleCache(): EmotionCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

/** The page's markup: its bytes as they come, in one buffer. */
async function markupOf(prelude: AsyncIterable<string | Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Renders `url` for a visitor; gives a redirect when the page's record does not exist (to /404), or
 * null when the browser should draw it (not a server-rendered page, a route that redirects, or an
 * error). Its data is loaded through `shared` when the server gives it (run-loaders.ts).
 */
export async function renderPage(
  url: URL,
  shared?: SharedData,
): Promise<RenderedPage | RenderedRedirect | null> {
  if (!serverRenderedPaths.includes(url.pathname)) return null;
  const scope: RenderScope = { movedTo: null };
  const reportMissing = () => {
    scope.movedTo = paths.notFound;
  };
  return renderScope.run(scope, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    visitorSession ??= loadedAuthSession(createVisitorAuthActor());
    const session = visitorSession;
    const errors: unknown[] = [];
    // The page is drawn once. A view without its data waits for it while the rest is drawn; the
    // views that waited are drawn again, alone, once their batch is in, and the views they bring
    // ask in the next batch, a few batches at most: whatever is still missing then loads in the
    // browser. Once the record is known to be missing, nothing more is loaded.
    const batches = loadBatches({ maxBatches, shared, stop: () => scope.movedTo !== null });
    const styles = createKeepingStyleCache();
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={styles}>
        <AppProviders authSession={session} prefetched={{ results: new Map(), wait: batches.wait }}>
          <RecordMissingReport value={reportMissing}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RecordMissingReport>
        </AppProviders>
      </CacheProvider>,
      {
        onError: (error) => void errors.push(error),
        // Every part inline, in order: a part sent apart would need an inline script to put it in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await markupOf(prelude);
    if (scope.movedTo !== null) return { redirectTo: scope.movedTo };
    // A part that failed would be left to the browser with an inline script, which the
    // Content-Security-Policy refuses: the browser draws the whole page instead.
    if (errors.length > 0) throw new AggregateError(errors, `服务端渲染 ${url.pathname} 失败`);
    let title: string | null = null;
    for (const match of context.matches) {
      const handle: unknown = match.route.handle;
      if (isRouteHandle(handle)) title = handle.title;
    }
    return {
      html,
      title,
      status: url.pathname === paths.notFound ? 404 : 200,
      prefetched: serializePrefetched(batches.results),
      // Class names are ASCII: read byte by byte, the markup shows them where UTF-8 text would.
      styles: serverStyleElements(styles, html.toString('latin1')),
    };
  });
}
