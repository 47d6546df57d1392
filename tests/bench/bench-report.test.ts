import { describe, expect, it } from 'vitest';
import {
  endpointRow,
  formatReport,
  verdictsOf,
  type BenchReport,
  type EndpointRun,
} from '../../scripts/bench/bench-report';
import type { ClickRun, ClickSummary } from '../../scripts/bench/click-measure';
import type { LighthouseResult } from '../../scripts/bench/lighthouse-mobile';
import type { Measurement } from '../../scripts/bench/measure-endpoint';
import type { PageJsFetched } from '../../scripts/bench/page-js-fetched';
import type { PageRenderRun } from '../../scripts/bench/page-render-rate';
import type { RouteFirstLoad } from '../../scripts/bench/route-first-load';

function measurement(label: string, figures: Partial<Measurement> = {}): Measurement {
  return {
    label,
    requests: 1000,
    p50: 2,
    p95: 4,
    p99: 5,
    requestsPerSecond: 1000,
    failures: 0,
    non2xx: 0,
    mismatches: 0,
    errors: 0,
    seconds: 10,
    ...figures,
  };
}

const trivial = measurement('trivial route', { p50: 0.5, p99: 2, requestsPerSecond: 20_000 });

function load(route: string, jsGzipBytes: number): RouteFirstLoad {
  return {
    route,
    serverRendered: route === '/home',
    js: [{ file: `assets${route}.js`, bytes: jsGzipBytes * 3, gzipBytes: jsGzipBytes }],
    css: [],
    jsGzipBytes,
    cssGzipBytes: 0,
  };
}

function page(label: string, score: number, tbtMs = 40): LighthouseResult {
  const run = { score, fcpMs: 1200, lcpMs: 1800, tbtMs, cls: 0.01, siMs: 1500 };
  return { label, url: `http://127.0.0.1:1${label}`, runs: [run, run, run], ...run };
}

function clickRun(workingClickMs: number | null, visibleMs = 900, clicksLost = 0): ClickRun {
  return {
    visibleMs,
    workingClickMs,
    resultShownMs: workingClickMs === null ? null : workingClickMs + 400,
    clicksLost,
    gapMs: workingClickMs === null ? null : workingClickMs - visibleMs,
  };
}

function clicks(label: string, runs: readonly ClickRun[], worst: ClickSummary['worst']) {
  return { label, runs, worst, median: worst } satisfies ClickSummary;
}

/** A page's scripts: `kilobytes` in `requests` to interactive, and one more of 14 KB until quiet. */
function pageJs(
  label: string,
  kilobytes: number,
  requests: number,
  budgeted = true,
  wireKilobytes = kilobytes * 0.85,
): PageJsFetched {
  return {
    label,
    path: label,
    toReady: { gzipBytes: kilobytes * 1024, wireBytes: wireKilobytes * 1024, requests },
    untilQuiet: {
      gzipBytes: (kilobytes + 14) * 1024,
      wireBytes: (wireKilobytes + 12) * 1024,
      requests: requests + 1,
    },
    readyMs: 1800,
    settledMs: 2500,
    timedOut: false,
    ...(budgeted ? { budget: { bytes: 200 * 1024, requests: 15 } } : {}),
  };
}

const run: EndpointRun = {
  title: 'API under load',
  resources: 10_000,
  applications: 2_000,
  trivial,
  rows: [
    endpointRow(measurement('uuid'), trivial),
    endpointRow(measurement('resource list', { p99: 38.5 }), trivial, 50),
    endpointRow(measurement('search 交通', { p99: 61.2 }), trivial, 50),
    endpointRow(
      measurement('review transition', { failures: 3, non2xx: 1, mismatches: 2 }),
      trivial,
    ),
  ],
};

function report(lighthouse: readonly LighthouseResult[] | null): BenchReport {
  const bundles = [load('/home', 140 * 1024), load('/dataResource', 160 * 1024)];
  return {
    generatedAt: '2026-11-24T12:00:00.000Z',
    commit: 'abc1234',
    node: 'v20.19.0',
    machine: { cpus: 2, loadAverage: [1.25, 1, 0.5] },
    settings: {
      parts: ['lighthouse', 'api', 'search'],
      resources: 10_000,
      applications: 2_000,
      searchResources: 100_000,
      seconds: 10,
      connections: 10,
      clickRuns: 5,
      lighthouseRuns: 3,
    },
    clicks: null,
    pageJs: null,
    bundles,
    lighthouse,
    endpoints: [run],
    verdicts: verdictsOf({ lighthouse, endpoints: [run] }),
  };
}

function pageRender(label: string, figures: Partial<PageRenderRun> = {}): PageRenderRun {
  return {
    label,
    pagesPerSecond: 500,
    requestsPerSecond: 500,
    p50: 15,
    p99: 40,
    drawn: 5000,
    spaPages: 0,
    failures: 0,
    seconds: 10,
    ...figures,
  };
}

describe('bench report', () => {
  it('checks the uncached render rate of /home and shows the rendering runs', () => {
    const renders = [
      pageRender('uncached /home', {
        pagesPerSecondTarget: 50,
        pagesPerSecond: 21.4,
        requestsPerSecond: 48,
        p50: 180,
        p99: 420,
        drawn: 214,
        spaPages: 266,
      }),
      pageRender('kept /home'),
    ];
    const verdicts = verdictsOf({ pageRenders: renders });
    expect(verdicts).toEqual([
      {
        subject: 'uncached /home',
        value: 21.4,
        unit: 'pages/s',
        target: '≥ 50 pages/s',
        met: false,
      },
    ]);
    const markdown = formatReport({ ...report(null), pageRenders: renders, verdicts });
    expect(markdown).toContain('| uncached /home | 21.4 pages/s | ≥ 50 pages/s | ✗ |');
    expect(markdown).toContain('## Server rendering under load');
    expect(markdown).toContain(
      '| uncached /home | 21.4 | 180.0 | 420.0 | 48 | 214 | 266 | 0 | ≥ 50 pages/s ✗ |',
    );
    expect(markdown).toContain('| kept /home | 500.0 | 15.0 | 40.0 | 500 | 5000 | 0 | 0 |  |');
  });

  it('gives each endpoint its figures as multiples of the trivial route', () => {
    const row = endpointRow(
      measurement('list', { p50: 5, p99: 8, requestsPerSecond: 500 }),
      trivial,
    );
    expect(row.throughputRatio).toBe(0.025);
    expect(row.p50Ratio).toBe(10);
    expect(row.p99Ratio).toBe(4);
    expect(row.p99TargetMs).toBeUndefined();
  });

  it('checks every click page, the JS of the budgeted pages, every Lighthouse page and the p99 of list and search', () => {
    const verdicts = verdictsOf({
      clicks: [
        clicks('/dataResource', [clickRun(1400), clickRun(1900)], {
          visibleMs: 950,
          workingClickMs: 1900,
          clicksLost: 0,
          gapMs: 250,
        }),
      ],
      pageJs: [pageJs('/home', 180, 16), pageJs('resource detail', 400, 40, false)],
      lighthouse: [page('/home', 0.96, 120), page('/dataResource', 0.94, 250)],
      endpoints: [run],
    });
    expect(verdicts.map((verdict) => [verdict.subject, verdict.met])).toEqual([
      ['first working click, /dataResource (worst of 2)', true],
      ['visible → working, /dataResource (worst of 2)', true],
      ['JS fetched to be interactive, /home (gzip level 9)', true],
      ['JS requests to be interactive, /home', false],
      ['Lighthouse mobile performance, /home (worst of 3)', true],
      ['Lighthouse total blocking time, /home (worst of 3)', true],
      ['Lighthouse mobile performance, /dataResource (worst of 3)', false],
      ['Lighthouse total blocking time, /dataResource (worst of 3)', false],
      ['p99 resource list (10000 resources)', true],
      ['p99 search 交通 (10000 resources)', false],
    ]);
  });

  it('holds a figure exactly at its limit as met, and a missing figure as missed', () => {
    const [working, gap] = verdictsOf({
      clicks: [
        clicks('/home', [clickRun(2000)], {
          visibleMs: 1700,
          workingClickMs: 2000,
          clicksLost: 0,
          gapMs: 300,
        }),
      ],
    });
    expect(working?.met).toBe(true);
    expect(gap?.met).toBe(true);
    const [bytes, requests] = verdictsOf({ pageJs: [pageJs('/home', 200, 15)] });
    expect(bytes?.met).toBe(true);
    expect(requests?.met).toBe(true);
    const [missing] = verdictsOf({ lighthouse: [page('/home', Number.NaN)] });
    expect(missing?.met).toBe(false);
  });

  it('prints a click that never worked as never, against its target', () => {
    const summary = clicks('/dataProduct', [clickRun(null, 1000, 199)], {
      visibleMs: 1000,
      workingClickMs: Number.POSITIVE_INFINITY,
      clicksLost: 199,
      gapMs: Number.POSITIVE_INFINITY,
    });
    const figures = { clicks: [summary] };
    const markdown = formatReport({
      ...report(null),
      ...figures,
      verdicts: verdictsOf(figures),
    });
    expect(markdown).toContain(
      '| first working click, /dataProduct (worst of 1) | never | ≤ 2000 ms | ✗ |',
    );
    expect(markdown).toContain('### /dataProduct');
    expect(markdown).toContain('| first click that worked, s | never | never | ≤ 2.00 ✗ |');
    expect(markdown).toContain('| clicks lost | 199 | 199 |  |');
    expect(markdown).toContain(
      'Runs (first click that worked, s): never; result on show, s: never.',
    );
  });

  it('prints the JavaScript each page fetched with its budget, in gzip, and the bytes received beside', () => {
    const figures = {
      pageJs: [
        pageJs('/home', 180, 12, true, 156.4),
        pageJs('resource detail', 420, 41, false, 360),
      ],
    };
    const markdown = formatReport({ ...report(null), ...figures, verdicts: verdictsOf(figures) });
    expect(markdown).toContain('## JavaScript fetched per page');
    expect(markdown).toContain(
      '| page | to interactive: JS KB (gzip level 9) | requests | interactive at s | until quiet: JS KB (gzip level 9) | requests | KB received | quiet after s | target (to interactive) |',
    );
    expect(markdown).toContain(
      '| /home | 180.0 | 12 | 1.80 | 194.0 | 13 | 168.4 | 2.50 | ≤ 200.0 KB ✓, ≤ 15 requests ✓ |',
    );
    expect(markdown).toContain(
      '| resource detail | 420.0 | 41 | 1.80 | 434.0 | 42 | 372.0 | 2.50 |  |',
    );
    expect(markdown).toContain(
      '| JS fetched to be interactive, /home (gzip level 9) | 180.0 KB | ≤ 200.0 KB | ✓ |',
    );
    expect(markdown).toContain('| JS requests to be interactive, /home | 12 | ≤ 15 | ✓ |');
    // The bytes received are information: no verdict is drawn from them.
    expect(verdictsOf(figures).map((verdict) => verdict.subject)).toEqual([
      'JS fetched to be interactive, /home (gzip level 9)',
      'JS requests to be interactive, /home',
    ]);
  });

  it('holds the budget to the gzip figure to interactive, not to the smaller bytes received', () => {
    const [bytes] = verdictsOf({ pageJs: [pageJs('/home', 205, 12, true, 176)] });
    expect(bytes).toMatchObject({ value: 205 * 1024, met: false });
    // What comes after the page is ready is shown, not budgeted.
    const [within, requests] = verdictsOf({ pageJs: [pageJs('/home', 195, 15)] });
    expect(within).toMatchObject({ value: 195 * 1024, met: true });
    expect(requests).toMatchObject({ value: 15, met: true });
  });

  it('shows a page that never marked itself ready as never interactive, missing its budget', () => {
    const measured = pageJs('/home', 180, 12);
    const figures = {
      pageJs: [
        {
          ...measured,
          toReady: { ...measured.untilQuiet, gzipBytes: Number.NaN },
          readyMs: null,
        },
      ],
    };
    const markdown = formatReport({ ...report(null), ...figures, verdicts: verdictsOf(figures) });
    expect(markdown).toContain('| /home | — | 13 | never | 194.0 | 13 |');
    expect(verdictsOf(figures)[0]?.met).toBe(false);
  });

  it('shows a page whose script bodies were not all kept as unmeasured, and missing its budget', () => {
    const measured = pageJs('/home', 180, 12);
    const figures = {
      pageJs: [{ ...measured, toReady: { ...measured.toReady, gzipBytes: Number.NaN } }],
    };
    const markdown = formatReport({ ...report(null), ...figures, verdicts: verdictsOf(figures) });
    expect(markdown).toContain(
      '| /home | — | 12 | 1.80 | 194.0 | 13 | 165.0 | 2.50 | ≤ 200.0 KB ✗, ≤ 15 requests ✓ |',
    );
    expect(markdown).toContain(
      '| JS fetched to be interactive, /home (gzip level 9) | — | ≤ 200.0 KB | ✗ |',
    );
  });

  it('prints each figure beside its target with ✓ or ✗, and the count of targets met', () => {
    const markdown = formatReport(report([page('/home', 0.97)]));
    expect(markdown).toContain('**Targets met: 3 of 4**');
    expect(markdown).toContain('| figure | value | target | pass |');
    expect(markdown).toContain(
      '| Lighthouse mobile performance, /home (worst of 3) | 0.97 | ≥ 0.95 | ✓ |',
    );
    expect(markdown).toContain('| /home | yes | 140.0 | 1 | 0.0 | 0 |');
    expect(markdown).toContain('| /dataResource | no | 160.0 | 1 | 0.0 | 0 |');
    expect(markdown).toContain(
      '| /home | 0.97 | 0.97 / 0.97 / 0.97 | 1.20 | 1.80 | 40 | 40 / 40 / 40 | 0.010 | 1.50 | ≥ 0.95 ✓, TBT ≤ 200 ms ✓ |',
    );
    expect(markdown).toContain(
      '| resource list | 1000 | 0.05× | 2.0 | 4.0 | 38.5 | 4× | 19× | 1000 | 0 | p99 < 50 ms ✓ |',
    );
    expect(markdown).toContain(
      '| search 交通 | 1000 | 0.05× | 2.0 | 4.0 | 61.2 | 4× | 31× | 1000 | 0 | p99 < 50 ms ✗ |',
    );
    expect(markdown).toContain('| trivial route | 20000 | 1× |');
  });

  it('reports failed answers by kind', () => {
    expect(formatReport(report(null))).toContain('| 1000 | 1 non-2xx, 2 code≠0 |');
  });

  it('names the machine and its load, and warns when the load exceeded the CPUs', () => {
    const idle = formatReport(report(null));
    expect(idle).toContain('Machine: 2 CPUs, load average 1.3 / 1.0 / 0.5');
    expect(idle).not.toContain('⚠');
    const busy = formatReport({ ...report(null), machine: { cpus: 2, loadAverage: [9.5, 8, 7] } });
    expect(busy).toContain('> ⚠ The load average (9.5) exceeded the 2 CPUs');
  });

  it('names the parts run and leaves out the sections of the others', () => {
    const markdown = formatReport(report(null));
    expect(markdown).toContain('Parts run: lighthouse, api, search.');
    expect(markdown).not.toContain('## Lighthouse');
    expect(markdown).not.toContain('## Clicks');
    expect(markdown).toContain('**Targets met: 1 of 2**');
  });
});
