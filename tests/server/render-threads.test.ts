/**
 * Render threads (server/ssr/render-threads.ts): pages are drawn off the server's thread with the
 * data the server answers in process; a thread's kept data is dropped on `forget`; a failing
 * rendering fails alone; a thread that dies is replaced; and with no thread ready the page is drawn
 * on the server's thread.
 */
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { isRedirect, type RenderOutcome } from '../../server/ssr/renderer-module';
import { startRenderThreads, type ThreadedRenderer } from '../../server/ssr/render-threads';
import { keptRenderData } from '../../server/ssr/shared-render-data';
import * as inProcess from '../support/threaded-renderer-module';

const rendererUrl = pathToFileURL(
  new URL('../support/threaded-renderer-module.ts', import.meta.url).pathname,
).href;

function htmlOf(outcome: RenderOutcome | null): string {
  if (outcome === null || isRedirect(outcome)) throw new Error('no page was drawn');
  return typeof outcome.html === 'string'
    ? outcome.html
    : Buffer.from(outcome.html).toString('utf8');
}

const started: ThreadedRenderer[] = [];
/** What the server's thread keeps, for the pages it draws itself. */
const shared = keptRenderData(60_000, () => Date.now());

function draw(renderer: ThreadedRenderer, path: string): Promise<RenderOutcome | null> {
  return renderer.renderPage(new URL(path, 'http://127.0.0.1'), shared);
}

function threaded(threads: number): ThreadedRenderer {
  const renderer = startRenderThreads({
    renderer: inProcess,
    rendererUrl,
    threads,
    reuseMs: 60_000,
  });
  started.push(renderer);
  renderer.install({
    origin: 'http://127.0.0.1',
    send: async (request) =>
      new Response(`echo ${new URL(request.url).pathname} ${await request.text()}`, {
        status: 201,
      }),
    sanitizeRichText: (html) => html,
  });
  return renderer;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((renderer) => renderer.close()));
});

describe('render threads', () => {
  it('draw pages on threads of their own, with the answers of the server in process', async () => {
    const renderer = threaded(2);
    expect(await renderer.started()).toBe(2);
    const pages = await Promise.all(Array.from({ length: 6 }, () => draw(renderer, '/page')));
    const threadIds = new Set(pages.map((page) => Number(/thread (\d+)/.exec(htmlOf(page))?.[1])));
    expect(threadIds.size).toBe(2);
    expect(threadIds.has(threadId)).toBe(false);
    for (const page of pages) expect(htmlOf(page)).toContain('201 echo /echo ping');
    expect(renderer.pageAddress(new URL('http://127.0.0.1/page?x=1'))?.href).toBe(
      'http://127.0.0.1/page',
    );
  });

  it('keep the data a page was drawn from until told something changed', async () => {
    const renderer = threaded(1);
    await renderer.started();
    expect(htmlOf(await draw(renderer, '/page'))).toContain('loaded 1');
    expect(htmlOf(await draw(renderer, '/page'))).toContain('loaded 1');
    renderer.forget?.();
    expect(htmlOf(await draw(renderer, '/page'))).toContain('loaded 2');
  });

  it('fail a rendering alone, and replace a thread that dies', async () => {
    const renderer = threaded(1);
    await renderer.started();
    await expect(draw(renderer, '/fail')).rejects.toThrow('drawing failed');
    const first = htmlOf(await draw(renderer, '/page'));
    await expect(draw(renderer, '/crash')).rejects.toThrow('the render thread stopped');
    // Until the replacement is ready the server's thread draws; then the new thread does.
    let page = '';
    for (let attempt = 0; attempt < 100; attempt += 1) {
      page = htmlOf(await draw(renderer, '/page'));
      const drawnOn = Number(/thread (\d+)/.exec(page)?.[1]);
      if (drawnOn !== threadId && page !== first) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Number(/thread (\d+)/.exec(page)?.[1])).not.toBe(threadId);
    expect(page).not.toBe(first);
  });

  it('draw on the server thread while no thread has started', async () => {
    const renderer = threaded(1);
    const page = htmlOf(await draw(renderer, '/page'));
    expect(page).toContain(`thread ${threadId}:`);
    await renderer.started();
  });
});
