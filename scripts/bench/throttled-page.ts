/**
 * A mid-range phone's conditions in desktop Chromium, as issue #16 measured them: Debian's Chromium
 * headless with the end-to-end flags, a fresh context per run (nothing cached, no cookies), a
 * 1366×768 viewport, and through the DevTools protocol the CPU slowed 4×, 1.6 Mbps down / 750 Kbps
 * up with 150 ms round trips, and the HTTP cache off. The page counts the JavaScript its tab fetches
 * (every document it shows): requests, bytes as received on the wire (`encodedDataLength`: the body
 * as the server encoded it, brotli for this browser, with the response's headers) and, when asked,
 * each script's body as the tab got it, to weigh in another encoding.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../portal/chromium';

export const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 1366, height: 768 },
} as const;

/** One script the tab fetched: when it was asked for (ms since the epoch) and its bytes received. */
export interface ScriptFetch {
  readonly url: string;
  readonly requestedAt: number;
  readonly encodedBytes: number;
  /** Its body, decoded, when the page was opened with `keepScriptBodies`; null if none came. */
  readonly body?: Promise<Buffer | null>;
}

export interface ThrottledPageOptions {
  /**
   * Asks the browser for each script's body as it finishes (kept by DevTools while the page is
   * open). Off for the clicks: it is work done while they are timed.
   */
  readonly keepScriptBodies?: boolean;
}

export interface ThrottledPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Scripts fetched to the end so far, in the order they finished. */
  readonly scripts: () => readonly ScriptFetch[];
  /** Ms since the epoch of the last request the tab started or finished: the network's last stir. */
  readonly lastNetworkActivity: () => number;
  /** Requests started and not yet finished or failed. */
  readonly requestsInFlight: () => number;
  close(): Promise<void>;
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs] });
}

interface RequestSeen {
  url: string;
  requestedAt: number;
  script: boolean;
}

function isScript(type: string | undefined, mimeType?: string): boolean {
  return type === 'Script' || (mimeType ?? '').includes('javascript');
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

/** The body DevTools kept for a finished request; null when it kept none (e.g. the page went on). */
async function responseBody(session: CDPSession, requestId: string): Promise<Buffer | null> {
  try {
    const { body, base64Encoded } = await session.send('Network.getResponseBody', { requestId });
    return Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
  } catch {
    return null;
  }
}

/**
 * A new context and page under the throttling above. `prepare` runs on the page before the
 * throttling starts (bindings, init scripts, a session to place), so it costs nothing measured.
 */
export async function openThrottledPage(
  browser: Browser,
  prepare: (page: Page) => Promise<void> = () => Promise.resolve(),
  { keepScriptBodies = false }: ThrottledPageOptions = {},
): Promise<ThrottledPage> {
  const context = await browser.newContext({
    viewport: throttling.viewport,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await prepare(page);
  const session = await context.newCDPSession(page);
  const seen = new Map<string, RequestSeen>();
  const finished: ScriptFetch[] = [];
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    seen.set(event.requestId, {
      url: event.request.url,
      requestedAt: event.wallTime * 1000,
      script: isScript(event.type),
    });
  });
  session.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    if (request !== undefined && isScript(event.type, event.response.mimeType)) {
      request.script = true;
    }
  });
  session.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const request = seen.get(event.requestId);
    seen.delete(event.requestId);
    if (request?.script === true) {
      finished.push({
        url: request.url,
        requestedAt: request.requestedAt,
        encodedBytes: event.encodedDataLength,
        ...(keepScriptBodies ? { body: responseBody(session, event.requestId) } : {}),
      });
    }
  });
  session.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    seen.delete(event.requestId);
  });
  await throttle(session);
  return {
    page,
    context,
    scripts: () => finished,
    lastNetworkActivity: () => lastActivity,
    requestsInFlight: () => seen.size,
    close: () => context.close(),
  };
}
