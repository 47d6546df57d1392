/**
 * `npm run build`: the SPA for browsers in `dist/` (with the Vite manifest), then the server renderer
 * of the public pages in `dist/.ssr/` (src/entry-server.ts), which the server loads and never serves.
 * Both come from one build, so the pages the server draws are the ones the browser takes over.
 *
 *   npm run build -- [--outDir DIR]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = path.resolve(values.outDir ?? 'dist');

await build({ build: { outDir, emptyOutDir: true, manifest: true } });
await build({
  build: { ssr: 'src/entry-server.ts', outDir: path.join(outDir, '.ssr'), emptyOutDir: true },
});
