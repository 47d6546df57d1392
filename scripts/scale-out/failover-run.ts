/**
 * An instance dies under load. Through nginx, autocannon reads the catalogue (list, detail, search)
 * while a few legal persons keep saving their drafts, each save waiting for the one before; a few
 * seconds in, instance A is killed with SIGKILL. Afterwards:
 *
 * - reads: every read answered before the kill, and every read sent after A's death, succeeded (nginx
 *   passes requests to B: a stopped instance refuses connections, so even a POST goes on to B). Reads
 *   in flight on A when it died may fail, since nginx does not resend a POST it has already sent; they
 *   are counted and shown, not hidden. In flight means sent before A's exit was seen plus 250 ms: the
 *   requests A was handling, and those nginx had just written to one of its keep-alive connections to
 *   A before noticing that A had closed it;
 * - writes: every save answered with code 0 is in the database. A save is acknowledged (code 0),
 *   refused (another code: nothing was written) or of unknown outcome (no envelope: nginx's 502 for a
 *   save in flight on A, which may or may not have committed). Each draft's row must hold its last
 *   acknowledged save, or a later save of unknown outcome — never an older state.
 */
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { AuthState } from '@machines/auth/auth.types';
import { api, searchKeyword } from '../bench/bench-endpoints';
import { percentile } from '../bench/statistics';
import { createE2eApiClient, requireData } from '../portal/api-client';
import { freeDomain } from '../portal/domain-applications';
import type { PortalInstance } from './portal-instance';
import type { StoredDraft } from './stage-database';

/** A draft one legal person keeps saving through nginx. */
export interface DraftWriter {
  readonly session: AuthState;
  readonly id: string;
  readonly version: number;
}

/** Up to `perApplicant` new drafts of each applicant, in domains where it has nothing unfinished. */
export async function draftWriters(
  applicants: readonly AuthState[],
  baseUrl: string,
  perApplicant: number,
): Promise<DraftWriter[]> {
  const api = createE2eApiClient(baseUrl);
  const writers: DraftWriter[] = [];
  for (const session of applicants) {
    for (let index = 0; index < perApplicant; index += 1) {
      let domainId: string;
      try {
        domainId = (await freeDomain(session, baseUrl)).id;
      } catch {
        break;
      }
      const draft = requireData(
        '新建入驻申请草稿',
        await api.POST('/second/domain-application/new', {
          body: {
            domainId,
            scenario: '故障切换测试用的草稿：一边读目录一边保存，中途停掉一个实例。',
            contactName: '李明',
            contactPhone: '13951600002',
          },
          headers: { 'User-Token': session.token },
        }),
      );
      writers.push({ session, id: draft.id, version: draft.version });
    }
  }
  if (writers.length === 0) throw new Error('没有可以新建草稿的数据专区');
  return writers;
}

type SaveOutcome = 'acknowledged' | 'refused' | 'unknown';

interface SaveRecord {
  readonly scenario: string;
  readonly outcome: SaveOutcome;
  /** The version the row reached, for acknowledged saves. */
  readonly version: number | null;
}

interface TimedRead {
  /** Milliseconds relative to the moment A was killed. */
  readonly sentAt: number;
  readonly doneAt: number;
  readonly status: number;
}

export interface FailoverOutcome {
  readonly killedAfterSeconds: number;
  /** From the kill to the moment A's exit was seen. */
  readonly deathMs: number;
  readonly reads: {
    readonly total: number;
    readonly afterDeath: number;
    readonly failedBeforeKill: readonly TimedRead[];
    readonly failedInFlight: readonly TimedRead[];
    readonly failedAfterDeath: readonly TimedRead[];
    readonly socketErrors: number;
    readonly p99BeforeKill: number;
    readonly p99AfterDeath: number;
  };
  readonly writes: {
    readonly drafts: number;
    readonly acknowledged: number;
    readonly refused: number;
    readonly unknown: number;
    /** Drafts whose row does not hold their last acknowledged save (nor a later one). */
    readonly lost: readonly string[];
  };
}

export interface FailoverOptions {
  readonly nginx: string;
  readonly victim: PortalInstance;
  readonly resourceIds: readonly string[];
  readonly writers: readonly DraftWriter[];
  readonly seconds: number;
  readonly killAfterSeconds: number;
  readonly connections: number;
  /** Reads the drafts' rows once the run is over. */
  readonly storedDrafts: (ids: readonly string[]) => Promise<StoredDraft[]>;
}

/** How long after A's exit was seen nginx may still have written a request to a connection to A. */
const inFlightGraceMs = 250;

function readRequests(resourceIds: readonly string[]): autocannon.Request[] {
  let next = 0;
  const headers = { 'content-type': 'application/json', 'user-token': '' };
  return [
    { method: 'POST', path: `${api}/web/data-resource/list`, headers, body: '{}' },
    {
      method: 'GET',
      headers,
      setupRequest: (request) => {
        const id = resourceIds[next % resourceIds.length] ?? '';
        next += 1;
        return { ...request, path: `${api}/web/data-resource/detail?t=1&id=${id}` };
      },
    },
    {
      method: 'GET',
      headers,
      path: `${api}/web/search?t=1&keyword=${encodeURIComponent(searchKeyword)}`,
    },
  ];
}

async function currentVersion(nginx: string, writer: DraftWriter): Promise<number> {
  const client = createE2eApiClient(nginx);
  for (;;) {
    try {
      const detail = requireData(
        '查询草稿',
        await client.POST('/second/domain-application/detail', {
          body: { id: writer.id },
          headers: { 'User-Token': writer.session.token },
        }),
      );
      return detail.version;
    } catch {
      await delay(50);
    }
  }
}

async function keepSaving(
  nginx: string,
  writer: DraftWriter,
  running: () => boolean,
  records: SaveRecord[],
): Promise<void> {
  let version = writer.version;
  for (let count = 1; running(); count += 1) {
    const scenario = `故障切换测试：草稿 ${writer.id.slice(0, 8)} 的第 ${String(count)} 次保存。`;
    let outcome: SaveOutcome = 'unknown';
    try {
      const response = await fetch(`${nginx}${api}/second/domain-application/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'User-Token': writer.session.token },
        body: JSON.stringify({ id: writer.id, version, scenario }),
      });
      const text = await response.text();
      const envelope = JSON.parse(text) as { code: number; data: { version: number } | null };
      if (envelope.code === 0 && envelope.data !== null) {
        version = envelope.data.version;
        records.push({ scenario, outcome: 'acknowledged', version });
        continue;
      }
      outcome = 'refused';
    } catch {
      outcome = 'unknown';
    }
    records.push({ scenario, outcome, version: null });
    version = await currentVersion(nginx, writer);
  }
}

/** The drafts whose row lost an acknowledged save. */
function lostSaves(
  writers: readonly DraftWriter[],
  saves: readonly SaveRecord[][],
  rows: readonly StoredDraft[],
): string[] {
  const lost: string[] = [];
  writers.forEach((writer, index) => {
    const records = saves[index] ?? [];
    const row = rows.find((candidate) => candidate.id === writer.id);
    const lastAcknowledged = records.findLastIndex((record) => record.outcome === 'acknowledged');
    const acknowledged = records[lastAcknowledged];
    if (acknowledged === undefined) return;
    if (row === undefined) {
      lost.push(`${writer.id}：数据库中没有这份草稿`);
      return;
    }
    const laterUnknown = records
      .slice(lastAcknowledged + 1)
      .filter((record) => record.outcome === 'unknown')
      .map((record) => record.scenario);
    const holdsAcknowledged =
      row.version === acknowledged.version && row.scenario === acknowledged.scenario;
    const holdsLater =
      (row.version ?? 0) > (acknowledged.version ?? 0) && laterUnknown.includes(row.scenario);
    if (!holdsAcknowledged && !holdsLater) {
      lost.push(
        `${writer.id}：确认的第 ${String(acknowledged.version)} 版“${acknowledged.scenario}”不在数据库中（现为第 ${String(row.version)} 版“${row.scenario}”）`,
      );
    }
  });
  return lost;
}

export async function failoverRun(options: FailoverOptions): Promise<FailoverOutcome> {
  const timed: { sentAt: number; doneAt: number; status: number }[] = [];
  let killedAt = Number.POSITIVE_INFINITY;
  let diedAt = Number.POSITIVE_INFINITY;

  const reads = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.nginx,
        connections: options.connections,
        duration: options.seconds,
        requests: readRequests(options.resourceIds),
      },
      (error: unknown, result) => (error instanceof Error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      const doneAt = performance.now();
      timed.push({ sentAt: doneAt - responseTime, doneAt, status });
    });
  });

  let saving = true;
  const saves = options.writers.map((): SaveRecord[] => []);
  const writing = Promise.all(
    options.writers.map((writer, index) =>
      keepSaving(options.nginx, writer, () => saving, saves[index] ?? []),
    ),
  );

  await delay(options.killAfterSeconds * 1000);
  killedAt = performance.now();
  await options.victim.crash();
  diedAt = performance.now();

  const result = await reads;
  saving = false;
  await writing;

  const relative = timed.map((read) => ({
    sentAt: read.sentAt - killedAt,
    doneAt: read.doneAt - killedAt,
    status: read.status,
  }));
  const deathMs = diedAt - killedAt;
  const failed = relative.filter((read) => read.status < 200 || read.status >= 300);
  const beforeKill = relative.filter((read) => read.doneAt < 0);
  const afterDeath = relative.filter((read) => read.sentAt > deathMs + inFlightGraceMs);
  const p99 = (values: typeof relative) =>
    percentile(
      values.map((read) => read.doneAt - read.sentAt).sort((left, right) => left - right),
      0.99,
    );

  const rows = await options.storedDrafts(options.writers.map((writer) => writer.id));
  const all = saves.flat();
  return {
    killedAfterSeconds: options.killAfterSeconds,
    deathMs,
    reads: {
      total: relative.length,
      afterDeath: afterDeath.length,
      failedBeforeKill: failed.filter((read) => read.doneAt < 0),
      failedInFlight: failed.filter(
        (read) => read.doneAt >= 0 && read.sentAt <= deathMs + inFlightGraceMs,
      ),
      failedAfterDeath: failed.filter((read) => read.sentAt > deathMs + inFlightGraceMs),
      socketErrors: result.errors + result.timeouts,
      p99BeforeKill: p99(beforeKill),
      p99AfterDeath: p99(afterDeath),
    },
    writes: {
      drafts: options.writers.length,
      acknowledged: all.filter((record) => record.outcome === 'acknowledged').length,
      refused: all.filter((record) => record.outcome === 'refused').length,
      unknown: all.filter((record) => record.outcome === 'unknown').length,
      lost: lostSaves(options.writers, saves, rows),
    },
  };
}
