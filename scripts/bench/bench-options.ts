/**
 * The options of `npm run bench`, with the defaults of the full run:
 *
 *   --resources N          data resources of the main run (10 000)
 *   --applications N       applications waiting for first review (2 000)
 *   --search-resources N   resources of the separate search run (100 000; 0 skips it)
 *   --seconds S            autocannon seconds per endpoint (10)
 *   --connections C        autocannon connections (10)
 *   --lighthouse-runs N    Lighthouse runs per page, the median is reported (3)
 *   --skip-lighthouse      no Lighthouse (and no Chromium needed)
 *   --dist DIR             reuse a build of `npm run build -- --outDir DIR` instead of building anew
 *   --out DIR              where report.md and report.json go (bench-results)
 */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  readonly resources: number;
  readonly applications: number;
  readonly searchResources: number;
  readonly seconds: number;
  readonly connections: number;
  readonly lighthouseRuns: number;
  readonly skipLighthouse: boolean;
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

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      resources: { type: 'string' },
      applications: { type: 'string' },
      'search-resources': { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      dist: { type: 'string' },
      out: { type: 'string' },
    },
  });
  return {
    resources: integerOption(values.resources, 10_000, '--resources', 1),
    // One application goes to the check before the timed run.
    applications: integerOption(values.applications, 2_000, '--applications', 2),
    searchResources: integerOption(values['search-resources'], 100_000, '--search-resources'),
    seconds: integerOption(values.seconds, 10, '--seconds', 1),
    connections: integerOption(values.connections, 10, '--connections', 1),
    lighthouseRuns: integerOption(values['lighthouse-runs'], 3, '--lighthouse-runs', 1),
    skipLighthouse: values['skip-lighthouse'],
    dist: values.dist ?? null,
    out: values.out ?? 'bench-results',
  };
}
