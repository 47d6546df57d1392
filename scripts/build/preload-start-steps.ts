/**
 * A Vite plugin for the production build: `index.html` lists every chunk the start's steps need
 * (src/main.tsx imports each step when the previous one has run), so the browser fetches them all at
 * once, as it would a single bundle, while running them one step at a time.
 */
import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; isEntry: boolean; imports: string[]; dynamicImports: string[] };

function isChunk(item: unknown): item is BundleChunk {
  return typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'chunk';
}

/** The entry's dynamically imported chunks and everything they import, as bundle file names. */
export function startStepChunks(bundle: Readonly<Record<string, unknown>>): string[] {
  const entry = Object.values(bundle).find((item) => isChunk(item) && item.isEntry);
  if (!isChunk(entry)) return [];
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    const chunk = bundle[fileName];
    if (isChunk(chunk)) for (const imported of chunk.imports) visit(imported);
  };
  for (const step of entry.dynamicImports) visit(step);
  for (const already of entry.imports) found.delete(already);
  return [...found];
}

export function preloadStartSteps(): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-start-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        return startStepChunks(context.bundle)
          .filter((fileName) => !html.includes(`${base}${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
