/**
 * Server rendering on several threads. Drawing a page is pure CPU work (React, the theme's styles),
 * and on the server's own thread every page drawn holds up every other request; each render thread
 * (render-thread.ts) draws pages on a core of its own while the server's thread answers requests,
 * including the API requests of the pages being drawn (in process, `send`).
 *
 * The result is a renderer module like the built one (renderer-module.ts), so the page renderer
 * (page-renderer.ts) keeps, shares and times out pages the same way whichever draws them. A thread
 * that dies is replaced; the pages it was drawing are given up (the visitor gets the SPA page).
 */
import { Worker } from 'node:worker_threads';
import type { RendererModule, RenderOutcome } from './renderer-module';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread-messages';

export interface ThreadedRenderer extends RendererModule {
  /** Settles once the threads installed with the renderer have started; gives how many did. */
  started(): Promise<number>;
  /** Stops the threads; pages still being drawn are given up. */
  close(): Promise<void>;
}

export interface RenderThreadOptions {
  /** The built renderer, loaded here too for what it answers at once (`pageAddress`). */
  readonly renderer: RendererModule;
  readonly rendererUrl: string;
  readonly threads: number;
  /** How long a thread reuses the data a page was drawn from, in milliseconds. */
  readonly reuseMs: number;
  /** A thread's start, at most, in milliseconds. */
  readonly startTimeoutMs?: number;
  /** Told when a thread cannot start or stops: its pages are drawn by the others, or here. */
  readonly onThreadProblem?: (error: Error) => void;
}

interface RenderThread {
  readonly worker: Worker;
  readonly drawing: Map<
    number,
    { resolve: (outcome: RenderOutcome | null) => void; reject: (error: Error) => void }
  >;
}

const threadModule = new URL('./render-thread.ts', import.meta.url).href;
// The server runs its TypeScript through tsx; a thread registers the same loader before its module.
const tsxLoader = import.meta.resolve('tsx/esm/api');
const bootstrap = `import(${JSON.stringify(tsxLoader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(threadModule)}); });`;

export function startRenderThreads(options: RenderThreadOptions): ThreadedRenderer {
  let send: ((request: Request) => Promise<Response>) | null = null;
  let origin = 'http://127.0.0.1';
  let closing = false;
  let lastRender = 0;
  const threads: RenderThread[] = [];
  let starting: Promise<number> | null = null;

  async function answer(thread: RenderThread, message: FromRenderThread & { type: 'request' }) {
    const tell = (reply: ToRenderThread, transfer: ArrayBuffer[] = []) =>
      thread.worker.postMessage(reply, transfer);
    try {
      if (send === null) throw new Error('the renderer was not installed');
      const response = await send(
        new Request(message.url, {
          method: message.method,
          headers: message.headers,
          body: message.body,
        }),
      );
      const body = response.status === 204 ? null : await response.arrayBuffer();
      tell(
        {
          type: 'answer',
          id: message.id,
          status: response.status,
          headers: [...response.headers],
          body,
        },
        body === null ? [] : [body],
      );
    } catch (error: unknown) {
      tell({ type: 'answer-failed', id: message.id, message: String(error) });
    }
  }

  function start(): Promise<RenderThread> {
    const workerData: RenderThreadData = {
      rendererUrl: options.rendererUrl,
      origin,
      reuseMs: options.reuseMs,
    };
    const worker = new Worker(bootstrap, { eval: true, workerData });
    worker.unref();
    const thread: RenderThread = { worker, drawing: new Map() };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('a render thread did not start in time')),
        options.startTimeoutMs ?? 30_000,
      );
      worker.on('message', (message: FromRenderThread) => {
        switch (message.type) {
          case 'ready':
            clearTimeout(timer);
            resolve(thread);
            break;
          case 'failed-to-start':
            clearTimeout(timer);
            reject(new Error(message.message));
            break;
          case 'rendered':
            thread.drawing.get(message.id)?.resolve(message.outcome);
            thread.drawing.delete(message.id);
            break;
          case 'render-failed':
            thread.drawing.get(message.id)?.reject(new Error(message.message));
            thread.drawing.delete(message.id);
            break;
          case 'request':
            void answer(thread, message);
            break;
        }
      });
      worker.on('error', (error) => {
        clearTimeout(timer);
        options.onThreadProblem?.(error);
        reject(error);
      });
      worker.on('exit', () => {
        for (const { reject: giveUp } of thread.drawing.values())
          giveUp(new Error('the render thread stopped'));
        thread.drawing.clear();
        const index = threads.indexOf(thread);
        if (index === -1) return;
        threads.splice(index, 1);
        if (!closing)
          void start().then(
            (fresh) => threads.push(fresh),
            (error: unknown) => options.onThreadProblem?.(toError(error)),
          );
      });
    });
  }

  return {
    serverRenderedPaths: options.renderer.serverRenderedPaths,
    pageAddress: (url) => options.renderer.pageAddress(url),
    install(deps) {
      // Drawn here while no thread is ready, and whenever none is.
      options.renderer.install(deps);
      send = deps.send;
      origin = deps.origin;
      starting ??= startAll();
    },
    started: () => starting ?? Promise.resolve(0),
    renderPage(url, shared) {
      // The least busy thread draws it.
      const thread = threads.reduce<RenderThread | undefined>(
        (best, candidate) =>
          best === undefined || candidate.drawing.size < best.drawing.size ? candidate : best,
        undefined,
      );
      if (thread === undefined) return options.renderer.renderPage(url, shared);
      const id = (lastRender += 1);
      return new Promise((resolve, reject) => {
        thread.drawing.set(id, { resolve, reject });
        const message: ToRenderThread = { type: 'render', id, url: url.href };
        thread.worker.postMessage(message);
      });
    },
    forget() {
      const message: ToRenderThread = { type: 'forget' };
      for (const thread of threads) thread.worker.postMessage(message);
    },
    async close() {
      closing = true;
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };

  async function startAll(): Promise<number> {
    const started = await Promise.allSettled(
      Array.from({ length: options.threads }, () => start()),
    );
    for (const outcome of started) {
      if (outcome.status === 'rejected') options.onThreadProblem?.(toError(outcome.reason));
      else if (closing) void outcome.value.worker.terminate();
      else threads.push(outcome.value);
    }
    return threads.length;
  }
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
