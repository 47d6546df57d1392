/**
 * `npm run bench:public`: the public endpoints under load, on a fresh embedded database with 10 000
 * data resources (override with `--resources N`), served on 127.0.0.1 (port 8620, `--port 0` for any
 * free one) by a child process. Each endpoint is measured with autocannon beside a trivial route of
 * the same server in the same run; then the portal is built and the gzipped JavaScript /home loads
 * first is added up: before it is shown, or, as the server draws /home, to take it over. It prints
 * figures against the targets (list and search p95 under 50 ms, at most 170 KB of JavaScript before
 * /home is shown); it is a measurement, not a test.
 *
 *   npm run bench:public -- [--resources N] [--seconds S] [--connections C] [--port P] [--dist DIR]
 *
 * `--dist DIR` reuses a build made with `npm run build -- --outDir DIR` instead of building anew.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSpa } from './bench/build-spa';
import { measure, type BenchRequest, type Measurement } from './bench/measure-endpoint';
import { publicRoutePages, routeFirstLoads } from './bench/route-first-load';
import { seedBenchDatabase } from './bench/seed-bench-database';
import { spawnBenchServer } from './bench/spawn-bench-server';

const api = '/alpha-portal/api/v1';
const latencyTargetMs = 50;
const homeJsTargetBytes = 170 * 1024;

function integerOption(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} 必须是非负整数，收到 ${text}`);
  return value;
}

async function json<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'user-token': '' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

interface ResourcePage {
  list: { id: string }[];
  total: number;
  facets: Record<'theme' | 'region', { value: string; count: number }[]>;
}

const ms = (value: number) => value.toFixed(1).padStart(7);

function printTable(rows: readonly Measurement[], targets: ReadonlyMap<string, number>): void {
  console.log(
    `\n${'endpoint'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'requests'.padStart(9)}  target`,
  );
  for (const row of rows) {
    const target = targets.get(row.label);
    const verdict =
      target === undefined ? '' : `p95 < ${target} ms: ${row.p95 < target ? 'met' : 'MISSED'}`;
    const failures = row.failures === 0 ? '' : `  (${row.failures} failed)`;
    console.log(
      `${row.label.padEnd(44)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${row.requestsPerSecond.toFixed(0).padStart(8)} ${String(row.requests).padStart(9)}  ${verdict}${failures}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      resources: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      port: { type: 'string' },
      dist: { type: 'string' },
    },
  });
  const resources = integerOption(values.resources, 10_000, '--resources');
  const seconds = integerOption(values.seconds, 8, '--seconds');
  const connections = integerOption(values.connections, 10, '--connections');
  const port = integerOption(values.port, 8620, '--port');

  const workDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  try {
    console.log(`seeding a fresh PGlite database with ${resources} data resources …`);
    const seeded = await seedBenchDatabase(workDir, resources);
    console.log(
      `  ${seeded.counts.resources} resources, ${seeded.counts.products} products, ${seeded.counts.articles} articles in ${seeded.seconds.toFixed(1)} s`,
    );

    const distDir = values.dist ?? join(workDir, 'dist');
    const server = await spawnBenchServer({ dataDir: workDir, port, distDir });
    const { baseUrl } = server;
    try {
      const first = await json<ResourcePage>(`${baseUrl}${api}/web/data-resource/list`, {});
      const ids = (
        await json<ResourcePage>(`${baseUrl}${api}/web/data-resource/list`, { pageSize: 100 })
      ).list.map((item) => item.id);
      const theme = first.facets.theme[0]?.value;
      const region = first.facets.region.find((option) => option.value !== '江苏省')?.value;
      let next = 0;
      const requests: BenchRequest[] = [
        {
          label: 'trivial route (GET /bench/trivial)',
          method: 'GET',
          path: () => '/bench/trivial',
        },
        {
          label: 'resource list, no filter',
          method: 'POST',
          path: () => `${api}/web/data-resource/list`,
          body: {},
        },
        {
          label: `resource list, ${theme ?? ''} + ${region ?? ''}, by views`,
          method: 'POST',
          path: () => `${api}/web/data-resource/list`,
          body: { theme, region, sort: 'views' },
        },
        {
          label: 'resource list, keyword 交通',
          method: 'POST',
          path: () => `${api}/web/data-resource/list`,
          body: { keyword: '交通' },
        },
        {
          label: 'resource detail (100 ids in turn)',
          method: 'GET',
          path: () => {
            next = (next + 1) % ids.length;
            return `${api}/web/data-resource/detail?t=1&id=${ids[next] ?? ''}`;
          },
        },
        {
          label: 'search 交通 (all kinds)',
          method: 'GET',
          path: () => `${api}/web/search?t=1&keyword=${encodeURIComponent('交通')}`,
        },
        {
          label: 'search 公共数据 (all kinds)',
          method: 'GET',
          path: () => `${api}/web/search?t=1&keyword=${encodeURIComponent('公共数据')}`,
        },
      ];
      console.log(
        `\nautocannon: ${connections} connections, ${seconds} s per endpoint, on ${baseUrl} (${first.total} resources listed)`,
      );
      const rows: Measurement[] = [];
      for (const request of requests) {
        rows.push(await measure(request, { baseUrl, seconds, connections }));
        process.stdout.write('.');
      }
      const targets = new Map(
        requests
          .filter((request) => /list|search/.test(request.label))
          .map((request) => [request.label, latencyTargetMs]),
      );
      printTable(rows, targets);
    } finally {
      await server.stop();
    }

    if (values.dist === undefined) {
      console.log('\nbuilding the portal (npm run build) …');
      buildSpa(distDir);
    }
    const [home] = await routeFirstLoads(distDir, { '/home': publicRoutePages['/home'] ?? '' });
    const files = home?.js ?? [];
    const total = home?.jsGzipBytes ?? 0;
    const serverRendered = home?.serverRendered ?? false;
    // Drawn by the server, /home shows from its HTML before any script runs (the end-to-end suite
    // checks it with scripts off); its JavaScript then takes the page over.
    const shownBefore = serverRendered ? 0 : total;
    console.log(
      serverRendered
        ? '\nJavaScript that takes the server-rendered /home over (gzip level 6):'
        : '\nJavaScript /home loads before it is shown (gzip level 6):',
    );
    for (const file of [...files].sort((left, right) => right.gzipBytes - left.gzipBytes)) {
      console.log(`  ${file.file.padEnd(52)} ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB`);
    }
    console.log(`  ${'total'.padEnd(52)} ${(total / 1024).toFixed(1).padStart(7)} KB`);
    console.log(
      `JavaScript before /home is shown: ${(shownBefore / 1024).toFixed(1)} KB${serverRendered ? ' (server-rendered)' : ''} (target ≤ ${homeJsTargetBytes / 1024} KB: ${shownBefore <= homeJsTargetBytes ? 'met' : 'MISSED'})`,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
