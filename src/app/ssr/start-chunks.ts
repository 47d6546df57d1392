/**
 * The start's chunks on a page the server drew. There `index.html`'s preloads, with the page's own
 * chunks (server/ssr/route-chunks.ts), travel as a JSON list in
 * `<script type="application/json" id="portal-start-chunks">` (server/ssr/fill-template.ts), so the
 * browser spends the network on the page first; once it has been painted, the entry preloads them all
 * and starts (src/main.tsx).
 */
import { yieldToBrowser } from '@/lib/yield-to-browser';

export const startChunksElementId = 'portal-start-chunks';

/** The chunks to preload, or null on a page the browser draws itself (they are preloaded already). */
export function readStartChunks(doc: Document = document): string[] | null {
  const text = doc.getElementById(startChunksElementId)?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((href): href is string => typeof href === 'string' && href.startsWith('/'))
      : null;
  } catch {
    return null;
  }
}

/** Chunks asked for in one task: each request costs the main thread a millisecond or more. */
export const preloadsPerTask = 2;

/**
 * Starts fetching every chunk, each only if the page does not already preload it, in order, a
 * couple per task with a pause for the browser (`pause`) between: asking for the dozen or so chunks
 * of a page took about 18 ms of the main thread in one task on a desktop (a long task on a slow
 * phone, just as the visitor starts to use the page), and the requests start within that time all
 * the same. Resolves once every one has been asked for.
 */
export async function preloadStartChunks(
  hrefs: readonly string[],
  doc: Document = document,
  pause: () => Promise<void> = yieldToBrowser,
): Promise<void> {
  const present = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const missing = hrefs.filter((href) => !present.has(href));
  for (const [index, href] of missing.entries()) {
    if (index > 0 && index % preloadsPerTask === 0) await pause();
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Resolves once the page as it stands has been painted: a frame is drawn after the next animation
 * frame callback. A hidden page paints nothing, so there it resolves at once.
 */
export function afterNextPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
