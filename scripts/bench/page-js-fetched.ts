/**
 * The JavaScript budget of issue #16 item 2, as a visitor's browser fetches it: a page opened under
 * the click measure's conditions (throttled-page.ts, fresh context, cache off) and left alone until
 * it is usable and quiet — loaded, ready (below), and no request started or finished for two seconds
 * since the later of the network's last stir and the page's being ready. The budget is
 * the JavaScript needed to be interactive: the scripts the tab asked for before the page was the
 * app's — a page the server drew taken over, or the app's first view drawn — which the portal marks
 * in the performance timeline (src/lib/page-ready.tsx). Everything fetched until quiet is counted
 * beside it: the work the portal does behind the first page once it is ready (the spec's startup run
 * of the login address, src/app/bootstrap.ts) and anything else fetched without the visitor asking.
 * A page that never marks itself ready has no figure to interactive and misses its budget.
 * The budget is in gzip (the unit): each script's body as the tab got it, compressed with
 * gzip at level 9 as the build's `.gz` copies are (scripts/build/precompress-assets.ts). Beside it,
 * for information, the bytes received on the wire: brotli as the server sends it to Chromium, plus
 * the response headers. Parts below the first screen that load only when scrolled to are not counted.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { pageReadyMark } from '../../src/lib/page-ready-mark';
import { gzipBest } from '../build/precompress-assets';
import { openThrottledPage, type ScriptFetch } from './throttled-page';

export const quietMs = 2_000;
const pageTimeoutMs = 60_000;

export interface ScriptTotals {
  /** The scripts' bodies, each gzipped at level 9, added up; NaN if a body could not be read. */
  readonly gzipBytes: number;
  /** Bytes received for the scripts (`encodedDataLength`), headers included. */
  readonly wireBytes: number;
  readonly requests: number;
}

export interface PageJsFetched {
  readonly label: string;
  readonly path: string;
  /** The scripts asked for before the page was ready: the budget's figure (NaN bytes if never). */
  readonly toReady: ScriptTotals;
  /** Every script fetched until the network went quiet, those above included. */
  readonly untilQuiet: ScriptTotals;
  /** ms from navigation start until the page was ready; null if it never marked itself so. */
  readonly readyMs: number | null;
  /** ms from navigation start until the network went quiet (the quiet two seconds not counted). */
  readonly settledMs: number;
  /** The page was still fetching when the measure gave up. */
  readonly timedOut: boolean;
  /** Budget for the page, when it has one; its bytes are gzip bytes. */
  readonly budget?: { readonly bytes: number; readonly requests: number };
}

/** Adds up the scripts: their gzipped bodies, the bytes received, and how many requests. */
export async function scriptTotals(scripts: readonly ScriptFetch[]): Promise<ScriptTotals> {
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

/** When the page marked itself ready (ms since the epoch), or null if it has not. */
async function pageReadyAt(page: Page): Promise<number | null> {
  return page.evaluate((name) => {
    const [mark] = performance.getEntriesByName(name, 'mark');
    return mark === undefined ? null : performance.timeOrigin + mark.startTime;
  }, pageReadyMark);
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
    // Quiet counts from the network's last stir or the page's being ready, whichever came later:
    // what the page starts once it is ready (after the browser's next idle moment) is waited for.
    const deadline = start + pageTimeoutMs;
    let readyAt: number | null = null;
    while (Date.now() < deadline) {
      readyAt ??= await pageReadyAt(tab.page);
      const quietFor = Date.now() - Math.max(tab.lastNetworkActivity(), readyAt ?? start);
      if (readyAt !== null && tab.requestsInFlight() === 0 && quietFor >= quietMs) break;
      await delay(100);
    }
    const timedOut = Date.now() >= deadline;
    const scripts = tab.scripts();
    const untilQuiet = await scriptTotals(scripts);
    const toReady =
      readyAt === null
        ? { ...untilQuiet, gzipBytes: Number.NaN }
        : await scriptTotals(scripts.filter((script) => script.requestedAt <= readyAt));
    return {
      label: request.label,
      path: request.path,
      toReady,
      untilQuiet,
      readyMs: readyAt === null ? null : Math.max(0, readyAt - start),
      settledMs: tab.lastNetworkActivity() - start,
      timedOut,
      ...(request.budget === undefined ? {} : { budget: request.budget }),
    };
  } finally {
    await tab.close();
  }
}
