/**
 * The chunks each server-drawn route loads before it is taken over, beyond the start: its page with
 * everything that imports statically, and its text areas (app-routes.tsx's `lazyPage(…, texts)`), in
 * Chinese, the language the server draws in. The build writes them to `<dist>/.ssr/route-chunks.json`;
 * the server adds a drawn page's to the list its entry preloads once the page is painted
 * (server/ssr/fill-template.ts), so they download with the start instead of after it has run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { areaFileName } from '../../src/i18n/area-file-name';
import { filesOfIndex, staticClosure, type Manifest } from '../bench/route-first-load';
import { publicRoutePages } from './public-route-pages';
import { root, routePages } from './route-sources';

export const routeChunksFile = path.join('.ssr', 'route-chunks.json');

/** The files (`assets/…`) `pageModule` and the areas `texts` bring, each once. */
export function routeChunkFiles(
  manifest: Manifest,
  pageModule: string,
  texts: readonly string[],
): string[] {
  const areaModules = texts.map((area) => `src/i18n/locales/zh-CN/${areaFileName(area)}.ts`);
  return [
    ...new Set([pageModule, ...areaModules].flatMap((key) => staticClosure(manifest, key).js)),
  ];
}

/** The text areas the route of `pageModule` (a key of the manifest) names in app-routes.tsx. */
export function routeTexts(pageModule: string): readonly string[] {
  const page = path.join(root, pageModule);
  const found = routePages().find((candidate) => candidate.page === page);
  if (found === undefined) throw new Error(`app-routes.tsx does not load ${pageModule}`);
  return found.texts;
}

/** Writes every public route's chunks not already in index.html, as addresses (`/assets/…`). */
export async function writeRouteChunks(distDir: string, base = '/'): Promise<void> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const inIndex = new Set(
    filesOfIndex(await readFile(path.join(distDir, 'index.html'), 'utf8')).js,
  );
  const byRoute = Object.fromEntries(
    Object.entries(publicRoutePages).map(([route, pageModule]) => [
      route,
      routeChunkFiles(manifest, pageModule, routeTexts(pageModule))
        .filter((file) => !inIndex.has(file))
        .map((file) => `${base}${file}`),
    ]),
  );
  await writeFile(path.join(distDir, routeChunksFile), `${JSON.stringify(byRoute, null, 2)}\n`);
}
