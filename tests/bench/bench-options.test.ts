import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../scripts/bench/bench-options';

describe('bench options', () => {
  it('defaults to the full run of the report', () => {
    expect(parseBenchOptions([])).toEqual({
      resources: 10_000,
      applications: 2_000,
      searchResources: 100_000,
      seconds: 10,
      connections: 10,
      lighthouseRuns: 3,
      skipLighthouse: false,
      dist: null,
      out: 'bench-results',
    });
  });

  it('takes the quick-run options', () => {
    expect(
      parseBenchOptions([
        '--resources',
        '500',
        '--search-resources',
        '0',
        '--seconds',
        '2',
        '--connections',
        '4',
        '--skip-lighthouse',
      ]),
    ).toMatchObject({
      resources: 500,
      searchResources: 0,
      seconds: 2,
      connections: 4,
      skipLighthouse: true,
    });
  });

  it('refuses counts that are not whole numbers or too small', () => {
    expect(() => parseBenchOptions(['--seconds', '1.5'])).toThrow(/--seconds/);
    expect(() => parseBenchOptions(['--seconds', '0'])).toThrow(/--seconds/);
    expect(() => parseBenchOptions(['--applications', '1'])).toThrow(/--applications/);
  });
});
