/**
 * Copies pdf.js's CMaps and standard fonts from the installed pdfjs-dist into the build, where the
 * preview looks for them (src/components/file-preview/pdf-data-path.ts), so a Chinese PDF whose CJK
 * fonts are not embedded still shows its text. Copied, never linked or changed in place: node_modules
 * stays as npm left it, and the build is a directory the server can serve alone.
 */
import { cp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfJsDataFolders, pdfJsDataPath } from '../../src/components/file-preview/pdf-data-path';

const require = createRequire(import.meta.url);

/** The installed pdfjs-dist's folder and version (the one the bundle was built with). */
export async function installedPdfJs(): Promise<{ dir: string; version: string }> {
  const manifest = require.resolve('pdfjs-dist/package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return { dir: path.dirname(manifest), version };
}

/** Copies the data folders into `outDir`; answers where each went, relative to `outDir`. */
export async function copyPdfJsData(outDir: string): Promise<string[]> {
  const { dir, version } = await installedPdfJs();
  const written: string[] = [];
  for (const folder of pdfJsDataFolders) {
    const target = pdfJsDataPath(version, folder);
    await cp(path.join(dir, folder), path.join(outDir, target), { recursive: true });
    written.push(target);
  }
  return written;
}
