/**
 * Serves the built SPA from `dist/` when it exists. Hashed files under `assets/` never change, so
 * browsers may keep them for a year, and are sent as the build compressed them when the browser
 * accepts it; `index.html` must be revalidated so a new release is picked up.
 * Any other page address the browser navigates to (`/workspace/home`, `/nj`, `/anything`) gets
 * `index.html` and the SPA's router decides what to show, including its own 404 page. API and
 * development paths are never answered with the SPA.
 *
 * When the build holds the server renderer (`.ssr/`, never served), the public pages a visitor opens
 * come already drawn with their data (server/ssr/page-renderer.ts); the SPA then takes them over. A
 * detail page whose record does not exist is answered with a redirect to /404, and /404 itself with
 * the status 404, drawn or not (DESIGN §8).
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { clientConfigOf, withClientConfig } from '../http/client-config';
import { fillTemplate } from '../ssr/fill-template';
import { readRouteChunks } from '../ssr/route-chunks';
import { loadPageRenderer } from '../ssr/page-renderer';
import { isRedirect, type RenderedPage } from '../ssr/renderer-module';

export interface SpaPluginOptions {
  readonly distDir: string;
  /** Threads that draw pages; 0 draws them on the server's thread (server/ssr/render-threads.ts). */
  readonly renderThreads: number;
}

const reservedPrefixes = ['/alpha-portal', '/dev-sso', '/dev'];

/** The SPA's not-found page (spec §2): its document answers with the status 404. */
const notFoundPath = '/404';

function isReserved(urlPath: string): boolean {
  return reservedPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') ?? false;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

const spaPlugin: FastifyPluginAsync<SpaPluginOptions> = async (app, options) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!(await exists(indexFile))) {
    app.log.info({ distDir: options.distDir }, 'no built SPA found; serving the API only');
    return;
  }
  const assetsDir = path.join(options.distDir, 'assets') + path.sep;
  const template = await readFile(indexFile, 'utf8');
  /** index.html with the browser's share of the configuration (server/http/client-config.ts). */
  const pageTemplate = (request: FastifyRequest) =>
    withClientConfig(template, clientConfigOf(request, app.config));
  const renderer = await loadPageRenderer(app, {
    distDir: options.distDir,
    threads: options.renderThreads,
  });
  // A kept page is sent to many visitors: its document is put together and encoded once per
  // configuration (the addresses differ only by the host a demo is reached on), not per request.
  const documents = new WeakMap<RenderedPage, Map<string, Buffer>>();
  // A drawn page's own chunks, listed with the start's so they download together.
  const routeChunks = await readRouteChunks(options.distDir);
  const drawnDocument = (request: FastifyRequest, page: RenderedPage, urlPath: string): Buffer => {
    const clientConfig = clientConfigOf(request, app.config);
    const key = JSON.stringify(clientConfig);
    const byConfig = documents.get(page) ?? new Map<string, Buffer>();
    documents.set(page, byConfig);
    const kept = byConfig.get(key);
    if (kept !== undefined) return kept;
    const body = fillTemplate(
      withClientConfig(template, clientConfig),
      page,
      routeChunks.get(urlPath),
    );
    if (byConfig.size < 8) byConfig.set(key, body);
    return body;
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    // Routes for the files present at start: a release replaces the whole directory and restarts.
    wildcard: false,
    index: false,
    // The server renderer and the build manifest are the server's, not the browser's.
    allowedPath: (pathName) => !pathName.startsWith('/.'),
    // The build's brotli and gzip copies of the assets (scripts/build/precompress-assets.ts) go to
    // a browser that accepts them, as they are, with their length; @fastify/compress leaves an
    // answer that has its encoding alone. A file without copies (a build without them, a small
    // file) is sent as it is and compressed on the fly as before.
    preCompressed: true,
    // The copies are chosen by the request's Accept-Encoding, never asked for by name.
    globIgnore: ['assets/**/*.br', 'assets/**/*.gz'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      const cacheControl = filePath.startsWith(assetsDir)
        ? 'public, max-age=31536000, immutable'
        : filePath === indexFile
          ? 'no-cache'
          : 'public, max-age=3600';
      reply.header('cache-control', cacheControl);
    },
  });

  if (renderer) {
    // A change by someone signed in (every write carries a token; a page's own reads do not).
    app.addHook('onResponse', (request, reply, done) => {
      const writes = request.method !== 'GET' && request.method !== 'HEAD';
      if (writes && reply.statusCode < 400 && request.headers['user-token']) renderer.forget();
      done();
    });
  }

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isReserved(urlPath) || !wantsHtml(request)) return reply.callNotFound();
    const page = renderer ? await renderer.render(request) : null;
    if (page !== null && isRedirect(page)) {
      // Not kept by the browser: the record may exist by the next visit.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .redirect(page.redirectTo, 302);
    }
    if (page === null && urlPath === notFoundPath) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageTemplate(request));
    }
    if (page === null) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageTemplate(request));
    }
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(drawnDocument(request, page, urlPath));
  });
};

// Not encapsulated: the hook above must see the API's requests too.
export default fastifyPlugin(spaPlugin, { name: 'spa' });
