/**
 * The benchmark report: the figures of one run (clicks on server-drawn pages, the JavaScript each
 * page fetches, bundle sizes from the manifest, Lighthouse, the server-rendered front page under
 * load, endpoint measures), each beside its target with ✓ or ✗, as a JSON document and as Markdown.
 * Pure: no I/O.
 */
import { atLeast, atMost, mark, targets, under, type Verdict } from './bench-targets';
import type { ClickFigures, ClickSummary } from './click-measure';
import type { PageJsFetched } from './page-js-fetched';
import type { LighthouseResult } from './lighthouse-mobile';
import { endpointWarmUpSeconds, type Measurement } from './measure-endpoint';
import { warmUpSeconds, type PageRenderRun } from './page-render-rate';
import type { RouteFirstLoad } from './route-first-load';
import { ratio } from './statistics';

export interface EndpointRow extends Measurement {
  /** p99 must stay under this many milliseconds (list and search). */
  readonly p99TargetMs?: number;
  readonly throughputRatio: number;
  readonly p50Ratio: number;
  readonly p99Ratio: number;
}

export interface EndpointRun {
  readonly title: string;
  readonly resources: number;
  readonly applications: number;
  readonly trivial: Measurement;
  readonly rows: readonly EndpointRow[];
}

export interface BenchSettings {
  /** The parts run (`--only`). */
  readonly parts: readonly string[];
  readonly resources: number;
  readonly applications: number;
  readonly searchResources: number;
  readonly seconds: number;
  readonly connections: number;
  readonly clickRuns: number;
  readonly lighthouseRuns: number;
}

export interface BenchReport {
  readonly generatedAt: string;
  readonly commit: string | null;
  readonly node: string;
  /** The figures depend on the machine and on what else it was doing. */
  readonly machine: { readonly cpus: number; readonly loadAverage: readonly number[] };
  readonly settings: BenchSettings;
  /** null when the part was not run. */
  readonly clicks: readonly ClickSummary[] | null;
  readonly pageJs: readonly PageJsFetched[] | null;
  readonly bundles: readonly RouteFirstLoad[];
  readonly lighthouse: readonly LighthouseResult[] | null;
  readonly endpoints: readonly EndpointRun[];
  /** The server-rendered front page under load; absent in reports made before it was measured. */
  readonly pageRenders?: readonly PageRenderRun[];
  readonly verdicts: readonly Verdict[];
}

/** A measurement with its ratios to the trivial route of the same run. */
export function endpointRow(
  measurement: Measurement,
  trivial: Measurement,
  p99TargetMs?: number,
): EndpointRow {
  return {
    ...measurement,
    ...(p99TargetMs === undefined ? {} : { p99TargetMs }),
    throughputRatio: ratio(measurement.requestsPerSecond, trivial.requestsPerSecond),
    p50Ratio: ratio(measurement.p50, trivial.p50),
    p99Ratio: ratio(measurement.p99, trivial.p99),
  };
}

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '—';
const kb = (bytes: number) => fixed(bytes / 1024, 1);

/** The figures verdictsOf checks; a part not run is null or empty. */
export interface MeasuredFigures {
  readonly clicks?: readonly ClickSummary[] | null;
  readonly pageJs?: readonly PageJsFetched[] | null;
  readonly lighthouse?: readonly LighthouseResult[] | null;
  readonly endpoints?: readonly EndpointRun[];
  readonly pageRenders?: readonly PageRenderRun[];
}

function clickVerdicts(clicks: readonly ClickSummary[]): Verdict[] {
  return clicks.flatMap((page) => [
    {
      subject: `first working click, ${page.label} (worst of ${page.runs.length})`,
      value: page.worst.workingClickMs,
      unit: 'ms' as const,
      target: `≤ ${targets.firstWorkingClickMs} ms`,
      met: atMost(page.worst.workingClickMs, targets.firstWorkingClickMs),
    },
    {
      subject: `visible → working, ${page.label} (worst of ${page.runs.length})`,
      value: page.worst.gapMs,
      unit: 'ms' as const,
      target: `≤ ${targets.visibleToWorkingMs} ms`,
      met: atMost(page.worst.gapMs, targets.visibleToWorkingMs),
    },
  ]);
}

/** How the JavaScript budget weighs a script: the issue's unit, as the build's `.gz` copies. */
const jsBudgetUnit = 'gzip level 9';

function jsVerdicts(pages: readonly PageJsFetched[]): Verdict[] {
  return pages.flatMap(({ label, toReady: { gzipBytes, requests }, budget }) =>
    budget === undefined
      ? []
      : [
          {
            subject: `JS fetched to be interactive, ${label} (${jsBudgetUnit})`,
            value: gzipBytes,
            unit: 'bytes' as const,
            target: `≤ ${kb(budget.bytes)} KB`,
            met: atMost(gzipBytes, budget.bytes),
          },
          {
            subject: `JS requests to be interactive, ${label}`,
            value: requests,
            unit: 'count' as const,
            target: `≤ ${budget.requests}`,
            met: atMost(requests, budget.requests),
          },
        ],
  );
}

/** Every figure that has a target, checked. */
export function verdictsOf(figures: MeasuredFigures): Verdict[] {
  const { endpoints = [], pageRenders = [] } = figures;
  const verdicts: Verdict[] = [
    ...clickVerdicts(figures.clicks ?? []),
    ...jsVerdicts(figures.pageJs ?? []),
  ];
  for (const page of figures.lighthouse ?? []) {
    verdicts.push(
      {
        subject: `Lighthouse mobile performance, ${page.label} (worst of ${page.runs.length})`,
        value: page.score,
        unit: 'score',
        target: `≥ ${targets.lighthouseScore}`,
        met: atLeast(page.score, targets.lighthouseScore),
      },
      {
        subject: `Lighthouse total blocking time, ${page.label} (worst of ${page.runs.length})`,
        value: page.tbtMs,
        unit: 'ms',
        target: `≤ ${targets.lighthouseTbtMs} ms`,
        met: atMost(page.tbtMs, targets.lighthouseTbtMs),
      },
    );
  }
  for (const run of endpoints) {
    for (const row of run.rows) {
      if (row.p99TargetMs === undefined) continue;
      verdicts.push({
        subject: `p99 ${row.label} (${run.resources} resources)`,
        value: row.p99,
        unit: 'ms',
        target: `< ${row.p99TargetMs} ms`,
        met: under(row.p99, row.p99TargetMs),
      });
    }
  }
  for (const run of pageRenders) {
    if (run.pagesPerSecondTarget === undefined) continue;
    verdicts.push({
      subject: run.label,
      value: run.pagesPerSecond,
      unit: 'pages/s',
      target: `≥ ${run.pagesPerSecondTarget} pages/s`,
      met: atLeast(run.pagesPerSecond, run.pagesPerSecondTarget),
    });
  }
  return verdicts;
}

/** Two significant digits: 0.014×, 3.1×, 83×. */
const times = (value: number) =>
  Number.isFinite(value) ? `${String(Number(value.toPrecision(2)))}×` : '—';
const seconds = (ms: number) => fixed(ms / 1000, 2);

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const align = head.map((_cell, index) => (index === 0 ? ':--' : '--:'));
  return [head, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

/** A time in seconds; a run that never got there (Infinity) as "never". */
const secondsOrNever = (ms: number) => (ms === Number.POSITIVE_INFINITY ? 'never' : seconds(ms));
const msOrNever = (ms: number) => (ms === Number.POSITIVE_INFINITY ? 'never' : fixed(ms, 0));

function clickTable(page: ClickSummary): string[] {
  const row = (
    figure: string,
    pick: (figures: ClickFigures) => number,
    show: (value: number) => string,
    limit?: number,
  ) => [
    figure,
    show(pick(page.worst)),
    show(pick(page.median)),
    limit === undefined ? '' : `≤ ${show(limit)} ${mark(atMost(pick(page.worst), limit))}`,
  ];
  return [
    `### ${page.label}`,
    '',
    ...table(
      ['figure', 'worst', 'median', 'target (worst)'],
      [
        row('control visible, s', (figures) => figures.visibleMs, secondsOrNever),
        row(
          'first click that worked, s',
          (figures) => figures.workingClickMs,
          secondsOrNever,
          targets.firstWorkingClickMs,
        ),
        row('clicks lost', (figures) => figures.clicksLost, String),
        row(
          'visible → working, ms',
          (figures) => figures.gapMs,
          msOrNever,
          targets.visibleToWorkingMs,
        ),
      ],
    ),
    '',
    `Runs (first click that worked, s): ${page.runs
      .map((run) => (run.workingClickMs === null ? 'never' : seconds(run.workingClickMs)))
      .join(' / ')}; result on show, s: ${page.runs
      .map((run) => (run.resultShownMs === null ? 'never' : seconds(run.resultShownMs)))
      .join(' / ')}.`,
  ];
}

function clickSection(clicks: readonly ClickSummary[] | null, runs: number): string[] {
  if (clicks === null) return [];
  return [
    `## Clicks on server-drawn pages (${runs} runs each)`,
    '',
    'Chromium with the CPU slowed 4×, 1.6 Mbps down, 750 Kbps up, 150 ms round trips, 1366×768, cache off, a fresh context per run. From navigation start a real mouse click every 150 ms on the control until one takes effect (the tab starts loading, or moves to, the address the control leads to); the click credited is the last one made before. Times from navigation start; worst and median of the runs.',
    '',
    ...clicks.flatMap((page) => [...clickTable(page), '']),
  ];
}

function jsSection(pages: readonly PageJsFetched[] | null): string[] {
  if (pages === null) return [];
  return [
    '## JavaScript fetched per page',
    '',
    `Each page opened once under the click measure’s conditions and left alone until loaded and quiet (no request for 2 s). To interactive: the scripts the tab asked for before the page was the app’s — the server’s page taken over, or the app’s first view drawn (the portal marks the moment as portal:page-ready) — and how many requests: the budget. Until quiet: every script fetched until the network was quiet, those included; what comes after the page is ready is the spec’s startup run of the login address, which the portal starts once the page is ready and the browser idle. KB (${jsBudgetUnit}) is each script’s body compressed with gzip at level 9, as the build’s .gz copies are, added up: the budget’s unit. KB received, for information only, is what came over the wire until quiet: the bodies as the server sent them to Chromium (the build’s brotli copies) with the response headers. KB are 1024 bytes. A body the browser did not keep is shown as —, and so is the figure to interactive of a page that never marked itself ready; such a page misses its budget. The workspace page is opened signed in as the demo administrator.`,
    '',
    ...table(
      [
        'page',
        `to interactive: JS KB (${jsBudgetUnit})`,
        'requests',
        'interactive at s',
        `until quiet: JS KB (${jsBudgetUnit})`,
        'requests',
        'KB received',
        'quiet after s',
        'target (to interactive)',
      ],
      pages.map((page) => [
        page.label,
        kb(page.toReady.gzipBytes),
        String(page.toReady.requests),
        page.readyMs === null ? 'never' : seconds(page.readyMs),
        kb(page.untilQuiet.gzipBytes),
        String(page.untilQuiet.requests),
        kb(page.untilQuiet.wireBytes),
        `${seconds(page.settledMs)}${page.timedOut ? ' (still fetching)' : ''}`,
        page.budget === undefined
          ? ''
          : `≤ ${kb(page.budget.bytes)} KB ${mark(atMost(page.toReady.gzipBytes, page.budget.bytes))}, ≤ ${page.budget.requests} requests ${mark(atMost(page.toReady.requests, page.budget.requests))}`,
      ]),
    ),
  ];
}

function bundleSection(bundles: readonly RouteFirstLoad[]): string[] {
  return [
    '## First load per public route from the manifest (gzip level 6)',
    '',
    'index.html’s module script and modulepreloads, the route’s page chunk and its static imports (Vite manifest); CSS from index.html and the chunks’ `css`. On a server-rendered route (SSR) the content shows from the HTML, and this is the JS that takes the page over. What a browser really fetches is in the section above.',
    '',
    ...table(
      ['route', 'SSR', 'JS KB', 'JS files', 'CSS KB', 'CSS files'],
      bundles.map((load) => [
        load.route,
        load.serverRendered ? 'yes' : 'no',
        kb(load.jsGzipBytes),
        String(load.js.length),
        kb(load.cssGzipBytes),
        String(load.css.length),
      ]),
    ),
  ];
}

function lighthouseSection(lighthouse: readonly LighthouseResult[] | null, runs: number): string[] {
  if (lighthouse === null) return [];
  return [
    `## Lighthouse mobile, performance (worst of ${runs})`,
    '',
    'Default mobile configuration: mobile form factor, simulated throttling. Each figure is the worst of the runs on its own. Times in seconds.',
    '',
    ...table(
      ['page', 'score', 'runs', 'FCP s', 'LCP s', 'TBT ms', 'TBT runs', 'CLS', 'SI s', 'target'],
      lighthouse.map((page) => [
        page.label,
        fixed(page.score, 2),
        page.runs.map((run) => fixed(run.score, 2)).join(' / '),
        seconds(page.fcpMs),
        seconds(page.lcpMs),
        fixed(page.tbtMs, 0),
        page.runs.map((run) => fixed(run.tbtMs, 0)).join(' / '),
        fixed(page.cls, 3),
        seconds(page.siMs),
        `≥ ${targets.lighthouseScore} ${mark(atLeast(page.score, targets.lighthouseScore))}, TBT ≤ ${targets.lighthouseTbtMs} ms ${mark(atMost(page.tbtMs, targets.lighthouseTbtMs))}`,
      ]),
    ),
  ];
}

function failuresText(row: Measurement): string {
  if (row.failures === 0) return '0';
  const parts = [
    row.non2xx > 0 ? `${row.non2xx} non-2xx` : '',
    row.mismatches > 0 ? `${row.mismatches} code≠0` : '',
    row.errors > 0 ? `${row.errors} errors` : '',
  ].filter((part) => part !== '');
  return parts.join(', ');
}

function endpointSection(run: EndpointRun, settings: BenchSettings): string[] {
  const trivialRow = endpointRow(run.trivial, run.trivial);
  return [
    `## ${run.title}`,
    '',
    `${run.resources} resources, ${run.applications} applications; autocannon, ${settings.connections} connections, ${settings.seconds} s per endpoint after ${endpointWarmUpSeconds} s of the same load not counted. Ratios against the trivial route of the same run (× trivial).`,
    ...(run.applications > 0
      ? [
          '',
          'The review transition is not timed for a fixed duration: it approves each seeded application once (the first one in the check before the run); a transition already taken would count as a failure (code≠0).',
        ]
      : []),
    '',
    ...table(
      [
        'endpoint',
        'req/s',
        'req/s × trivial',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'p50 × trivial',
        'p99 × trivial',
        'requests',
        'failures',
        'target',
      ],
      [trivialRow, ...run.rows].map((row) => [
        row.label,
        fixed(row.requestsPerSecond, 0),
        times(row.throughputRatio),
        fixed(row.p50, 1),
        fixed(row.p95, 1),
        fixed(row.p99, 1),
        times(row.p50Ratio),
        times(row.p99Ratio),
        String(row.requests),
        failuresText(row),
        row.p99TargetMs === undefined
          ? ''
          : `p99 < ${row.p99TargetMs} ms ${mark(under(row.p99, row.p99TargetMs))}`,
      ]),
    ),
  ];
}

function pageRenderSection(runs: readonly PageRenderRun[], settings: BenchSettings): string[] {
  if (runs.length === 0) return [];
  return [
    '## Server rendering under load',
    '',
    `/home as a visitor's browser asks for it, each request with another query string; autocannon, ${settings.connections} connections, ${settings.seconds} s each, after ${warmUpSeconds} s of the same load not counted (a fresh server's first pages warm its code). A page the server does not draw at once (it renders a few at a time) is answered with the plain SPA page, counted apart. Latency of the drawn pages.`,
    '',
    ...table(
      [
        'request',
        'drawn pages/s',
        'p50 ms',
        'p99 ms',
        'answers/s',
        'drawn',
        'SPA pages',
        'failures',
        'target',
      ],
      runs.map((run) => [
        run.label,
        fixed(run.pagesPerSecond, 1),
        fixed(run.p50, 1),
        fixed(run.p99, 1),
        fixed(run.requestsPerSecond, 0),
        String(run.drawn),
        String(run.spaPages),
        String(run.failures),
        run.pagesPerSecondTarget === undefined
          ? ''
          : `≥ ${run.pagesPerSecondTarget} pages/s ${mark(atLeast(run.pagesPerSecond, run.pagesPerSecondTarget))}`,
      ]),
    ),
    '',
  ];
}

function verdictValue(verdict: Verdict): string {
  switch (verdict.unit) {
    case 'bytes':
      return Number.isFinite(verdict.value) ? `${kb(verdict.value)} KB` : '—';
    case 'score':
      return fixed(verdict.value, 2);
    case 'ms':
      return verdict.value === Number.POSITIVE_INFINITY ? 'never' : `${fixed(verdict.value, 1)} ms`;
    case 'pages/s':
      return `${fixed(verdict.value, 1)} pages/s`;
    case 'count':
      return fixed(verdict.value, 0);
  }
}

/** A warning when the machine had more runnable work than CPUs, so the figures overstate the cost. */
function busyWarning(machine: BenchReport['machine']): string[] {
  const [lastMinute = 0] = machine.loadAverage;
  if (lastMinute <= machine.cpus) return [];
  return [
    `> ⚠ The load average (${lastMinute.toFixed(1)}) exceeded the ${machine.cpus} CPUs: other work competed with the server, the load generator and Chromium, so latencies and Lighthouse scores are worse than on an idle machine.`,
    '',
  ];
}

export function formatReport(report: BenchReport): string {
  const met = report.verdicts.filter((verdict) => verdict.met).length;
  const { settings } = report;
  return [
    '# Benchmark report',
    '',
    `${report.generatedAt}${report.commit === null ? '' : `, commit ${report.commit}`}, Node ${report.node}. ` +
      `Parts run: ${settings.parts.join(', ')}. ` +
      `Settings: ${settings.resources} resources, ${settings.applications} applications, search also with ${settings.searchResources} resources; ` +
      `${settings.clickRuns} click runs and ${settings.lighthouseRuns} Lighthouse runs per page; ` +
      `${settings.seconds} s per endpoint, ${settings.connections} connections. ` +
      `Machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.map((load) => load.toFixed(1)).join(' / ')} at the end.`,
    '',
    ...busyWarning(report.machine),
    `**Targets met: ${met} of ${report.verdicts.length}**`,
    '',
    ...table(
      ['figure', 'value', 'target', 'pass'],
      report.verdicts.map((verdict) => [
        verdict.subject,
        verdictValue(verdict),
        verdict.target,
        mark(verdict.met),
      ]),
    ),
    '',
    ...clickSection(report.clicks, settings.clickRuns),
    ...jsSection(report.pageJs),
    '',
    ...lighthouseSection(report.lighthouse, settings.lighthouseRuns),
    '',
    ...pageRenderSection(report.pageRenders ?? [], settings),
    ...report.endpoints.flatMap((run) => [...endpointSection(run, settings), '']),
    ...bundleSection(report.bundles),
  ].join('\n');
}
