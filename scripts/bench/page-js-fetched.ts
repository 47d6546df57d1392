/**
 * The JavaScript budget of issue #16 item 2, as a visitor's browser fetches it: a page opened under
 * the click measure's conditions (throttled-page.ts, fresh context, cache off) and left alone until
 * it is usable and quiet — loaded, and no request started or finished for two seconds — then the
 * scripts its tab fetched are added up: requests, and bytes in two ways. The budget is in gzip (the
 * issue's unit): each script's body as the tab got it, compressed with gzip at level 9 as the build's
 * `.gz` copies are (scripts/build/precompress-assets.ts). Beside it, for information, the bytes
 * received on the wire: brotli as the server sends it to Chromium, plus the response headers.
 * Whatever a page fetches "after paint" without being asked is counted: it is fetched before the
 * visitor has done anything. Parts below the first screen that load only when scrolled to are not.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { gzipBest } from '../build/precompress-assets';
import { openThrottledPage, type ScriptFetch } from './throttled-page';

export const quietMs = 2_000;
const pageTimeoutMs = 60_000;

export interface PageJsFetched {
  readonly label: string;
  readonly path: string;
  /** The scripts' bodies, each gzipped at level 9, added up; NaN if a body could not be read. */
  readonly gzipBytes: number;
  /** Bytes received for the scripts (`encodedDataLength`), headers included. */
  readonly wireBytes: number;
  readonly requests: number;
  /** ms from navigation start until the network went quiet (the quiet two seconds not counted). */
  readonly settledMs: number;
  /** The page was still fetching when the measure gave up. */
  readonly timedOut: boolean;
  /** Budget for the page, when it has one; its bytes are gzip bytes. */
  readonly budget?: { readonly bytes: number; readonly requests: number };
}

/** Adds up the scripts: their gzipped bodies, the bytes received, and how many requests. */
export async function scriptTotals(
  scripts: readonly ScriptFetch[],
): Promise<Pick<PageJsFetched, 'gzipBytes' | 'wireBytes' | 'requests'>> {
  const gzipSizes = await Promise.all(
    scripts.map(async (script) => {
      const body = await script.body;
      return body === null || body === undefined ? Number.NaN : (await gzipBest(body)).length;
    }),
  );
  return {
    gzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
    wireBytes: scripts.reduce((sum, script) => sum + script.encodedBytes, 0),
    requests: scripts.length,
  };
}

export interface PageJsRequest {
  readonly label: string;
  readonly path: string;
  readonly budget?: { readonly bytes: number; readonly requests: number };
  /** Runs before the page opens: e.g. places a signed-in session. */
  readonly prepare?: (page: Page) => Promise<void>;
}

export async function measurePageJs(
  browser: Browser,
  baseUrl: string,
  request: PageJsRequest,
): Promise<PageJsFetched> {
  const tab = await openThrottledPage(browser, request.prepare, { keepScriptBodies: true });
  try {
    const start = Date.now();
    await tab.page.goto(`${baseUrl}${request.path}`, {
      waitUntil: 'load',
      timeout: pageTimeoutMs,
    });
    const deadline = start + pageTimeoutMs;
    while (Date.now() < deadline) {
      const quietFor = Date.now() - tab.lastNetworkActivity();
      if (tab.requestsInFlight() === 0 && quietFor >= quietMs) break;
      await delay(100);
    }
    const timedOut = Date.now() >= deadline;
    const totals = await scriptTotals(tab.scripts());
    return {
      label: request.label,
      path: request.path,
      ...totals,
      settledMs: tab.lastNetworkActivity() - start,
      timedOut,
      ...(request.budget === undefined ? {} : { budget: request.budget }),
    };
  } finally {
    await tab.close();
  }
}
