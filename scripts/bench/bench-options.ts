/**
 * The options of `npm run bench`, with the defaults of the full run:
 *
 *   --only PARTS           run only these parts, comma-separated (all of them):
 *                            clicks      the click measure (Playwright, throttled)
 *                            js          the JavaScript each page fetches (Playwright, throttled)
 *                            lighthouse  Lighthouse mobile, worst of the runs
 *                            render      the server-rendered /home under load (autocannon)
 *                            api         the API endpoints under load (autocannon)
 *                            search      list and search again with --search-resources resources
 *   --resources N          data resources of the main run (10 000)
 *   --applications N       applications waiting for first review (2 000)
 *   --search-resources N   resources of the separate search run (100 000; 0 skips it)
 *   --seconds S            autocannon seconds per endpoint (5)
 *   --connections C        autocannon connections (10)
 *   --click-runs N         runs per page of the click measure (5)
 *   --lighthouse-runs N    Lighthouse runs per page, the worst is reported (5)
 *   --skip-lighthouse      no Lighthouse (the same as leaving it out of --only)
 *   --dist DIR             reuse a build of `npm run build -- --outDir DIR` instead of building anew
 *   --out DIR              where report.md and report.json go (bench-results)
 */
import { parseArgs } from 'node:util';

export const benchParts = ['clicks', 'js', 'lighthouse', 'render', 'api', 'search'] as const;

export type BenchPart = (typeof benchParts)[number];

export interface BenchOptions {
  readonly parts: ReadonlySet<BenchPart>;
  readonly resources: number;
  readonly applications: number;
  readonly searchResources: number;
  readonly seconds: number;
  readonly connections: number;
  readonly clickRuns: number;
  readonly lighthouseRuns: number;
  readonly dist: string | null;
  readonly out: string;
}

function integerOption(text: string | undefined, fallback: number, name: string, min = 0): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} 必须是不小于 ${min} 的整数，收到 ${text}`);
  }
  return value;
}

const isPart = (name: string): name is BenchPart =>
  (benchParts as readonly string[]).includes(name);

function partsOption(text: string | undefined): Set<BenchPart> {
  if (text === undefined) return new Set(benchParts);
  const parts = new Set<BenchPart>();
  for (const name of text.split(',').map((part) => part.trim())) {
    if (!isPart(name)) {
      throw new Error(`--only 只能是 ${benchParts.join('、')} 中的一项或几项，收到 ${name}`);
    }
    parts.add(name);
  }
  return parts;
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      only: { type: 'string' },
      resources: { type: 'string' },
      applications: { type: 'string' },
      'search-resources': { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'click-runs': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      dist: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const parts = partsOption(values.only);
  if (values['skip-lighthouse']) parts.delete('lighthouse');
  const searchResources = integerOption(values['search-resources'], 100_000, '--search-resources');
  if (searchResources === 0) parts.delete('search');
  return {
    parts,
    resources: integerOption(values.resources, 10_000, '--resources', 1),
    // One application goes to the check before the timed run.
    applications: integerOption(values.applications, 2_000, '--applications', 2),
    searchResources,
    seconds: integerOption(values.seconds, 5, '--seconds', 1),
    connections: integerOption(values.connections, 10, '--connections', 1),
    clickRuns: integerOption(values['click-runs'], 5, '--click-runs', 1),
    lighthouseRuns: integerOption(values['lighthouse-runs'], 5, '--lighthouse-runs', 1),
    dist: values.dist ?? null,
    out: values.out ?? 'bench-results',
  };
}
