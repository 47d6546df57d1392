/**
 * The JavaScript a public route needs before it can be used, read from a build (`dist/` with its
 * `.vite/manifest.json`), without a browser: index.html's module script and the start it preloads,
 * the route's page chunk with everything it imports statically, and the chunks of the text areas the
 * route names (src/app/app-routes.tsx, `lazyPage(…, texts)`), which the page loads with itself.
 * Sizes are gzipped at level 6, as the server compresses them. Issue #16's budget for /home and
 * /dataResource: ≤ 200 KB gzip in ≤ 15 requests (tests/bench/route-js-budget.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { publicRoutePages } from '../build/public-route-pages';
import { routeChunkFiles } from '../build/route-chunks';
import { filesOfIndex, type Manifest } from './route-first-load';

export const jsBudget = { gzipBytes: 200_000, requests: 15 } as const;

export interface RouteJsClosure {
  readonly route: string;
  /** Each file once, with its gzipped size. */
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  readonly requests: number;
}

/**
 * The closure of `route` (a key of publicRoutePages) in the build at `distDir`; `texts` are the areas
 * its route names (tests read them from app-routes.tsx).
 */
export async function routeJsClosure(
  distDir: string,
  route: string,
  texts: readonly string[],
): Promise<RouteJsClosure> {
  const pageModule = publicRoutePages[route];
  if (pageModule === undefined) throw new Error(`${route} is not a public route.`);
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const js = new Set([...filesOfIndex(html).js, ...routeChunkFiles(manifest, pageModule, texts)]);
  const files = await Promise.all(
    [...js].map(async (file) => ({
      file,
      gzipBytes: gzipSync(await readFile(join(distDir, file)), { level: 6 }).length,
    })),
  );
  return {
    route,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    requests: files.length,
  };
}
