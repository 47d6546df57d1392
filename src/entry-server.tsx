/**
 * Server rendering of the public pages (built with `vite build --ssr`, loaded by
 * server/plugins/spa.ts): the same routes and providers as the browser, a static router, and the data
 * of every `useAsyncData` prefetched — a first render collects the loaders, the server runs them
 * through the API in process, and a second render draws the page with its data. The result is
 * complete HTML plus the data the browser needs to take the page over without loading it again.
 *
 * Only visitors are rendered here: a page that needs the session is the browser's to draw.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import '@/i18n/i18n';
import { setApi } from '@/api/api-instance';
import { createApiClient } from '@/api/client';
import { createLoadingTracker } from '@/api/loading-tracker';
import { AppProviders } from '@/app/app-providers';
import { serverStyleElements, styleCacheKey } from '@/components/ui/server-styles';
import { appRoutes } from '@/app/app-routes';
import { isRouteHandle } from '@/app/route-handle';
import { serializePrefetched } from '@/app/ssr/prefetched-payload';
import { serverRenderedPaths } from '@/app/ssr/server-rendered-paths';
import { setSanitizerWithoutDom } from '@/features/content/components/rich-text';
import { createVisitorAuthActor } from '@/features/auth/visitor-auth-actor';
import { runLoaders, type Loader, type PrefetchedData } from '@/lib/prefetched-data';
import type { LoadResult } from '@/lib/use-async-data';

export { serverRenderedPaths };

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  readonly html: string;
  /** The page title, as the browser would set it. */
  readonly title: string | null;
  /** The JSON of the prefetched data, safe inside a `<script type="application/json">`. */
  readonly prefetched: string;
  /** The HTTP status: 404 when the page shows that its record does not exist. */
  readonly status: 200 | 404;
  /** The page's styles for `<head>`, the theme's and the page's classes, adopted by the browser as they are. */
  readonly styles: string;
}

/**
 * What one rendering learns from the API: a missing record (4011) either sends the browser to /404
 * (`movedTo`) or is shown in place as 页面不存在 (`recordMissing`), which is then the page's status.
 */
type RenderScope = { movedTo: string | null; recordMissing: boolean };

const renderScope = new AsyncLocalStorage<RenderScope>();
const maxDataRounds = 3;
const handler = createStaticHandler(appRoutes);
let visitorActor: ReturnType<typeof createVisitorAuthActor> | null = null;

export interface RendererDeps {
  /** The origin the API's addresses are formed with. */
  readonly origin: string;
  /** Answers the page's API requests (the server, in process). */
  readonly send: (request: Request) => Promise<Response>;
  /** Rich text's sanitizer where there is no DOM: the server's own allow-list. */
  readonly sanitizeRichText: (html: string) => string;
}

/**
 * Gives the page's data layer its API client — requests go to `send` as a visitor, without a token, a
 * loading bar or toasts — and rich text its sanitizer.
 */
export function install({ origin, send, sanitizeRichText }: RendererDeps): void {
  setSanitizerWithoutDom(sanitizeRichText);
  setApi(
    createApiClient({
      origin,
      fetch: send,
      getToken: () => null,
      send: () => undefined,
      notifyError: () => undefined,
      navigate: (to) => {
        const scope = renderScope.getStore();
        if (scope) scope.movedTo = to;
      },
      recordMissing: () => {
        const scope = renderScope.getStore();
        if (scope) scope.recordMissing = true;
      },
      currentPath: () => '/',
      loading: createLoadingTracker(),
      now: () => Date.now(),
    }),
  );
}

/**
 * A style cache that keeps the rules it is given instead of writing a `<style>` beside each element
 * (`compat`), so the page's styles can go into `<head>` once.
 */
function createStyleCache(): EmotionCache {
  const cache = createCache({ key: styleCacheKey });
  cache.compat = true;
  return cache;
}

/**
 * Renders `url` for a visitor, or gives null when the browser should draw it (not a server-rendered
 * page, a redirect — such as to /404 — or an error). A page that shows in place that its record does
 * not exist is drawn, with the status 404.
 */
export async function renderPage(url: URL): Promise<RenderedPage | null> {
  if (!serverRenderedPaths.includes(url.pathname)) return null;
  const scope: RenderScope = { movedTo: null, recordMissing: false };
  return renderScope.run(scope, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    visitorActor ??= createVisitorAuthActor();
    const actor = visitorActor;
    const errors: unknown[] = [];
    const render = async (prefetched: PrefetchedData, cache: EmotionCache) => {
      const { prelude } = await prerenderToNodeStream(
        <CacheProvider value={cache}>
          <AppProviders authActor={actor} prefetched={prefetched}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>,
        {
          onError: (error) => void errors.push(error),
          // Every part inline, in order: a part sent apart would need an inline script to put it in place.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        },
      );
      return text(prelude);
    };

    // Views that appear only once other data is there are collected by the next render, a few
    // rounds at most; whatever is still missing then loads in the browser. The render that finds
    // nothing more to load is the page.
    const results = new Map<string, LoadResult<unknown>>();
    let html = '';
    let styles = createStyleCache();
    for (let round = 0; round <= maxDataRounds; round += 1) {
      const loaders = round < maxDataRounds ? new Map<string, Loader>() : undefined;
      styles = createStyleCache();
      html = await render(loaders ? { results, loaders } : { results }, styles);
      if (loaders === undefined || loaders.size === 0) break;
      for (const [id, result] of await runLoaders(loaders)) results.set(id, result);
      if (scope.movedTo !== null) return null;
    }
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
      status: scope.recordMissing ? 404 : 200,
      prefetched: serializePrefetched(results),
      styles: serverStyleElements(styles),
    };
  });
}
