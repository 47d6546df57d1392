/**
 * `npm run build`: the SPA for browsers in `dist/` (with the Vite manifest), cut into few chunks by a
 * plan read from a first build with the bundler's own chunks (build/start-chunk-groups.ts), then the
 * server renderer
 * of the public pages in `dist/.ssr/` (src/entry-server.ts), which the server loads and never serves.
 * Both come from one build, so the pages the server draws are the ones the browser takes over; beside
 * the renderer, the chunks each drawn page preloads (build/route-chunks.ts). First
 * the audit diagram is laid out from the machine (gen-workflow-layout.ts), so the bundle ships the
 * layout of the machine it is built with. Last, pdf.js's CMaps and standard fonts are copied beside the
 * bundle (build/pdfjs-data.ts) for the PDF preview, and the assets get their brotli and gzip copies
 * for the server to send as they are (build/precompress-assets.ts).
 *
 *   npm run build -- [--outDir DIR]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Rolldown } from 'vite';
import { copyPdfJsData } from './build/pdfjs-data';
import { precompressAssets } from './build/precompress-assets';
import { publicRoutePages } from './build/public-route-pages';
import { writeRouteChunks } from './build/route-chunks';
import { chunkGroups, planChunks, plannedModules } from './build/start-chunk-groups';
import { writeWorkflowLayout } from './gen-workflow-layout';
import { workflowLayoutPath } from './workflow-layout/workflow-layout-source';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = path.resolve(values.outDir ?? 'dist');

if (await writeWorkflowLayout())
  console.log(`wrote ${workflowLayoutPath} (it did not match the machine or the texts)`);

const firstBuild = (await build({
  logLevel: 'warn',
  build: { outDir, write: false },
})) as Rolldown.RolldownOutput;
const { entryModule, publicPageModules, frontPageModule, behindStartModule, listPageModules } =
  plannedModules(process.cwd(), publicRoutePages);
const plan = planChunks(
  firstBuild.output.filter((item) => item.type === 'chunk'),
  entryModule,
  publicPageModules,
  frontPageModule,
  behindStartModule,
  listPageModules,
);
await build({
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // A group takes only the modules the plan names. By default it would also take what they
        // import, and so the entry's own small helpers (the yield between steps, the preloader),
        // which the later steps use too, went into the last steps' chunks: the entry then imported
        // those chunks, and every step ran at once in the entry's one long task.
        codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups(plan) },
      },
    },
  },
});
await build({
  build: { ssr: 'src/entry-server.ts', outDir: path.join(outDir, '.ssr'), emptyOutDir: true },
});
// The renderer is an ES module wherever the build is put, also outside this project (its own
// package.json says so), so Node loads it as it was built rather than have it converted on load.
await writeFile(path.join(outDir, '.ssr', 'package.json'), '{ "type": "module" }\n');
// What each drawn page preloads beyond the start (its page and texts), for the server to list.
await writeRouteChunks(outDir);
// The CMaps and standard fonts the PDF preview needs for Chinese PDFs that do not embed their fonts.
await copyPdfJsData(outDir);
// Brotli and gzip copies of the assets, compressed once here rather than by the server per request.
const precompressed = await precompressAssets(outDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${precompressed.files.length} assets (${kb(precompressed.bytes)}: ` +
    `br ${kb(precompressed.brotliBytes)}, gzip ${kb(precompressed.gzipBytes)}) ` +
    `in ${(precompressed.ms / 1000).toFixed(1)} s`,
);
