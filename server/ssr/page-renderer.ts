/**
 * Server rendering of the public pages for visitors, with the renderer the build wrote to
 * `<dist>/.ssr/entry-server.js` (src/entry-server.ts; docs/server-rendering.md). The page's data comes
 * from this same server, in process (`app.inject`), as a visitor.
 *
 * A rendered page is kept for a few seconds per address, and renderings of one address at the same
 * time share one: a busy front page costs one rendering per interval, not one per visitor. The
 * address is the path with only the query parameters its page reads, in their own form
 * (`pageAddress`, src/app/ssr/page-address.ts): the page is drawn for that address, so a parameter no
 * page reads never forces a rendering and never reaches the page. The answers pages are drawn from
 * are kept as long, by data key, so the same page asked with other parameters it reads (the front
 * page with another `keyword`) is drawn anew without loading them again. Any change made through the
 * API drops the kept pages and answers (`forget`), so nobody is shown what was just replaced. A
 * rendering that fails or takes too long gives null, and the visitor gets the plain SPA page instead.
 * A detail page whose record does not exist gives a redirect to /404 instead of a page.
 *
 * Renderings at once are limited. A visitor who asks while they all run waits a moment for one to
 * end, in a short queue, rather than getting the SPA page at once: the page is drawn a rendering
 * later instead of being left to a phone that needs seconds of script to draw it, and a busy server
 * does not spend its time answering the same visitors again and again with the SPA page. Only when
 * the queue is full, or the wait too long, is the SPA page served.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createInProcessFetch } from '../http/in-process-fetch';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { readRequestCookie } from '../http/request-cookie';
import { KeptForAWhile } from './kept-for-a-while';
import type { RenderOutcome, RendererModule } from './renderer-module';
import { startRenderThreads } from './render-threads';
import { keptRenderData } from './shared-render-data';

export interface PageRenderer {
  /**
   * The page for this request, a redirect when its record does not exist, or null when the SPA page
   * should be served as it is.
   */
  render(request: FastifyRequest): Promise<RenderOutcome | null>;
  /** Drops the pages kept so far: something was changed, and the next visitor sees it. */
  forget(): void;
}

/** Cookies that mean the browser draws the page itself: someone signed in, or another language. */
const authStateCookie = 'AuthState';
const languageCookie = 'portal_lang';
const renderedLanguage = 'zh-CN';
const origin = 'http://127.0.0.1';

export interface PageRendererOptions {
  readonly distDir: string;
  /** How long a rendered page is reused, in milliseconds. */
  readonly reuseMs?: number;
  /** A rendering slower than this is abandoned for the SPA page, in milliseconds. */
  readonly timeoutMs?: number;
  /** Renderings at the same time; beyond them visitors wait in a short queue (a flood of addresses). */
  readonly maxConcurrent?: number;
  /** Visitors waiting for a rendering to end; beyond them visitors get the SPA page at once. */
  readonly maxWaiting?: number;
  /** How long a visitor waits for a rendering to end before getting the SPA page, in milliseconds. */
  readonly maxWaitMs?: number;
  /**
   * Threads that draw pages (render-threads.ts), each on a core of its own; 0 draws them on the
   * server's own thread.
   */
  readonly threads?: number;
  readonly now?: () => number;
}

const defaultReuseMs = 5_000;
const defaultMaxConcurrent = 4;
/** Waiting longer than this for a rendering, a visitor is better served the SPA page. */
const defaultMaxWaitMs = 1_000;

/** The rendering, or null once `ms` have passed without it. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, delay(ms, null, { ref: false })]);
}

/** The renderer the build wrote, or null when the build has none (the plain SPA is served). */
export async function loadPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): Promise<PageRenderer | null> {
  const file = path.join(options.distDir, '.ssr', 'entry-server.js');
  try {
    await access(file);
  } catch {
    return null;
  }
  const rendererUrl = pathToFileURL(file).href;
  const renderer = (await import(rendererUrl)) as RendererModule;
  const threads = options.threads ?? 0;
  if (threads === 0) return createPageRenderer(app, renderer, options);
  const threaded = startRenderThreads({
    renderer,
    rendererUrl,
    threads,
    reuseMs: options.reuseMs ?? defaultReuseMs,
    onThreadProblem: (error) =>
      app.log.warn({ err: error }, 'a render thread failed; pages are drawn elsewhere'),
  });
  app.addHook('onClose', () => threaded.close());
  const pageRenderer = createPageRenderer(app, threaded, {
    ...options,
    // Each thread draws a few pages at once: while one waits for its data, another is drawn.
    maxConcurrent: options.maxConcurrent ?? Math.max(defaultMaxConcurrent, threads * 3),
  });
  // The server listens once its threads are ready, so its first visitors are not drawn for on the
  // thread that is still starting everything else.
  const started = await threaded.started();
  app.log.info({ threads: started }, 'render threads started');
  return pageRenderer;
}

export function createPageRenderer(
  app: FastifyInstance,
  renderer: RendererModule,
  options: Omit<PageRendererOptions, 'distDir'> = {},
): PageRenderer {
  // The page's data comes from this server as a visitor's would (some of the contract's reads are POSTs).
  renderer.install({ origin, send: createInProcessFetch(app), sanitizeRichText });
  const reuseMs = options.reuseMs ?? defaultReuseMs;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const now = options.now ?? (() => Date.now());
  const maxConcurrent = options.maxConcurrent ?? defaultMaxConcurrent;
  const renderings = renderingSlots(
    maxConcurrent,
    // As many waiting as rendering: a visitor waits for about one rendering at most.
    options.maxWaiting ?? maxConcurrent,
    options.maxWaitMs ?? defaultMaxWaitMs,
  );
  const pages = new KeptForAWhile<Promise<RenderOutcome | null>>(reuseMs, 200, now);
  // The data pages are drawn from, kept as long as pages are: the same page asked with other
  // parameters it reads (the front page's `keyword`) is drawn anew from the same answers.
  const shared = keptRenderData(reuseMs, now);

  return {
    async render(request) {
      // Drawn and kept under the path and the parameters its page reads: no other can force a
      // rendering.
      const url = renderer.pageAddress(new URL(request.url, origin));
      if (url === null) return null;
      if (readRequestCookie(request, authStateCookie) !== null) return null;
      const language = readRequestCookie(request, languageCookie);
      if (language !== null && language !== renderedLanguage) return null;

      const key = url.pathname + url.search;
      const kept = pages.get(key);
      if (kept !== undefined) return kept;
      const turn = renderings.take();
      if (turn === null) return null;
      // Kept while it waits too, so the same address asked meanwhile waits for this one.
      const page = turn
        .then((started) => {
          if (!started) return null;
          const work = renderer.renderPage(url, shared);
          // The slot is given back when the rendering ends, even one that took too long.
          void work.then(renderings.release, renderings.release);
          return withTimeout(work, timeoutMs);
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error, url: key }, 'server rendering failed; serving the SPA page');
          return null;
        });
      pages.set(key, page);
      return page;
    },
    forget() {
      pages.clear();
      shared.clear();
      renderer.forget?.();
    },
  };
}

interface RenderingSlots {
  /**
   * A rendering's turn: settles true once it may start (at once when a slot is free), false when
   * its wait was too long; null when the queue is full and the visitor gets the SPA page now.
   */
  take(): Promise<boolean> | null;
  /** A rendering ended: its slot goes to the visitor waiting longest, or is freed. */
  readonly release: () => void;
}

function renderingSlots(limit: number, maxWaiting: number, maxWaitMs: number): RenderingSlots {
  let taken = 0;
  const waiting: Array<(started: boolean) => void> = [];
  return {
    take() {
      if (taken < limit) {
        taken += 1;
        return Promise.resolve(true);
      }
      if (waiting.length >= maxWaiting) return null;
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(() => {
          const index = waiting.indexOf(resolve);
          if (index === -1) return;
          waiting.splice(index, 1);
          resolve(false);
        }, maxWaitMs).unref();
      });
    },
    release: () => {
      const next = waiting.shift();
      // The slot passes straight on: the count of renderings stays as it is.
      if (next === undefined) taken -= 1;
      else next(true);
    },
  };
}
