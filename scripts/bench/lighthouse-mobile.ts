/**
 * Lighthouse's mobile defaults (form factor mobile, simulated throttling), performance category only,
 * run `runs` times on one address, each run in a fresh headless Chromium; the report gives the
 * median score and the median of each metric.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../portal/chromium';
import { median } from './statistics';

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

/** The median of every figure over the runs, each figure on its own. */
export function medianMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  const of = (pick: (run: LighthouseMetrics) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    siMs: of((run) => run.siMs),
  };
}

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
      throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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

export async function lighthouseMobile(
  label: string,
  url: string,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseMetrics[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url));
  return { label, url, runs: results, ...medianMetrics(results) };
}
