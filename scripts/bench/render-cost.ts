/**
 * What drawing one server-rendered page costs the server's CPU (issue #16 item 4), measured in
 * process, which other work on the machine disturbs far less than a rate: the portal as the bench serves it,
 * with its pages drawn on its own thread (`RENDER_THREADS=0`), asked for a page over and over with
 * a new `keyword` each time — a parameter every page reads, so each request is drawn anew, as in
 * the uncached render rate — one request after another, in rounds. The CPU time of this process per
 * page (`process.cpuUsage()`, user and system) is the figure: the rate a core can draw is 1000 / it.
 * On a busy machine the least of the rounds is the figure least disturbed by the others.
 *
 * The answers the page is drawn from are shared between renderings for a few seconds, as in
 * production, so what is measured is the drawing, the HTML put together, and the request around it.
 *
 *   npx tsx scripts/bench/render-cost.ts --dist DIR [--data-dir DIR] [--pages N] [--rounds N] [--path /home]
 *                                        [--full-pages LIST]
 *
 * `--dist` is a build (`npm run build -- --outDir DIR`); without `--data-dir` a fresh demo database
 * is made in a temporary directory and removed at the end. For a profile of the same work:
 * `node --cpu-prof --import tsx scripts/bench/render-cost.ts --dist DIR`.
 *
 * A catalogue page (`/dataResource`, `/dataProduct`) finds nothing for a random keyword, and would
 * be measured with no result cards. With `--full-pages LIST` (the page's list endpoint under the
 * API, e.g. `/web/data-resource/list`) the keywords are instead, in turn, the Chinese characters of
 * the items' texts that the list finds a full first page for (checked against the list itself):
 * each request is still a new address, drawn with its page of cards. It needs at least 200 such
 * keywords (the demo resources give 353; the 64 demo products too few), or a page would be asked
 * again while it is still kept.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { benchConfig } from './bench-server';
import { median, percentile } from './statistics';

export interface RenderCost {
  readonly path: string;
  /** Pages drawn in each round. */
  readonly pages: number;
  /**
   * CPU time of the process per page drawn, in milliseconds: the least of the rounds, the figure
   * least disturbed by whatever else the machine runs, and their median.
   */
  readonly cpuMsPerPage: number;
  readonly medianCpuMsPerPage: number;
  /** Wall time per page, one after another, in milliseconds. */
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Bytes of one drawn page. */
  readonly pageBytes: number;
  /** How many keywords were drawn in turn (`--full-pages`); null for random ones. */
  readonly keywords: number | null;
}

const randomText = () => Math.random().toString(36).slice(2, 10);

const apiPrefix = '/alpha-portal/api/v1';
/** More than the pages drawn in the five seconds a page is kept. */
const minimumKeywords = 200;

interface ListAnswer {
  readonly code: number;
  readonly data: {
    readonly list: readonly Record<string, unknown>[];
    readonly total: number;
    readonly pageSize: number;
  } | null;
}

type Inject = Awaited<ReturnType<typeof buildApp>>['inject'];

async function listPage(
  inject: Inject,
  listPath: string,
  body: object,
): Promise<NonNullable<ListAnswer['data']>> {
  const response = await inject({
    method: 'POST',
    url: `${apiPrefix}${listPath}`,
    headers: { 'content-type': 'application/json', 'user-token': '' },
    payload: JSON.stringify(body),
  });
  const answer = response.json<ListAnswer>();
  if (answer.code !== 0 || answer.data === null) throw new Error(`${listPath}: ${response.body}`);
  return answer.data;
}

/** Keywords (single Chinese characters) for which `listPath` finds at least a full first page. */
async function fullPageKeywords(inject: Inject, listPath: string): Promise<string[]> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const data = await listPage(inject, listPath, { page, pageSize: 50 });
    for (const item of data.list) {
      const text = Object.values(item)
        .filter((value) => typeof value === 'string')
        .join('');
      for (const character of new Set(text.match(/\p{Script=Han}/gu) ?? []))
        counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    if (data.list.length === 0 || page * 50 >= data.total) break;
  }
  const keywords: string[] = [];
  for (const [character, count] of counts) {
    if (count < 10) continue;
    const data = await listPage(inject, listPath, { keyword: character });
    if (data.list.length >= data.pageSize) keywords.push(character);
  }
  return keywords;
}

/** Draws `path` `pages` times on a portal serving `distDir` from `dataDir`, after a warm-up. */
export async function measureRenderCost(options: {
  distDir: string;
  dataDir: string;
  path: string;
  pages: number;
  rounds: number;
  /** The list endpoint whose full pages are drawn (see above); random keywords without it. */
  fullPagesOf?: string;
}): Promise<RenderCost> {
  const config = benchConfig({ dataDir: options.dataDir, port: 0, distDir: options.distDir });
  // Drawn on this thread, so its CPU time is the drawing's.
  const server = await buildApp({ config: { ...config, renderThreads: 0 }, logger: false });
  const separator = options.path.includes('?') ? '&' : '?';
  const keywords =
    options.fullPagesOf === undefined
      ? null
      : await fullPageKeywords(server.inject.bind(server), options.fullPagesOf);
  // A page is kept for five seconds by its address: fewer keywords than that many drawings would
  // come back while their page is still kept, and a kept page costs nothing to send.
  if (keywords !== null && keywords.length < minimumKeywords)
    throw new Error(
      `${options.fullPagesOf} 能查满一页的关键词只有 ${keywords.length} 个（至少要 ${minimumKeywords} 个，` +
        '否则同一地址会在页面保留期内再次请求）',
    );
  let drawn = 0;
  const nextKeyword = () => {
    drawn += 1;
    return keywords === null
      ? randomText()
      : encodeURIComponent(keywords[drawn % keywords.length]!);
  };
  const draw = async () => {
    const response = await server.inject({
      method: 'GET',
      url: `${options.path}${separator}keyword=${nextKeyword()}`,
      headers: { accept: 'text/html' },
    });
    if (response.statusCode !== 200 || !response.body.includes('id="portal-prefetched"'))
      throw new Error(`${options.path}: HTTP ${response.statusCode}, no drawn page`);
    return response.body;
  };
  try {
    // The first pages load the renderer's code paths and warm the JIT: a cost of starting.
    let page = '';
    for (let index = 0; index < 40; index += 1) page = await draw();
    const times: number[] = [];
    const rounds: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const before = process.cpuUsage();
      for (let index = 0; index < options.pages; index += 1) {
        const started = performance.now();
        await draw();
        times.push(performance.now() - started);
      }
      const used = process.cpuUsage(before);
      rounds.push((used.user + used.system) / 1000 / options.pages);
    }
    times.sort((left, right) => left - right);
    return {
      path: options.path,
      pages: options.pages,
      cpuMsPerPage: Math.min(...rounds),
      medianCpuMsPerPage: median(rounds),
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      pageBytes: Buffer.byteLength(page),
      keywords: keywords?.length ?? null,
    };
  } finally {
    await server.close();
  }
}

if (
  process.argv[1] !== undefined &&
  import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      'data-dir': { type: 'string' },
      pages: { type: 'string', default: '100' },
      rounds: { type: 'string', default: '5' },
      path: { type: 'string', default: '/home' },
      'full-pages': { type: 'string' },
    },
  });
  if (values.dist === undefined)
    throw new Error('需要 --dist：npm run build -- --outDir <目录> 的输出');
  const dataDir = values['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'render-cost-')));
  try {
    const cost = await measureRenderCost({
      distDir: values.dist,
      dataDir,
      path: values.path,
      pages: Number(values.pages),
      rounds: Number(values.rounds),
      ...(values['full-pages'] === undefined ? {} : { fullPagesOf: values['full-pages'] }),
    });
    console.log(
      `${cost.path}: ${cost.cpuMsPerPage.toFixed(1)} ms CPU per page at best, ` +
        `${cost.medianCpuMsPerPage.toFixed(1)} median of ${values.rounds} rounds ` +
        `(≈ ${(1000 / cost.cpuMsPerPage).toFixed(0)} pages/s a core), ` +
        `p50 ${cost.p50Ms.toFixed(1)} ms, p99 ${cost.p99Ms.toFixed(1)} ms, ` +
        `pages of ${(cost.pageBytes / 1024).toFixed(0)} KiB` +
        (cost.keywords === null ? '' : `, ${cost.keywords} keywords in turn`),
    );
  } finally {
    if (values['data-dir'] === undefined) await rm(dataDir, { recursive: true, force: true });
  }
}
