/**
 * On a page the server drew, the entry's chunks travel as a list and are preloaded only once the page
 * has been painted (src/app/ssr/start-chunks.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  preloadStartChunks,
  preloadsPerTask,
  readStartChunks,
  startChunksElementId,
} from '@/app/ssr/start-chunks';
import { yieldToBrowser } from '@/lib/yield-to-browser';

function pageWithList(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const list = doc.createElement('script');
  list.type = 'application/json';
  list.id = startChunksElementId;
  list.textContent = json;
  doc.head.append(list);
  return doc;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the start chunks of a server-drawn page', () => {
  it('reads the list, keeping only same-site paths', () => {
    expect(
      readStartChunks(pageWithList('["/assets/a.js","https://x.example/b.js",3,"/assets/c.js"]')),
    ).toEqual(['/assets/a.js', '/assets/c.js']);
  });

  it('gives null on a page the browser draws itself, or with a damaged list', () => {
    expect(readStartChunks(document.implementation.createHTMLDocument('spa'))).toBeNull();
    expect(readStartChunks(pageWithList('{not json'))).toBeNull();
    expect(readStartChunks(pageWithList('{"a":1}'))).toBeNull();
  });

  it('preloads every chunk once, leaving those already preloaded', async () => {
    const doc = pageWithList('[]');
    const existing = doc.createElement('link');
    existing.rel = 'modulepreload';
    existing.setAttribute('href', '/assets/a.js');
    doc.head.append(existing);
    await preloadStartChunks(['/assets/a.js', '/assets/b.js', '/assets/c.js'], doc);
    const links = [...doc.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
    ]);
    expect(links.slice(1).every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('asks for a couple of chunks per task, in order, pausing for the browser between', async () => {
    const doc = pageWithList('[]');
    const asked = () =>
      [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const pauses: Array<() => void> = [];
    const pause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const hrefs = ['/assets/1.js', '/assets/2.js', '/assets/3.js', '/assets/4.js', '/assets/5.js'];
    let done = false;
    void preloadStartChunks(hrefs, doc, pause).then(() => {
      done = true;
    });
    expect(preloadsPerTask).toBe(2);
    expect(asked()).toEqual(hrefs.slice(0, 2));
    for (const upTo of [4, 5]) {
      expect(done).toBe(false);
      pauses.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
      expect(asked()).toEqual(hrefs.slice(0, upTo));
    }
    await vi.waitFor(() => expect(done).toBe(true));
    expect(pauses).toHaveLength(0);
  });

  it('waits for a frame to be painted: after the next animation frame, then the task after it', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const visible = document.implementation.createHTMLDocument('visible');
    Object.defineProperty(visible, 'visibilityState', { value: 'visible' });
    let done = false;
    void afterNextPaint(visible).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait on a hidden page, which paints nothing', async () => {
    const hidden = document.implementation.createHTMLDocument('hidden');
    Object.defineProperty(hidden, 'visibilityState', { value: 'hidden' });
    await expect(afterNextPaint(hidden)).resolves.toBeUndefined();
  });
});

describe('yielding to the browser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise ends the task with a zero-delay timer', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    void yieldToBrowser().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
