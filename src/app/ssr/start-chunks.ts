/**
 * The start's chunks on a page the server drew. There `index.html`'s preloads, with the page's own
 * chunks (server/ssr/route-chunks.ts), travel as a JSON list in
 * `<script type="application/json" id="portal-start-chunks">` (server/ssr/fill-template.ts), so the
 * browser spends the network on the page first; once it has been painted, the entry preloads them all
 * at once and starts (src/main.tsx).
 */
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

/** Starts fetching every chunk at once, each only if the page does not already preload it. */
export function preloadStartChunks(hrefs: readonly string[], doc: Document = document): void {
  const present = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of hrefs) {
    if (present.has(href)) continue;
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
