/**
 * The JavaScript a browser loads before /home is shown, gzipped: the module script of index.html and
 * its modulepreload links, plus the /home route chunk and its static imports from the Vite manifest
 * (a build with `--manifest`). Files are gzipped at level 6, as the server compresses them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const homeRouteModule = 'src/features/home/pages/home-page.tsx';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface BundleFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

function scriptsOfIndex(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    if (match[1] !== undefined) files.push(match[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1] !== undefined) files.push(match[1]);
  }
  return files.map((file) => file.replace(/^\//, ''));
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`Vite 清单中没有 ${key}`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export async function homeBundleSize(distDir: string): Promise<BundleFile[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set(scriptsOfIndex(html));
  staticClosure(manifest, homeRouteModule, files);
  return Promise.all(
    [...files].map(async (file) => {
      const content = await readFile(join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
    }),
  );
}
