/**
 * The click measure of issue #16: how soon a visitor's click on a server-drawn page does what it
 * says, under a mid-range phone's conditions (throttled-page.ts), each run in a fresh context.
 *
 * From navigation start the visitor clicks the control every 150 ms — a real mouse click at the
 * middle of the control as last painted (page.mouse, through the browser's input pipeline, never an
 * event made in the page) — until one click takes effect. A click has taken effect when the tab
 * starts loading the address it leads to (a link or a GET form before the scripts run) or the
 * address changes to it in the page (the app's navigation once they run); the click credited is the
 * last one made before that. The measure then waits until the page shows that click's result
 * (click-scenarios.ts says what each page must show). A click is dispatched when the page can take
 * input, so while the page's main thread is busy the next click waits, as a person's would; while
 * the tab loads another document (a click that led elsewhere) the visitor waits for it too.
 *
 * Per run: when the control first showed on screen, the first click that worked, the clicks made
 * before it (lost), the gap between showing and working, and when the result was on show; all in ms
 * from navigation start.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { probeBinding, probeScript, type ProbeEvent } from './click-probe';
import type { ClickScenario } from './click-scenarios';
import { median } from './statistics';
import { openThrottledPage } from './throttled-page';

export const clickIntervalMs = 150;
/** A run that has not worked by then is reported as never working. */
export const clickRunTimeoutMs = 20_000;

export interface ClickRun {
  /** ms from navigation start; null when it never happened within the run's time. */
  readonly visibleMs: number | null;
  readonly workingClickMs: number | null;
  readonly resultShownMs: number | null;
  /** Clicks made before the one that worked (all of them when none did). */
  readonly clicksLost: number;
  /** workingClickMs − visibleMs. */
  readonly gapMs: number | null;
}

export interface ClickSummary {
  readonly label: string;
  readonly runs: readonly ClickRun[];
  /** Worst (the latest, the most) and median of the runs; a run that never worked is Infinity. */
  readonly worst: ClickFigures;
  readonly median: ClickFigures;
}

export interface ClickFigures {
  readonly visibleMs: number;
  readonly workingClickMs: number;
  readonly clicksLost: number;
  readonly gapMs: number;
}

interface Position {
  readonly x: number;
  readonly y: number;
}

/**
 * Waits for `action` until `deadline`: input waits for the page's main thread, and a page whose main
 * thread never frees up must not hold the run. False when the deadline came first or it failed.
 */
async function beforeDeadline(action: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([
      action.then(
        () => true,
        () => false,
      ),
      expired,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function leadsTo(scenario: ClickScenario, address: string): boolean {
  const url = new URL(address);
  const { effect } = scenario.probe;
  if (url.pathname !== effect.pathname) return false;
  return Object.entries(effect.params).every(([key, value]) => url.searchParams.get(key) === value);
}

/** One run of `scenario`. */
export async function clickRun(
  browser: Browser,
  baseUrl: string,
  scenario: ClickScenario,
): Promise<ClickRun> {
  const positions = new Map<string, Position>();
  const values = new Map<string, string>();
  let visibleAt: number | null = null;
  let shownAt: number | null = null;
  let takenAt: number | null = null;
  const taken = () => {
    takenAt ??= Date.now();
  };
  // Documents the tab has left: what they still report is ignored.
  const seenDocs = new Set<number>();
  const leftDocs = new Set<number>();
  const onProbe = (event: ProbeEvent) => {
    if (leftDocs.has(event.doc)) return;
    seenDocs.add(event.doc);
    switch (event.kind) {
      case 'visible':
        if (event.name === scenario.target) visibleAt ??= event.at;
        break;
      case 'position':
        positions.set(event.name, { x: event.x, y: event.y });
        break;
      case 'value':
        values.set(event.name, event.value);
        break;
      case 'effect':
        shownAt ??= event.at;
        takenAt ??= event.at;
        break;
    }
  };
  const tab = await openThrottledPage(browser, async (page) => {
    await page.exposeBinding(probeBinding, (_source, event: ProbeEvent) => onProbe(event));
    await page.addInitScript({ content: probeScript(scenario.probe) });
  });
  const { page } = tab;
  // While the tab loads another document the visitor sees it loading and waits; once it commits,
  // what was seen of the document before is gone, and the visitor waits for the new one to show.
  let loading = false;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    loading = true;
    if (leadsTo(scenario, request.url())) taken();
  });
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loading = false;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    if (loading) {
      for (const doc of seenDocs) leftDocs.add(doc);
      positions.clear();
      values.clear();
    }
    loading = false;
    if (leadsTo(scenario, frame.url())) taken();
  });

  const clicks: number[] = [];
  const start = Date.now();
  const deadline = start + clickRunTimeoutMs;
  // Not awaited: the visitor starts clicking as soon as something shows, not when the page has loaded.
  const navigation = page
    .goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit', timeout: clickRunTimeoutMs })
    .catch((error: unknown) => error);
  try {
    let tick = start;
    while (takenAt === null && Date.now() < deadline) {
      const target = positions.get(scenario.target);
      if (target !== undefined && !loading) {
        const typing = scenario.typeInto;
        const box = typing === undefined ? undefined : positions.get(typing.control);
        let ready = true;
        if (
          typing !== undefined &&
          box !== undefined &&
          values.get(typing.control) !== typing.value
        ) {
          const typed = async () => {
            await page.mouse.click(box.x, box.y);
            await page.keyboard.press('ControlOrMeta+A');
            await page.keyboard.insertText(typing.value);
          };
          ready = await beforeDeadline(typed(), deadline);
        }
        if (ready) {
          clicks.push(Date.now());
          await beforeDeadline(page.mouse.click(target.x, target.y), deadline);
        }
      }
      tick += clickIntervalMs * Math.max(1, Math.ceil((Date.now() - tick) / clickIntervalMs));
      await delay(Math.max(0, tick - Date.now()));
    }
    // The result of a click that worked late still gets time to show.
    const shownBy = Math.max(deadline, Date.now() + 10_000);
    while (takenAt !== null && shownAt === null && Date.now() < shownBy) await delay(50);
  } finally {
    await beforeDeadline(navigation, Date.now() + 5_000);
    await tab.close();
  }

  const since = (at: number | null) => (at === null ? null : at - start);
  const takenTime: number | null = takenAt;
  const working = takenTime === null ? undefined : clicks.filter((at) => at <= takenTime).at(-1);
  const lost = working === undefined ? clicks.length : clicks.filter((at) => at < working).length;
  const visibleMs = since(visibleAt);
  const workingClickMs = since(working ?? null);
  return {
    visibleMs,
    workingClickMs,
    resultShownMs: since(shownAt),
    clicksLost: lost,
    gapMs: visibleMs === null || workingClickMs === null ? null : workingClickMs - visibleMs,
  };
}

const orNever = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

function figuresOf(runs: readonly ClickRun[], pick: (values: number[]) => number): ClickFigures {
  const of = (field: (run: ClickRun) => number | null) =>
    pick(runs.map((run) => orNever(field(run))));
  return {
    visibleMs: of((run) => run.visibleMs),
    workingClickMs: of((run) => run.workingClickMs),
    clicksLost: of((run) => run.clicksLost),
    gapMs: of((run) => run.gapMs),
  };
}

export async function measureClicks(
  browser: Browser,
  baseUrl: string,
  scenario: ClickScenario,
  runs: number,
  log: (text: string) => void,
): Promise<ClickSummary> {
  const results: ClickRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await clickRun(browser, baseUrl, scenario);
    log(
      `    run ${run + 1}: visible ${String(result.visibleMs)} ms, worked ${String(result.workingClickMs)} ms, lost ${result.clicksLost}, shown ${String(result.resultShownMs)} ms`,
    );
    results.push(result);
  }
  return {
    label: scenario.label,
    runs: results,
    worst: figuresOf(results, (values) => Math.max(...values)),
    median: figuresOf(results, median),
  };
}
