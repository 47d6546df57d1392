import { describe, expect, it } from 'vitest';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { FALLBACK_LOGIN_UUID } from '@machines/startup/startup-uuid.types';
import { readLoginAddress } from '@/lib/login-address';

const ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=7d4c';

describe('stored login address', () => {
  it('is the cached address, even past its lifetime', () => {
    window.localStorage.setItem('UUID', serializeCachedValue(createCachedValue(ADDRESS, 0)));
    expect(readLoginAddress()).toBe(ADDRESS);
  });

  it('is missing when only the fallback uuid or nothing is stored', () => {
    expect(readLoginAddress()).toBeNull();
    window.localStorage.setItem(
      'UUID',
      serializeCachedValue(createCachedValue(FALLBACK_LOGIN_UUID, 0)),
    );
    expect(readLoginAddress()).toBeNull();
  });
});
