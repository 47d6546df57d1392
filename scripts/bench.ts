/**
 * `npm run bench`: the benchmark report of issue #7 item 3, written to bench-results/report.md and
 * report.json and printed. A measurement that prints figures beside their targets, not a test.
 *
 *   1. the portal is built as `npm run build` does (SPA with manifest, server renderer); per public
 *      route, the gzipped JS and CSS loaded first;
 *   2. a fresh embedded database with 10 000 resources and 2 000 applications in first review is
 *      served on 127.0.0.1 by a child process (so the load generator has its own event loop);
 *   3. Lighthouse mobile, median of 3, on /home, /dataResource and a resource detail;
 *   4. autocannon on the server-rendered /home: a new keyword each time (every page rendered, the
 *      uncached render rate) and a junk query string each time (the kept page);
 *   5. autocannon on the uuid, the resource list, search, an application detail and a review
 *      transition, each beside a trivial route of the same server in the same run;
 *   6. search (and the list) again on a database with 100 000 resources.
 *
 *   npm run bench -- [--resources N] [--applications N] [--search-resources N] [--seconds S]
 *                    [--connections C] [--lighthouse-runs N] [--skip-lighthouse] [--dist DIR] [--out DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  applicationDetailRequest,
  catalogRequests,
  reviewTransitionRequest,
  trivialRequest,
  uuidRequest,
  type TargetedRequest,
} from './bench/bench-endpoints';
import { parseBenchOptions, type BenchOptions } from './bench/bench-options';
import {
  endpointRow,
  formatReport,
  verdictsOf,
  type BenchReport,
  type EndpointRow,
  type EndpointRun,
} from './bench/bench-report';
import { buildSpa } from './bench/build-spa';
import { lighthouseMobile, type LighthouseResult } from './bench/lighthouse-mobile';
import { measure, type Measurement, type RunOptions } from './bench/measure-endpoint';
import {
  measurePageRenders,
  pageRenderRequests,
  type PageRenderRun,
} from './bench/page-render-rate';
import { signInOperator } from './bench/operator-session';
import { routeFirstLoads } from './bench/route-first-load';
import { seedBenchDatabase } from './bench/seed-bench-database';
import { spawnBenchServer, type SpawnedBenchServer } from './bench/spawn-bench-server';
import { targets } from './bench/bench-targets';

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

async function lighthousePages(baseUrl: string, runs: number): Promise<LighthouseResult[]> {
  const detail = `/dataResource/detail?id=${await firstResourceId(baseUrl)}`;
  const pages: [string, string][] = [
    ['/home', '/home'],
    ['/dataResource', '/dataResource'],
    ['resource detail', detail],
  ];
  const results: LighthouseResult[] = [];
  for (const [label, path] of pages) {
    log(`  Lighthouse ${path} ×${runs}`);
    results.push(await lighthouseMobile(label, `${baseUrl}${path}`, runs));
  }
  return results;
}

async function mainRun(
  options: BenchOptions,
  workDir: string,
  distDir: string,
): Promise<{
  run: EndpointRun;
  lighthouse: LighthouseResult[] | null;
  pageRenders: PageRenderRun[];
}> {
  const dataDir = join(workDir, 'main');
  log(`seeding ${options.resources} resources and ${options.applications} applications …`);
  const seeded = await seedBenchDatabase(dataDir, options.resources, options.applications);
  log(`  done in ${seeded.seconds.toFixed(1)} s`);
  return withServer(dataDir, distDir, async ({ baseUrl }) => {
    const lighthouse = options.skipLighthouse
      ? null
      : await lighthousePages(baseUrl, options.lighthouseRuns);
    const run: RunOptions = {
      baseUrl,
      seconds: options.seconds,
      connections: options.connections,
    };
    log(`autocannon, ${options.connections} connections, ${options.seconds} s each:`);
    // Before any write: a change drops the kept pages and answers.
    const pageRenders: PageRenderRun[] = [];
    for (const request of pageRenderRequests(targets.uncachedRenderPagesPerSecond)) {
      log(`  ${request.label}`);
      pageRenders.push(await measurePageRenders(request, run));
    }
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
      lighthouse,
      pageRenders,
      run: {
        title: 'API under load',
        resources: seeded.counts.resources,
        applications: seeded.counts.applications,
        trivial,
        rows,
      },
    };
  });
}

async function searchRun(
  options: BenchOptions,
  workDir: string,
  distDir: string,
): Promise<EndpointRun> {
  const dataDir = join(workDir, 'search');
  log(`seeding ${options.searchResources} resources for the search run …`);
  const seeded = await seedBenchDatabase(dataDir, options.searchResources);
  log(`  done in ${seeded.seconds.toFixed(1)} s`);
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
  if (!options.skipLighthouse) {
    execFileSync('bash', ['scripts/ensure-chromium.sh'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const workDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  try {
    const distDir = options.dist ?? join(workDir, 'dist');
    if (options.dist === null) {
      log('building the portal (npm run build: SPA with manifest, server renderer) …');
      buildSpa(distDir);
    }
    const bundles = await routeFirstLoads(distDir);
    const main = await mainRun(options, workDir, distDir);
    const endpoints = [main.run];
    if (options.searchResources > 0) endpoints.push(await searchRun(options, workDir, distDir));

    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      commit: currentCommit(),
      node: process.version,
      machine: { cpus: availableParallelism(), loadAverage: loadavg() },
      settings: {
        resources: options.resources,
        applications: options.applications,
        searchResources: options.searchResources,
        seconds: options.seconds,
        connections: options.connections,
        lighthouseRuns: options.lighthouseRuns,
      },
      bundles,
      lighthouse: main.lighthouse,
      endpoints,
      pageRenders: main.pageRenders,
      verdicts: verdictsOf(bundles, main.lighthouse, endpoints, main.pageRenders),
    };
    const markdown = formatReport(report);
    await mkdir(options.out, { recursive: true });
    await writeFile(join(options.out, 'report.md'), `${markdown}\n`);
    await writeFile(join(options.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(markdown);
    log(`\nwritten: ${join(options.out, 'report.md')}, ${join(options.out, 'report.json')}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
