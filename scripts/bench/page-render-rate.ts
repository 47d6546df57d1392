/**
 * The server-rendered front page under load (issue #16 item 4): autocannon asks for /home as a
 * browser would (`Accept: text/html`, no cookie), each request with another query string, and counts
 * the pages that came drawn — with their prefetched data — apart from the plain SPA page the server
 * gives instead when it already renders as many pages as it will at once (server/ssr/page-renderer.ts).
 *
 * - **a new keyword each time**: `keyword` is a parameter /home reads (the header's search box), so
 *   no page is kept for it and every one is rendered — the uncached render rate. The answers the page
 *   is drawn from are shared between renderings for a few seconds, as in production.
 * - **junk each time**: a parameter no page reads; every request is served the kept page.
 *
 * A drawn page is told from the SPA page by its size (it carries the page's markup and styles, the
 * SPA page neither): at least half of the drawn page measured before the run.
 */
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { RunOptions } from './measure-endpoint';
import { percentile } from './statistics';

export interface PageRenderRequest {
  readonly label: string;
  /** Called for every request, so each one can carry another query string. */
  readonly path: () => string;
  /** Drawn pages per second it must reach, if any. */
  readonly pagesPerSecondTarget?: number;
}

export interface PageRenderRun {
  readonly label: string;
  readonly pagesPerSecondTarget?: number;
  /** Drawn pages per second. */
  readonly pagesPerSecond: number;
  /** Every answer per second, drawn or the SPA page. */
  readonly requestsPerSecond: number;
  /** Latency of the drawn pages, in milliseconds. */
  readonly p50: number;
  readonly p99: number;
  readonly drawn: number;
  /** Answered with the plain SPA page: the renderer was busy. */
  readonly spaPages: number;
  /** Socket errors, timeouts and statuses other than 200. */
  readonly failures: number;
  readonly seconds: number;
}

const randomText = () => Math.random().toString(36).slice(2, 10);

export function pageRenderRequests(pagesPerSecondTarget: number): PageRenderRequest[] {
  return [
    {
      label: 'server render /home, a new keyword each time (uncached)',
      path: () => `/home?keyword=${randomText()}`,
      pagesPerSecondTarget,
    },
    {
      label: 'server render /home, junk query string each time (kept page)',
      path: () => `/home?x=${randomText()}`,
    },
  ];
}

const headers = { accept: 'text/html' };

/**
 * The size of a drawn page; fails when the address is not answered with one. Renderings still under
 * way from a run before may keep the renderer busy a moment: it asks a few times.
 */
async function drawnPageBytes(request: PageRenderRequest, baseUrl: string): Promise<number> {
  let answer = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}${request.path()}`, { headers });
    const body = await response.text();
    if (response.status === 200 && body.includes('id="portal-prefetched"')) {
      return Buffer.byteLength(body);
    }
    answer = `HTTP ${response.status}`;
    await delay(250);
  }
  throw new Error(`${request.label}: ${answer}, no drawn page`);
}

/** The same load as measured, for `seconds`, its answers counted by `onResponse`. */
function load(
  request: PageRenderRequest,
  options: RunOptions,
  seconds: number,
  onResponse: (statusCode: number, bytes: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            headers,
            setupRequest: (current) => ({ ...current, path: request.path() }),
          },
        ],
      },
      (error: unknown, finished) => (error instanceof Error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, bytes, responseTime) =>
      onResponse(statusCode, bytes, responseTime),
    );
  });
}

/**
 * The rate of a server that has been drawing pages for a while: the same load runs first for
 * `warmUpSeconds`, not counted. A fresh server's first seconds of pages (the renderer's code paths
 * compiled, each render thread's JIT warmed) are a cost of starting it, paid once, not of drawing a page.
 */
export const warmUpSeconds = 5;

export async function measurePageRenders(
  request: PageRenderRequest,
  options: RunOptions,
): Promise<PageRenderRun> {
  const drawnAtLeast = (await drawnPageBytes(request, options.baseUrl)) / 2;
  await load(request, options, warmUpSeconds, () => undefined);
  // Renderings the warm-up left under way end before the count starts.
  await delay(1000);
  const drawnTimes: number[] = [];
  let answers = 0;
  let notOk = 0;
  const started = performance.now();
  const result = await load(
    request,
    options,
    options.seconds,
    (statusCode, bytes, responseTime) => {
      answers += 1;
      if (statusCode !== 200) notOk += 1;
      else if (bytes >= drawnAtLeast) drawnTimes.push(responseTime);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  drawnTimes.sort((left, right) => left - right);
  return {
    label: request.label,
    ...(request.pagesPerSecondTarget === undefined
      ? {}
      : { pagesPerSecondTarget: request.pagesPerSecondTarget }),
    pagesPerSecond: drawnTimes.length / seconds,
    requestsPerSecond: answers / seconds,
    p50: percentile(drawnTimes, 0.5),
    p99: percentile(drawnTimes, 0.99),
    drawn: drawnTimes.length,
    spaPages: answers - notOk - drawnTimes.length,
    failures: notOk + result.errors + result.timeouts,
    seconds,
  };
}
