import { describe, expect, it } from 'vitest';
import {
  createCachedValue,
  DEFAULT_CACHE_TTL_MS,
  parseCachedValue,
  readCachedValue,
  serializeCachedValue,
} from '@machines/startup/cached-value';

describe('cached value', () => {
  it('lives 60 seconds by default (spec §9)', () => {
    expect(DEFAULT_CACHE_TTL_MS).toBe(60_000);
    expect(createCachedValue('a', 1_000)).toEqual({ value: 'a', expiresAt: 61_000 });
    expect(createCachedValue('a', 1_000, 5_000)).toEqual({ value: 'a', expiresAt: 6_000 });
  });

  it('reads back a fresh value and nothing once it has expired', () => {
    const raw = serializeCachedValue(
      createCachedValue('http://127.0.0.1:8080/dev-sso/login?uuid=1', 0),
    );
    expect(readCachedValue(raw, 59_999)).toBe('http://127.0.0.1:8080/dev-sso/login?uuid=1');
    expect(readCachedValue(raw, 60_000)).toBeNull();
  });

  it('reads missing and malformed entries as nothing', () => {
    expect(readCachedValue(null, 0)).toBeNull();
    expect(readCachedValue('not json', 0)).toBeNull();
    expect(readCachedValue('"a string"', 0)).toBeNull();
    expect(readCachedValue('null', 0)).toBeNull();
    expect(readCachedValue('{"value":1,"expiresAt":10}', 0)).toBeNull();
    expect(readCachedValue('{"value":"a"}', 0)).toBeNull();
  });

  it('parses a stale entry for callers that accept an old value', () => {
    const raw = serializeCachedValue(createCachedValue('a', 0, 10));
    expect(readCachedValue(raw, 100)).toBeNull();
    expect(parseCachedValue(raw)).toEqual({ value: 'a', expiresAt: 10 });
  });
});
