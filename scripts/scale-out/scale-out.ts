/**
 * `npm run test:scale-out` (through scale-out.sh, inside scripts/with-postgres.sh): two portal
 * instances that share nothing but PostgreSQL, behind nginx configured as the deploy guide says.
 *
 *   1. a fresh database gets a catalogue of 10 000 resources; instances A and B start together on it
 *      (demo mode, each with its own DATA_DIR, PUBLIC_URL the nginx address, TRUST_PROXY 127.0.0.1) and
 *      take turns seeding the rest; nginx starts in front of them;
 *   2. the guide's nginx settings answer as described (/dev/ closed, /assets/ cached and sent as the
 *      build's brotli copy, JSON gzipped);
 *   3. an application is made with its files on A, reviewed on B, and every file downloads
 *      byte-identical from A, from B and through nginx;
 *   4. autocannon through nginx on the resource list, detail and search: no failure; p50/p99 printed;
 *   5. A is killed (SIGKILL) during reads and draft saves through nginx: reads go on through B and
 *      no acknowledged save is lost.
 *
 * Prints the figures and exits non-zero when a check fails. Everything it starts listens on 127.0.0.1
 * and is stopped when it ends, however it ends.
 *
 *   bash scripts/scale-out/scale-out.sh [--resources N] [--seconds S] [--connections C]
 *                                       [--failover-seconds S] [--kill-after S]
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { api } from '../bench/bench-endpoints';
import type { Measurement } from '../bench/measure-endpoint';
import { freshCorporateSession } from '../portal/http-sessions';
import { catalogueLoad, resourceIds } from './catalogue-load';
import { crossInstanceJourney } from './cross-instance-journey';
import { draftWriters, failoverRun, type FailoverOutcome } from './failover-run';
import { startNginxFront, type NginxFront } from './nginx-front';
import { logTail, startPortalInstance, type PortalInstance } from './portal-instance';
import {
  createDatabase,
  resourceCount,
  seedCatalogue,
  startRecords,
  storedDrafts,
} from './stage-database';

const progress = (text: string) => console.error(`[scale-out] ${text}`);

const { values: flags } = parseArgs({
  options: {
    resources: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'failover-seconds': { type: 'string', default: '8' },
    'kill-after': { type: 'string', default: '3' },
  },
});
const settings = {
  resources: Number(flags.resources),
  seconds: Number(flags.seconds),
  connections: Number(flags.connections),
  failoverSeconds: Number(flags['failover-seconds']),
  killAfter: Number(flags['kill-after']),
};

interface Check {
  readonly what: string;
  readonly ok: boolean;
  readonly detail?: string;
}
const checks: Check[] = [];
function check(what: string, ok: boolean, detail?: string): void {
  checks.push({ what, ok, ...(detail === undefined ? {} : { detail }) });
  progress(`${ok ? '✓' : '✗'} ${what}${detail === undefined ? '' : `：${detail}`}`);
}

/** Everything started, stopped in reverse order whatever happens. */
const running: (() => Promise<void>)[] = [];
async function stopAll(): Promise<void> {
  for (const stop of running.splice(0).reverse()) {
    await stop().catch((error: unknown) => progress(`停止时出错：${String(error)}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    progress(`收到 ${signal}，正在停止 …`);
    void stopAll().finally(() => process.exit(130));
  });
}

const instances: PortalInstance[] = [];
/** The instances' own words, for a failed run: their logs go when the run's directory does. */
function showLogs(): void {
  for (const instance of instances) {
    progress(`instance ${instance.name} log (tail):\n${logTail(instance.logFile)}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('无法取得空闲端口')),
      );
    });
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—');

/** A built SPA reduced to what nginx treats specially: index.html and one hashed asset. */
async function probeDist(directory: string): Promise<string> {
  // Large enough to be worth compressing, with the brotli copy the build would write beside it.
  const script = `${'console.log("scale-out probe");\n'.repeat(64)}`;
  const name = `probe-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  await mkdir(join(directory, 'assets'), { recursive: true });
  await writeFile(join(directory, 'assets', name), script);
  await writeFile(join(directory, 'assets', `${name}.br`), brotliCompressSync(script));
  await writeFile(
    join(directory, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>门户</title></head><body><div id="root"></div><script type="module" src="/assets/${name}"></script></body></html>\n`,
  );
  return `/assets/${name}`;
}

async function startInstances(
  workDir: string,
  databaseUrl: string,
  publicUrl: string,
  distDir: string,
  ports: { a: number; b: number },
): Promise<[PortalInstance, PortalInstance]> {
  const start = (name: 'a' | 'b') =>
    startPortalInstance({
      name: name.toUpperCase(),
      port: ports[name],
      logFile: join(workDir, `instance-${name}.log`),
      settings: {
        DATABASE_URL: databaseUrl,
        // Each its own: the instances must share nothing but the database.
        DATA_DIR: join(workDir, `data-${name}`),
        DIST_DIR: distDir,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
  const started = await Promise.allSettled([start('a'), start('b')]);
  for (const outcome of started) {
    if (outcome.status === 'fulfilled') {
      instances.push(outcome.value);
      running.push(() => outcome.value.stop());
    }
  }
  const [a, b] = started;
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

async function checkStartRecords(databaseUrl: string): Promise<void> {
  const records = await startRecords(databaseUrl);
  const repeated = [...records.seedSteps].filter(([, times]) => times !== 1);
  check(
    '两个实例同时启动：每个初始化步骤只执行一次',
    repeated.length === 0 && records.seedSteps.size >= 7,
    `${String(records.seedSteps.size)} 个步骤${repeated.length > 0 ? `，重复：${JSON.stringify(repeated)}` : ''}`,
  );
  check(
    '每个迁移只记录一次',
    records.migrations.rows === records.migrations.distinct && records.migrations.rows > 0,
    `${String(records.migrations.rows)} 个迁移`,
  );
}

async function checkNginxSettings(
  nginx: NginxFront,
  a: PortalInstance,
  assetPath: string,
): Promise<void> {
  const outbox = await fetch(`${nginx.baseUrl}/dev/outbox`);
  const direct = await fetch(`${a.baseUrl}/dev/outbox`);
  check(
    'nginx 挡住演示路径 /dev/（实例本身仍提供）',
    outbox.status === 404 && direct.status === 200,
    `经 nginx ${String(outbox.status)}，直连 ${String(direct.status)}`,
  );
  const first = await fetch(`${nginx.baseUrl}${assetPath}`);
  await first.arrayBuffer();
  const second = await fetch(`${nginx.baseUrl}${assetPath}`);
  await second.arrayBuffer();
  const cacheLines = (await readFile(nginx.accessLog, 'utf8'))
    .split('\n')
    .filter((line) => line.includes(assetPath));
  check(
    '/assets/ 由 nginx 缓存，发送一年的 immutable',
    second.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
      (cacheLines.at(-1)?.includes('cache=HIT') ?? false),
    `${second.headers.get('cache-control') ?? '无 Cache-Control'}；${cacheLines.at(-1)?.match(/cache=\S+/)?.[0] ?? ''}`,
  );
  const brotli = await fetch(`${nginx.baseUrl}${assetPath}`, {
    headers: { 'accept-encoding': 'br' },
  });
  // fetch decodes the body itself: compared with the plain file's text.
  const brotliText = await brotli.text();
  const plain = await fetch(`${nginx.baseUrl}${assetPath}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const plainText = await plain.text();
  check(
    '/assets/ 经 nginx 按 Accept-Encoding 发送构建时写好的 Brotli 副本或原文件',
    brotli.headers.get('content-encoding') === 'br' &&
      brotliText === plainText &&
      plain.headers.get('content-encoding') === null &&
      plainText.includes('scale-out probe'),
    `${brotli.headers.get('content-encoding') ?? '未压缩'}；原文件 ${plain.headers.get('content-encoding') ?? '未压缩'}`,
  );
  const list = await fetch(`${nginx.baseUrl}${api}/web/data-resource/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': '', 'accept-encoding': 'gzip' },
    body: '{}',
  });
  await list.arrayBuffer();
  check(
    'JSON 由 nginx 以 gzip 压缩',
    list.headers.get('content-encoding') === 'gzip',
    list.headers.get('content-encoding') ?? '未压缩',
  );
}

function loadLines(results: readonly Measurement[]): string[] {
  return results.map(
    (result) =>
      `  ${result.label.padEnd(50)} p50 ${ms(result.p50).padStart(7)}  p99 ${ms(result.p99).padStart(7)}  ${result.requestsPerSecond.toFixed(0).padStart(5)} req/s  ${String(result.requests).padStart(6)} requests  ${String(result.failures)} failures`,
  );
}

/** What kind each failure of the load was, per endpoint that had any. */
function failureKinds(results: readonly Measurement[]): string[] {
  return results
    .filter((result) => result.failures > 0)
    .map(
      (result) =>
        `${result.label}：HTTP 状态不是 2xx ${String(result.non2xx)} 个，信封不是成功 ${String(result.mismatches)} 个，套接字错误或超时 ${String(result.errors)} 个`,
    );
}

/** The last lines of nginx's access log whose status is not 2xx or 3xx: what the failures were. */
function failedAnswers(accessLog: string, count = 10): string[] {
  return accessLog
    .split('\n')
    .filter((line) => /" [45]\d\d /.test(line))
    .slice(-count);
}

function failoverLines(outcome: FailoverOutcome): string[] {
  const { reads, writes } = outcome;
  const show = (read: { sentAt: number; doneAt: number; status: number }) =>
    `HTTP ${String(read.status)}（发出于停机 ${read.sentAt.toFixed(0)} ms，答于 ${read.doneAt.toFixed(0)} ms）`;
  return [
    `  实例 A 在 ${String(outcome.killedAfterSeconds)} s 时被 SIGKILL，${outcome.deathMs.toFixed(0)} ms 后退出`,
    `  读：${String(reads.total)} 个请求，其中 ${String(reads.afterDeath)} 个在 A 退出之后发出；失败：停机前 ${String(reads.failedBeforeKill.length)}，进行中 ${String(reads.failedInFlight.length)}，A 退出后 ${String(reads.failedAfterDeath.length)}；套接字错误 ${String(reads.socketErrors)}`,
    `  读的 p99：停机前 ${ms(reads.p99BeforeKill)}，A 退出后（只剩 B）${ms(reads.p99AfterDeath)}`,
    ...reads.failedInFlight.map((read) => `    进行中失败：${show(read)}`),
    ...reads.failedAfterDeath.map((read) => `    A 退出后失败：${show(read)}`),
    `  写：${String(writes.drafts)} 份草稿，确认 ${String(writes.acknowledged)} 次保存，拒绝 ${String(writes.refused)}，结果未知 ${String(writes.unknown)}；丢失的确认保存：${String(writes.lost.length)}`,
    ...writes.lost.map((line) => `    丢失：${line}`),
  ];
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error('需要 TEST_DATABASE_URL：请经 bash scripts/scale-out/scale-out.sh 运行');
  }
  const workDir = await mkdtemp(join(tmpdir(), 'portal-scale-out-'));
  running.push(() => rm(workDir, { recursive: true, force: true }));

  let phase = performance.now();
  const databaseUrl = await createDatabase(serverUrl, 'portal_scale_out');
  progress(`seeding ${String(settings.resources)} resources …`);
  await seedCatalogue(databaseUrl, settings.resources);
  progress(`  done in ${seconds(phase)} s`);

  const ports = { a: await freePort(), b: await freePort(), nginx: await freePort() };
  const nginxUrl = `http://127.0.0.1:${String(ports.nginx)}`;
  const distDir = join(workDir, 'dist');
  const assetPath = await probeDist(distDir);

  phase = performance.now();
  progress('starting instances A and B together …');
  const [a, b] = await startInstances(workDir, databaseUrl, nginxUrl, distDir, ports);
  progress(`  A ${a.baseUrl}, B ${b.baseUrl}: both up in ${seconds(phase)} s`);
  await checkStartRecords(databaseUrl);
  const resources = await resourceCount(databaseUrl);
  check('目录中有压测规模的数据资源', resources >= settings.resources, `${String(resources)} 个`);

  const nginx = await startNginxFront({
    binary: process.env.NGINX_BINARY ?? 'nginx',
    directory: join(workDir, 'nginx'),
    port: ports.nginx,
    upstreams: [`127.0.0.1:${String(ports.a)}`, `127.0.0.1:${String(ports.b)}`],
  });
  running.push(() => nginx.stop());
  progress(`nginx ${nginx.baseUrl} in front of A and B`);
  await checkNginxSettings(nginx, a, assetPath);

  phase = performance.now();
  progress('journey: apply with files on A, review on B, download from A, B and nginx …');
  const journey = await crossInstanceJourney({ a: a.baseUrl, b: b.baseUrl, nginx: nginx.baseUrl });
  check(
    '在 A 申请、在 B 审核，材料经 A、B、nginx 下载均与上传的一致',
    journey.failures.length === 0 && journey.identicalDownloads === journey.files * 4,
    `${String(journey.files)} 份材料 ${(journey.bytes / 1024).toFixed(0)} KiB，${String(journey.identicalDownloads)}/${String(journey.files * 4)} 次下载一致，申请人经 nginx 看到 ${journey.stateSeenThroughNginx}（${seconds(phase)} s）`,
  );
  for (const failure of journey.failures) progress(`    ${failure}`);

  const ids = await resourceIds(nginx.baseUrl, 500);
  progress(
    `load through nginx: ${String(settings.connections)} connections, ${String(settings.seconds)} s each …`,
  );
  const load = await catalogueLoad(nginx.baseUrl, ids, settings);
  const loadFailures = load.reduce((sum, result) => sum + result.failures, 0);
  check(
    '经 nginx 的压测没有失败的请求',
    loadFailures === 0,
    [`${String(loadFailures)} 个失败`, ...failureKinds(load)].join('；'),
  );
  if (loadFailures > 0) {
    for (const line of failedAnswers(await readFile(nginx.accessLog, 'utf8'))) {
      progress(`    ${line}`);
    }
  }

  progress(
    `failover: reads and draft saves through nginx for ${String(settings.failoverSeconds)} s, A killed at ${String(settings.killAfter)} s …`,
  );
  const applicants = [
    await freshCorporateSession('suzhou-zhisuan', b.baseUrl),
    await freshCorporateSession('jiangsu-shuyuan', b.baseUrl),
  ];
  const writers = await draftWriters(applicants, nginx.baseUrl, 2);
  const failover = await failoverRun({
    nginx: nginx.baseUrl,
    victim: a,
    resourceIds: ids,
    writers,
    seconds: settings.failoverSeconds,
    killAfterSeconds: settings.killAfter,
    connections: settings.connections,
    storedDrafts: (draftIds) => storedDrafts(databaseUrl, draftIds),
  });
  check(
    'A 停机后读请求都经 B 成功（只允许停机时正在 A 上处理的请求失败）',
    failover.reads.failedBeforeKill.length === 0 &&
      failover.reads.failedAfterDeath.length === 0 &&
      failover.reads.socketErrors === 0 &&
      failover.reads.afterDeath > 0,
    `${String(failover.reads.afterDeath)} 个请求在 A 退出后发出，进行中失败 ${String(failover.reads.failedInFlight.length)} 个`,
  );
  check(
    '确认的保存一个不丢',
    failover.writes.lost.length === 0 && failover.writes.acknowledged > 0,
    `${String(failover.writes.acknowledged)} 次确认的保存，丢失 ${String(failover.writes.lost.length)}`,
  );
  const bAlive = await fetch(`${b.baseUrl}/alpha-portal/api/v1/web/home/statistics?t=1`)
    .then((response) => response.ok)
    .catch(() => false);
  check('实例 B 仍在服务', bAlive && !a.running());

  const failed = checks.filter((entry) => !entry.ok);
  console.log(
    [
      '',
      `Scale-out: two instances (separate DATA_DIRs) on one PostgreSQL behind nginx, ${String(resources)} resources`,
      `Load through nginx (${String(settings.connections)} connections, ${String(settings.seconds)} s each):`,
      ...loadLines(load),
      'Failover:',
      ...failoverLines(failover),
      `Checks: ${String(checks.length - failed.length)}/${String(checks.length)} passed${failed.length > 0 ? ` — failed: ${failed.map((entry) => entry.what).join('; ')}` : ''}`,
      `Total: ${seconds(startedAt)} s`,
    ].join('\n'),
  );
  if (failed.length > 0) showLogs();
  return failed.length === 0 ? 0 : 1;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  progress(`失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  showLogs();
} finally {
  await stopAll();
}
process.exit(status);
