/**
 * A stand-in for the built renderer (`<dist>/.ssr/entry-server.js`) that a render thread can load in
 * tests: it draws a page naming the thread it ran on and the answer of an API request it makes, so a
 * test sees the page was drawn off the server's thread with data the server answered. `/crash` ends
 * the thread, `/fail` fails the rendering, and the data it keeps is counted so `forget` shows.
 */
import { threadId } from 'node:worker_threads';
import type { RendererModule, SharedData } from '../../server/ssr/renderer-module';

let send: ((request: Request) => Promise<Response>) | null = null;
let origin = '';

export const serverRenderedPaths: RendererModule['serverRenderedPaths'] = [
  '/page',
  '/crash',
  '/fail',
];

export const pageAddress: RendererModule['pageAddress'] = (url) =>
  serverRenderedPaths.includes(url.pathname) ? new URL(url.pathname, url) : null;

export const install: RendererModule['install'] = (deps) => {
  send = deps.send;
  origin = deps.origin;
};

let loads = 0;

export const renderPage: RendererModule['renderPage'] = async (url, shared?: SharedData) => {
  if (url.pathname === '/crash') process.exit(1);
  if (url.pathname === '/fail') throw new Error('drawing failed');
  if (send === null || shared === undefined) throw new Error('not installed');
  const sendRequest = send;
  const echoed = await shared.get(
    'echo',
    async () => {
      loads += 1;
      const response = await sendRequest(
        new Request(`${origin}/echo`, { method: 'POST', body: 'ping' }),
      );
      return { status: response.status, text: await response.text() };
    },
    () => false,
  );
  return {
    html: `<p>thread ${threadId}: ${echoed.status} ${echoed.text}, loaded ${loads}</p>`,
    title: 'page',
    status: 200,
    prefetched: '[]',
    styles: '',
  };
};
