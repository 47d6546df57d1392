import { describe, expect, it } from 'vitest';
import { readLatestPath, saveLatestPath } from '@/lib/latest-path';

describe('last visited location (spec §2)', () => {
  it('saves path, query and hash', () => {
    expect(
      saveLatestPath({ pathname: '/dataResource/detail', search: '?id=12', hash: '#fields' }),
    ).toBe(true);
    expect(window.localStorage.getItem('latestPath')).toBe('/dataResource/detail?id=12#fields');
    expect(readLatestPath()).toBe('/dataResource/detail?id=12#fields');
  });

  it.each(['?ticket=ST-1', '?token=abc', '?preUrl=%2Fhome&ticket='])(
    'skips a login callback (%s)',
    (search) => {
      saveLatestPath({ pathname: '/about', search: '', hash: '' });
      expect(saveLatestPath({ pathname: '/login', search, hash: '' })).toBe(false);
      expect(readLatestPath()).toBe('/about');
    },
  );

  it('reads nothing before anything was saved', () => {
    expect(readLatestPath()).toBeNull();
  });
});
