/**
 * What a browser must load before a public route's content shows, from a `vite build --manifest`:
 * the module script and modulepreload links of index.html, plus the route's page chunk and its
 * static imports (the closure over the manifest's `imports`); the stylesheets are index.html's
 * `<link rel="stylesheet">` and the `css` of every chunk in that closure. Dynamic imports are left
 * out: they load after the content. Sizes are gzipped at level 6, as the server compresses them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serverRenderedPaths } from '../../src/app/ssr/server-rendered-paths';
import { publicRoutePages } from '../build/public-route-pages';

export { publicRoutePages } from '../build/public-route-pages';

export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface FirstLoadFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

export interface SizedFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface RouteFirstLoad {
  readonly route: string;
  /**
   * The server draws the route for visitors (src/app/ssr/server-rendered-paths.ts): its content shows
   * from the HTML, and this JS is what the browser loads to take the page over.
   */
  readonly serverRendered: boolean;
  readonly js: readonly SizedFile[];
  readonly css: readonly SizedFile[];
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
}

const withoutLeadingSlash = (file: string) => file.replace(/^\//, '');

/** Every value of `attribute` on the tags of `html` matching `tag` (attributes in any order). */
function attributeOfTags(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (!tag.test(match[0])) continue;
    const value = new RegExp(`\\b${attribute}="([^"]+)"`).exec(match[0])?.[1];
    if (value !== undefined) values.push(withoutLeadingSlash(value));
  }
  return values;
}

/** The files index.html itself makes the browser load: module scripts, modulepreloads, stylesheets. */
export function filesOfIndex(html: string): FirstLoadFiles {
  return {
    js: [
      ...attributeOfTags(html, /^<script\b[^>]*\btype="module"/, 'src'),
      ...attributeOfTags(html, /^<link\b[^>]*\brel="modulepreload"/, 'href'),
    ],
    css: attributeOfTags(html, /^<link\b[^>]*\brel="stylesheet"/, 'href'),
  };
}

/** The chunk of `key` and everything it imports statically, with their stylesheets. */
export function staticClosure(manifest: Manifest, key: string): FirstLoadFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (chunk === undefined) throw new Error(`Vite 清单中没有 ${current}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** index.html's own files plus the closure of the route's page module, each file once. */
export function firstLoadFiles(
  manifest: Manifest,
  html: string,
  pageModule: string,
): FirstLoadFiles {
  const index = filesOfIndex(html);
  const page = staticClosure(manifest, pageModule);
  return {
    js: [...new Set([...index.js, ...page.js])],
    css: [...new Set([...index.css, ...page.css])],
  };
}

async function sized(distDir: string, files: readonly string[]): Promise<SizedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
    }),
  );
}

const gzipTotal = (files: readonly SizedFile[]) =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** The gzipped first load of each route of `routes` (default: every public route). */
export async function routeFirstLoads(
  distDir: string,
  routes: Readonly<Record<string, string>> = publicRoutePages,
): Promise<RouteFirstLoad[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const loads: RouteFirstLoad[] = [];
  for (const [route, pageModule] of Object.entries(routes)) {
    const files = firstLoadFiles(manifest, html, pageModule);
    const js = await sized(distDir, files.js);
    const css = await sized(distDir, files.css);
    loads.push({
      route,
      serverRendered: serverRenderedPaths.includes(route),
      js,
      css,
      jsGzipBytes: gzipTotal(js),
      cssGzipBytes: gzipTotal(css),
    });
  }
  return loads;
}
