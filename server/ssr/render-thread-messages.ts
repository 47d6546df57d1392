/**
 * What the server and its render threads (render-threads.ts, render-thread.ts) say to each other. A
 * thread draws pages; the page's API requests come back to the server's own thread, which answers
 * them in process, as it does for a page drawn on it.
 */
import type { RenderOutcome } from './renderer-module';

/** An API request of a page being drawn, or its answer: plain data that crosses threads. */
export interface ApiRequestMessage {
  readonly url: string;
  readonly method: string;
  readonly headers: Array<[string, string]>;
  readonly body: ArrayBuffer | null;
}

export interface ApiAnswerMessage {
  readonly status: number;
  readonly headers: Array<[string, string]>;
  readonly body: ArrayBuffer | null;
}

export type ToRenderThread =
  | { readonly type: 'render'; readonly id: number; readonly url: string }
  | ({ readonly type: 'answer'; readonly id: number } & ApiAnswerMessage)
  | { readonly type: 'answer-failed'; readonly id: number; readonly message: string }
  /** Something was changed: the data the thread keeps is dropped. */
  | { readonly type: 'forget' };

export type FromRenderThread =
  | { readonly type: 'ready' }
  | { readonly type: 'failed-to-start'; readonly message: string }
  | { readonly type: 'rendered'; readonly id: number; readonly outcome: RenderOutcome | null }
  | { readonly type: 'render-failed'; readonly id: number; readonly message: string }
  | ({ readonly type: 'request'; readonly id: number } & ApiRequestMessage);

/** What a thread is started with (`workerData`). */
export interface RenderThreadData {
  /** The built renderer's file URL (`<dist>/.ssr/entry-server.js`). */
  readonly rendererUrl: string;
  readonly origin: string;
  /** How long the data a page was drawn from is reused, in milliseconds. */
  readonly reuseMs: number;
}
