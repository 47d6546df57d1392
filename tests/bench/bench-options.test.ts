import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../scripts/bench/bench-options';

describe('bench options', () => {
  it('defaults to the full run of the report', () => {
    expect(parseBenchOptions([])).toEqual({
      parts: new Set(['clicks', 'js', 'lighthouse', 'render', 'api', 'search']),
      resources: 10_000,
      applications: 2_000,
      searchResources: 100_000,
      seconds: 5,
      connections: 10,
      clickRuns: 5,
      lighthouseRuns: 5,
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
      parts: new Set(['clicks', 'js', 'render', 'api']),
      resources: 500,
      searchResources: 0,
      seconds: 2,
      connections: 4,
    });
  });

  it('runs only the parts named', () => {
    expect(parseBenchOptions(['--only', 'clicks']).parts).toEqual(new Set(['clicks']));
    expect(parseBenchOptions(['--only', 'js, lighthouse', '--click-runs', '2'])).toMatchObject({
      parts: new Set(['js', 'lighthouse']),
      clickRuns: 2,
    });
    expect(() => parseBenchOptions(['--only', 'clicks,speed'])).toThrow(/--only.*speed/);
  });

  it('refuses counts that are not whole numbers or too small', () => {
    expect(() => parseBenchOptions(['--seconds', '1.5'])).toThrow(/--seconds/);
    expect(() => parseBenchOptions(['--seconds', '0'])).toThrow(/--seconds/);
    expect(() => parseBenchOptions(['--applications', '1'])).toThrow(/--applications/);
    expect(() => parseBenchOptions(['--click-runs', '0'])).toThrow(/--click-runs/);
  });
});
