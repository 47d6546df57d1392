/**
 * The chunks each drawn page needs beyond the start (its page and its texts), which the build writes
 * to `<dist>/.ssr/route-chunks.json` (scripts/build/route-chunks.ts). A drawn page lists them with the
 * start's chunks, so the browser fetches them together once the page is painted instead of asking
 * for them only when the start has run (server/ssr/fill-template.ts). A build without the file, or
 * with a damaged one, gives none: the page still works, one round trip later.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type RouteChunks = ReadonlyMap<string, readonly string[]>;

const isAssetAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^\/assets\/[\w.-]+\.js$/.test(value);

/** The chunks by route path (`/home` → [`/assets/home-page-….js`, …]). */
export async function readRouteChunks(distDir: string): Promise<RouteChunks> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, '.ssr', 'route-chunks.json'), 'utf8');
  } catch {
    return new Map();
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
    return new Map(
      Object.entries(value).flatMap(([route, files]: [string, unknown]) =>
        Array.isArray(files) && files.every(isAssetAddress) ? [[route, files]] : [],
      ),
    );
  } catch {
    return new Map();
  }
}
