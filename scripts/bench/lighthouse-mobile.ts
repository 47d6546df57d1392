/**
 * Lighthouse's mobile defaults (form factor mobile, simulated throttling), performance category only,
 * run `runs` times on one address, each run in a fresh headless Chromium with the end-to-end flags;
 * the report gives the worst of the runs (issue #16: the lowest score, the longest blocking time and
 * the worst of every other metric, each on its own), since a visitor meets the bad run too.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../portal/chromium';

export const chromiumPath = chromiumExecutablePath;

/** The end-to-end tests' flags, headless. */
export const chromiumFlags = ['--headless=new', ...chromiumArgs] as const;

export interface LighthouseMetrics {
  /** Performance score, 0–1. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly siMs: number;
}

export interface LighthouseResult extends LighthouseMetrics {
  readonly label: string;
  readonly url: string;
  readonly runs: readonly LighthouseMetrics[];
}

/** The worst of every figure over the runs, each figure on its own (a NaN run makes it NaN). */
export function worstMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  const highest = (pick: (run: LighthouseMetrics) => number) =>
    runs.length === 0 ? Number.NaN : Math.max(...runs.map(pick));
  return {
    score: runs.length === 0 ? Number.NaN : Math.min(...runs.map((run) => run.score)),
    fcpMs: highest((run) => run.fcpMs),
    lcpMs: highest((run) => run.lcpMs),
    tbtMs: highest((run) => run.tbtMs),
    cls: highest((run) => run.cls),
    siMs: highest((run) => run.siMs),
  };
}

/**
 * Lighthouse could not record the page load (NO_NAVSTART and the like: its own trace failed, not the
 * page): such a run measured nothing, so it is made again, at most `recordingAttempts` times in all.
 */
class RecordingFailed extends Error {}

const recordingAttempts = 3;

async function runOnce(url: string): Promise<LighthouseMetrics> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result === undefined) throw new Error(`Lighthouse 没有返回 ${url} 的结果`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) {
      throw new RecordingFailed(
        `Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

async function recordedRun(url: string): Promise<LighthouseMetrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error: unknown) {
      if (!(error instanceof RecordingFailed) || attempt >= recordingAttempts) throw error;
      console.warn(`  ${error.message}: run again`);
    }
  }
}

export async function lighthouseMobile(
  label: string,
  url: string,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseMetrics[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await recordedRun(url));
  return { label, url, runs: results, ...worstMetrics(results) };
}
