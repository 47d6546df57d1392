/**
 * A Vite plugin for `npm run dev`: answers the addresses of pdf.js's CMaps and standard fonts
 * (src/components/file-preview/pdf-data-path.ts) from the installed pdfjs-dist, so the PDF preview
 * shows Chinese text during development as it does in a build, where the files are copied instead
 * (pdfjs-data.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pdfJsDataFolders, pdfJsDataPath } from '../../src/components/file-preview/pdf-data-path';
import { installedPdfJs } from './pdfjs-data';

/** A plain file name: nothing that could climb out of the folder. */
const fileNamePattern = /^[\w.-]+$/;

export function servePdfJsData(): Plugin {
  return {
    name: 'portal:serve-pdfjs-data',
    apply: 'serve',
    async configureServer(server) {
      const { dir, version } = await installedPdfJs();
      server.middlewares.use((request, response, next) => {
        const urlPath = (request.url ?? '').split('?')[0] ?? '';
        for (const folder of pdfJsDataFolders) {
          const prefix = `/${pdfJsDataPath(version, folder)}`;
          if (!urlPath.startsWith(prefix)) continue;
          const name = urlPath.slice(prefix.length);
          if (!fileNamePattern.test(name) || name.startsWith('.')) break;
          readFile(path.join(dir, folder, name)).then(
            (bytes) => {
              response.setHeader('content-type', 'application/octet-stream');
              response.end(bytes);
            },
            () => next(),
          );
          return;
        }
        next();
      });
    },
  };
}
