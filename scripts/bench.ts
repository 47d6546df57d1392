/**
 * `npm run bench`: the benchmark report of issues #7 and #16, written to bench-results/report.md and
 * report.json and printed. A measurement that prints figures beside their targets, not a test: it
 * never fails because a target is missed.
 *
 *   1. at once, each in a process of its own: the portal is built as `npm run build` does (SPA with
 *      manifest, server renderer) into a temporary directory, a fresh embedded database is seeded
 *      with the demo content, 10 000 resources and 2 000 applications in first review, and another
 *      with 100 000 resources; per public route, the gzipped JS and CSS the manifest says load first;
 *   2. the first database is served on a free 127.0.0.1 port by a child process (so the load
 *      generator has its own event loop), stopped at the end; the measures run one after another;
 *   3. clicks (click-measure.ts): under a mid-range phone's conditions, 5 runs each of the
 *      无条件开放 facet on /dataResource, the search box on /home and a facet on /dataProduct;
 *   4. the JavaScript a browser fetches for /home, /dataResource, /dataProduct, a resource detail
 *      and /workspace/audit (page-js-fetched.ts), under the same conditions;
 *   5. Lighthouse mobile, worst of 5, on /home, /dataResource and a resource detail;
 *   6. autocannon on the server-rendered /home: a new keyword each time (every page rendered, the
 *      uncached render rate) and a junk query string each time (the kept page);
 *   7. autocannon on the uuid, the resource list, search, an application detail and a review
 *      transition, each beside a trivial route of the same server in the same run;
 *   8. search (and the list) again on a database with 100 000 resources.
 *
 *   npm run bench -- [--only clicks,js,lighthouse,render,api,search] [--resources N]
 *                    [--applications N] [--search-resources N] [--seconds S] [--connections C]
 *                    [--click-runs N] [--lighthouse-runs N] [--skip-lighthouse] [--dist DIR] [--out DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  api,
  applicationDetailRequest,
  catalogRequests,
  reviewTransitionRequest,
  trivialRequest,
  uuidRequest,
  type TargetedRequest,
} from './bench/bench-endpoints';
import { parseBenchOptions, type BenchOptions, type BenchPart } from './bench/bench-options';
import {
  endpointRow,
  formatReport,
  verdictsOf,
  type BenchReport,
  type EndpointRow,
  type EndpointRun,
} from './bench/bench-report';
import { buildSpaInBackground } from './bench/build-spa';
import { measureClicks, type ClickSummary } from './bench/click-measure';
import { clickScenarios } from './bench/click-scenarios';
import { measurePageJs, type PageJsFetched } from './bench/page-js-fetched';
import { lighthouseMobile, type LighthouseResult } from './bench/lighthouse-mobile';
import { measure, type Measurement, type RunOptions } from './bench/measure-endpoint';
import {
  measurePageRenders,
  pageRenderRequests,
  type PageRenderRun,
} from './bench/page-render-rate';
import { signInOperator } from './bench/operator-session';
import { routeFirstLoads } from './bench/route-first-load';
import type { SeededDatabase } from './bench/seed-bench-database';
import { seedInChild } from './bench/seed-in-child';
import { spawnBenchServer, type SpawnedBenchServer } from './bench/spawn-bench-server';
import { targets } from './bench/bench-targets';
import { launchBenchBrowser } from './bench/throttled-page';
import { placeAuthState, signInAs } from './portal/demo-sign-in';

const log = (text: string) => console.error(text);

function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function firstResourceId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${api}/web/data-resource/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': '' },
    body: JSON.stringify({ pageSize: 1 }),
  });
  const envelope = (await response.json()) as { code: number; data: { list: { id: string }[] } };
  const id = envelope.data.list[0]?.id;
  if (envelope.code !== 0 || id === undefined) throw new Error('数据资源列表为空');
  return id;
}

async function measured(
  request: TargetedRequest,
  trivial: Measurement,
  run: RunOptions,
): Promise<EndpointRow> {
  log(`  ${request.request.label}`);
  return endpointRow(await measure(request.request, run), trivial, request.p99TargetMs);
}

async function withServer<T>(
  dataDir: string,
  distDir: string,
  work: (server: SpawnedBenchServer) => Promise<T>,
): Promise<T> {
  const server = await spawnBenchServer({ dataDir, distDir, port: 0 });
  log(`  server on ${server.baseUrl} (pid ${String(server.pid)})`);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function resourceDetailPath(baseUrl: string): Promise<string> {
  return `/dataResource/detail?id=${await firstResourceId(baseUrl)}`;
}

async function lighthousePages(baseUrl: string, runs: number): Promise<LighthouseResult[]> {
  const pages: [string, string][] = [
    ['/home', '/home'],
    ['/dataResource', '/dataResource'],
    ['resource detail', await resourceDetailPath(baseUrl)],
  ];
  const results: LighthouseResult[] = [];
  for (const [label, path] of pages) {
    log(`  Lighthouse ${path} ×${runs}`);
    results.push(await lighthouseMobile(label, `${baseUrl}${path}`, runs));
  }
  return results;
}

/**
 * One request for each page first, as a browser asks for it: the server's first rendering of a page
 * (loading its code, warming the JIT) is a cost of starting the server, not of the visit measured.
 */
async function warmUp(baseUrl: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  }
}

/** Runs `work`, logging how long it took: the whole bench must stay within its time. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

/** The browser measures: clicks, then the JavaScript per page, in one Chromium. */
async function browserMeasures(
  options: BenchOptions,
  baseUrl: string,
): Promise<{ clicks: ClickSummary[] | null; pageJs: PageJsFetched[] | null }> {
  const browser = await launchBenchBrowser();
  try {
    let clicks: ClickSummary[] | null = null;
    if (options.parts.has('clicks')) {
      clicks = [];
      const scenarios = await clickScenarios(baseUrl);
      await warmUp(
        baseUrl,
        scenarios.map((scenario) => scenario.path),
      );
      for (const scenario of scenarios) {
        log(`  clicks: ${scenario.label} ×${options.clickRuns}`);
        clicks.push(await measureClicks(browser, baseUrl, scenario, options.clickRuns, log));
      }
    }
    let pageJs: PageJsFetched[] | null = null;
    if (options.parts.has('js')) {
      const budget = { bytes: targets.pageJsGzipBytes, requests: targets.pageJsRequests };
      const administrator = await signInAs('operator', baseUrl);
      const pages = [
        { label: '/home', path: '/home', budget },
        { label: '/dataResource', path: '/dataResource', budget },
        { label: '/dataProduct', path: '/dataProduct' },
        { label: 'resource detail', path: await resourceDetailPath(baseUrl) },
        {
          label: '/workspace/audit (signed in)',
          path: '/workspace/audit',
          prepare: (page: Page) => placeAuthState(page, administrator, baseUrl),
        },
      ];
      pageJs = [];
      for (const page of pages) {
        log(`  JavaScript fetched: ${page.label}`);
        pageJs.push(await measurePageJs(browser, baseUrl, page));
      }
    }
    return { clicks, pageJs };
  } finally {
    await browser.close();
  }
}

interface MainRun {
  readonly run: EndpointRun | null;
  readonly clicks: ClickSummary[] | null;
  readonly pageJs: PageJsFetched[] | null;
  readonly lighthouse: LighthouseResult[] | null;
  readonly pageRenders: PageRenderRun[];
}

const mainParts: readonly BenchPart[] = ['clicks', 'js', 'lighthouse', 'render', 'api'];

async function mainRun(
  options: BenchOptions,
  dataDir: string,
  seeded: SeededDatabase,
  distDir: string,
): Promise<MainRun> {
  return withServer(dataDir, distDir, async ({ baseUrl }) => {
    const browser =
      options.parts.has('clicks') || options.parts.has('js')
        ? await timed('clicks and JavaScript', () => browserMeasures(options, baseUrl))
        : { clicks: null, pageJs: null };
    const lighthouse = options.parts.has('lighthouse')
      ? await timed('Lighthouse', () => lighthousePages(baseUrl, options.lighthouseRuns))
      : null;
    const run: RunOptions = {
      baseUrl,
      seconds: options.seconds,
      connections: options.connections,
    };
    // Before any write: a change drops the kept pages and answers.
    const pageRenders: PageRenderRun[] = [];
    if (options.parts.has('render')) {
      log(`autocannon on /home, ${options.connections} connections, ${options.seconds} s each:`);
      await timed('server rendering', async () => {
        for (const request of pageRenderRequests(targets.uncachedRenderPagesPerSecond)) {
          log(`  ${request.label}`);
          pageRenders.push(await measurePageRenders(request, run));
        }
      });
    }
    const endpoints = options.parts.has('api')
      ? await timed('API', () => apiRun(options, baseUrl, seeded))
      : null;
    return { ...browser, lighthouse, pageRenders, run: endpoints };
  });
}

/** The API under load: each endpoint beside the trivial route, the review transitions last. */
async function apiRun(
  options: BenchOptions,
  baseUrl: string,
  seeded: SeededDatabase,
): Promise<EndpointRun> {
  const run: RunOptions = { baseUrl, seconds: options.seconds, connections: options.connections };
  log(`autocannon on the API, ${options.connections} connections, ${options.seconds} s each:`);
  const token = await signInOperator(baseUrl);
  log(`  ${trivialRequest.label}`);
  const trivial = await measure(trivialRequest, run);
  const ids = seeded.applicationIds;
  const rows: EndpointRow[] = [];
  for (const request of [
    { request: uuidRequest },
    ...catalogRequests(),
    { request: applicationDetailRequest(ids, token) },
  ]) {
    rows.push(await measured(request, trivial, run));
  }
  // Every application once: the first goes to the check, the rest to the timed run.
  rows.push(
    await measured({ request: reviewTransitionRequest(ids, token) }, trivial, {
      ...run,
      amount: ids.length - 1,
    }),
  );
  return {
    title: 'API under load',
    resources: seeded.counts.resources,
    applications: seeded.counts.applications,
    trivial,
    rows,
  };
}

async function searchRun(
  options: BenchOptions,
  dataDir: string,
  seeded: SeededDatabase,
  distDir: string,
): Promise<EndpointRun> {
  log(`search run, ${seeded.counts.resources} resources:`);
  return withServer(dataDir, distDir, async ({ baseUrl }) => {
    const run: RunOptions = { baseUrl, seconds: options.seconds, connections: options.connections };
    log(`  ${trivialRequest.label}`);
    const trivial = await measure(trivialRequest, run);
    const rows: EndpointRow[] = [];
    for (const request of catalogRequests()) rows.push(await measured(request, trivial, run));
    return {
      title: `Search with ${seeded.counts.resources} resources`,
      resources: seeded.counts.resources,
      applications: 0,
      trivial,
      rows,
    };
  });
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const started = performance.now();
  const browserParts: readonly BenchPart[] = ['clicks', 'js', 'lighthouse'];
  if (browserParts.some((part) => options.parts.has(part))) {
    execFileSync('bash', ['scripts/ensure-chromium.sh'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const workDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  try {
    const distDir = options.dist ?? join(workDir, 'dist');
    const mainDir = join(workDir, 'main');
    const searchDir = join(workDir, 'search');
    const applications = options.parts.has('api') ? options.applications : 0;
    // Built and seeded at once, each in a process of its own: the measures come after, alone.
    const [, mainSeed, searchSeed] = await Promise.all([
      options.dist === null
        ? timed('build (npm run build: SPA with manifest, server renderer)', () =>
            buildSpaInBackground(distDir),
          )
        : null,
      mainParts.some((part) => options.parts.has(part))
        ? timed(`seed ${options.resources} resources, ${applications} applications`, () =>
            seedInChild(mainDir, options.resources, applications),
          )
        : null,
      options.parts.has('search')
        ? timed(`seed ${options.searchResources} resources for the search run`, () =>
            seedInChild(searchDir, options.searchResources),
          )
        : null,
    ]);
    const bundles = await routeFirstLoads(distDir);
    const main = mainSeed === null ? null : await mainRun(options, mainDir, mainSeed, distDir);
    const endpoints = main?.run ? [main.run] : [];
    if (searchSeed !== null) {
      endpoints.push(
        await timed('search run', () => searchRun(options, searchDir, searchSeed, distDir)),
      );
    }

    const figures = {
      clicks: main?.clicks ?? null,
      pageJs: main?.pageJs ?? null,
      lighthouse: main?.lighthouse ?? null,
      endpoints,
      pageRenders: main?.pageRenders ?? [],
    };
    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      commit: currentCommit(),
      node: process.version,
      machine: { cpus: availableParallelism(), loadAverage: loadavg() },
      settings: {
        parts: [...options.parts],
        resources: options.resources,
        applications: options.applications,
        searchResources: options.searchResources,
        seconds: options.seconds,
        connections: options.connections,
        clickRuns: options.clickRuns,
        lighthouseRuns: options.lighthouseRuns,
      },
      bundles,
      ...figures,
      verdicts: verdictsOf(figures),
    };
    const markdown = formatReport(report);
    await mkdir(options.out, { recursive: true });
    await writeFile(join(options.out, 'report.md'), `${markdown}\n`);
    await writeFile(join(options.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(markdown);
    log(`\nwritten: ${join(options.out, 'report.md')}, ${join(options.out, 'report.json')}`);
    log(`bench took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
