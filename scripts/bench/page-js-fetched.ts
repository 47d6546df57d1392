/**
 * The JavaScript budget of issue #16 item 2, as a visitor's browser fetches it: a page opened under
 * the click measure's conditions (throttled-page.ts, fresh context, cache off) and left alone until
 * it is usable and quiet — loaded, and no request started or finished for two seconds — then the
 * scripts its tab fetched are added up: bytes received (gzip, as the server sends them) and
 * requests. Whatever a page fetches "after paint" without being asked is counted: it is fetched
 * before the visitor has done anything. Parts below the first screen that load only when scrolled
 * to are not.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { openThrottledPage, scriptTotals } from './throttled-page';

export const quietMs = 2_000;
const pageTimeoutMs = 60_000;

export interface PageJsFetched {
  readonly label: string;
  readonly path: string;
  readonly bytes: number;
  readonly requests: number;
  /** ms from navigation start until the network went quiet (the quiet two seconds not counted). */
  readonly settledMs: number;
  /** The page was still fetching when the measure gave up. */
  readonly timedOut: boolean;
  /** Budget for the page, when it has one. */
  readonly budget?: { readonly bytes: number; readonly requests: number };
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
  const tab = await openThrottledPage(browser, request.prepare);
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
    const totals = scriptTotals(tab.scripts());
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
