import { describe, expect, it } from 'vitest';
import {
  endpointRow,
  formatReport,
  verdictsOf,
  type BenchReport,
  type EndpointRun,
} from '../../scripts/bench/bench-report';
import type { LighthouseResult } from '../../scripts/bench/lighthouse-mobile';
import type { Measurement } from '../../scripts/bench/measure-endpoint';
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

function page(label: string, score: number): LighthouseResult {
  const run = { score, fcpMs: 1200, lcpMs: 1800, tbtMs: 40, cls: 0.01, siMs: 1500 };
  return { label, url: `http://127.0.0.1:1${label}`, runs: [run, run, run], ...run };
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
      resources: 10_000,
      applications: 2_000,
      searchResources: 100_000,
      seconds: 10,
      connections: 10,
      lighthouseRuns: 3,
    },
    bundles,
    lighthouse,
    endpoints: [run],
    verdicts: verdictsOf(bundles, lighthouse, [run]),
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
    const verdicts = verdictsOf([], null, [], renders);
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

  it('checks /home JS, every Lighthouse page and the p99 of list and search', () => {
    const verdicts = verdictsOf(
      [load('/home', 151 * 1024), load('/about', 10)],
      [page('/home', 0.96), page('/dataResource', 0.94)],
      [run],
    );
    expect(verdicts.map((verdict) => [verdict.subject, verdict.met])).toEqual([
      ['JS before /home shows (gzip), server-rendered', true],
      ['JS that takes /home over (gzip)', false],
      ['Lighthouse mobile performance, /home', true],
      ['Lighthouse mobile performance, /dataResource', false],
      ['p99 resource list (10000 resources)', true],
      ['p99 search 交通 (10000 resources)', false],
    ]);
  });

  it('holds a figure exactly at its limit as met, and a missing figure as missed', () => {
    const [, atLimit] = verdictsOf([load('/home', 150 * 1024)], null, []);
    expect(atLimit?.met).toBe(true);
    const [missing] = verdictsOf([], [page('/home', Number.NaN)], []);
    expect(missing?.met).toBe(false);
  });

  it('prints each figure beside its target with ✓ or ✗, and the count of targets met', () => {
    const markdown = formatReport(report([page('/home', 0.97)]));
    expect(markdown).toContain('**Targets met: 4 of 5**');
    expect(markdown).toContain(
      '| JS before /home shows (gzip), server-rendered | 0.0 KB | ≤ 150.0 KB | ✓ |',
    );
    expect(markdown).toContain('| JS that takes /home over (gzip) | 140.0 KB | ≤ 150.0 KB | ✓ |');
    expect(markdown).toContain('| /home | yes | 140.0 | 1 | 0.0 | 0 | ≤ 150.0 KB ✓ |');
    expect(markdown).toContain('| /dataResource | no | 160.0 | 1 | 0.0 | 0 |  |');
    expect(markdown).toContain(
      '| /home | 0.97 | 0.97 / 0.97 / 0.97 | 1.20 | 1.80 | 40 | 0.010 | 1.50 | ≥ 0.95 ✓ |',
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

  it('says when Lighthouse was skipped', () => {
    const markdown = formatReport(report(null));
    expect(markdown).toContain('Skipped (`--skip-lighthouse`).');
    expect(markdown).toContain('**Targets met: 3 of 4**');
  });
});
