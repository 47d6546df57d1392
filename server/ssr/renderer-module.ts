/**
 * What the built renderer (`<dist>/.ssr/entry-server.js`, from src/entry-server.ts) offers the
 * server, and what a rendering gives back. The server never imports browser code, so these mirror
 * the renderer's own types (src/app/ssr/render-page.tsx, src/app/ssr/install-renderer.ts).
 */

export interface RenderedPage {
  /**
   * The markup inside `<div id="root">`: the built renderer gives its UTF-8 bytes, as React wrote
   * them, so the page crosses from a render thread and goes out without being read as text again.
   */
  readonly html: string | Uint8Array;
  readonly title: string | null;
  /** 404 for /404 itself. */
  readonly status: 200 | 404;
  /** The prefetched data's JSON, for `<script type="application/json" id="portal-prefetched">`. */
  readonly prefetched: string;
  /** The page's `<style>` elements for `<head>`. */
  readonly styles: string;
}

/** The page is elsewhere (a record that does not exist: /404); nothing was drawn. */
export interface RenderedRedirect {
  readonly redirectTo: string;
}

export type RenderOutcome = RenderedPage | RenderedRedirect;

export function isRedirect(outcome: RenderOutcome): outcome is RenderedRedirect {
  return 'redirectTo' in outcome;
}

/**
 * The data renderings share (src/app/ssr/run-loaders.ts): a result by its data key, kept by the
 * server as long as its pages are and dropped with them, so pages drawn at about the same time from
 * the same data (the front page asked with another `keyword`) load it once.
 */
export interface SharedData {
  /** The result kept for `key`, or `load`'s, kept unless `isFailure` says it is one. */
  get<T>(key: string, load: () => Promise<T>, isFailure: (result: T) => boolean): Promise<T>;
}

export interface RendererModule {
  /** The addresses the renderer draws; any other is the browser's. */
  readonly serverRenderedPaths: readonly string[];
  /**
   * The address `url` is drawn under — its path and only the query parameters its page reads, in
   * their own form, sorted — or null when the renderer does not draw it. Pages are kept by it.
   */
  pageAddress(url: URL): URL | null;
  /** Called once: the API in process (`send`) and the rich-text sanitizer. */
  install(deps: {
    origin: string;
    send: (request: Request) => Promise<Response>;
    sanitizeRichText: (html: string) => string;
  }): void;
  /** The page for a visitor, a redirect, or null for the browser to draw. */
  renderPage(url: URL, shared?: SharedData): Promise<RenderOutcome | null>;
  /**
   * Something was changed: data the renderer keeps of its own is dropped. Only render threads
   * (render-threads.ts) keep any; the built module draws from what the server shares with it.
   */
  forget?(): void;
}
