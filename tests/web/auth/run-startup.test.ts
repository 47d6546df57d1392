import { describe, expect, it } from 'vitest';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { FALLBACK_LOGIN_UUID } from '@machines/startup/startup-uuid.types';
import { runStartup } from '@/lib/auth/run-startup';
import { createFakeApi } from '../../support/fake-api';
import { envelopeResponse } from '../../support/fake-fetch';

const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?service=portal&uuid=9a1b-attempt';
const NOW = 1_750_000_000_000;

describe('startup in the browser (spec §4)', () => {
  it('fetches the login address without the loading indicator and stores it for 60 s', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', LOGIN_ADDRESS));
    const counted: number[] = [];
    harness.loading.subscribe(() => counted.push(harness.loading.pending()));
    const output = await runStartup({ api: harness.api, now: () => NOW });
    expect(output).toEqual({ uuid: '9a1b-attempt', address: LOGIN_ADDRESS, source: 'fetched' });
    expect(new URL(harness.fake.lastRequest().url).pathname).toBe(
      '/alpha-portal/api/v1/web/login/uuid',
    );
    expect(counted).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('UUID') ?? 'null')).toEqual({
      value: LOGIN_ADDRESS,
      expiresAt: NOW + 60_000,
    });
    expect(window.localStorage.getItem('UUID_ID')).toBe('9a1b-attempt');
  });

  it('removes a legacy http UUID and its companions before fetching', async () => {
    window.localStorage.setItem('UUID', 'http://127.0.0.1:8080/dev-sso/login?uuid=old');
    window.localStorage.setItem('UUID_ID', 'old');
    window.localStorage.setItem('homeLogoutUrl', 'http://127.0.0.1:8080/dev-sso/logout');
    window.localStorage.setItem('homeRegisterUrl', 'http://127.0.0.1:8080/dev-sso/register');
    const harness = createFakeApi(() => envelopeResponse(0, '', LOGIN_ADDRESS));
    await runStartup({ api: harness.api, now: () => NOW });
    expect(window.localStorage.getItem('homeLogoutUrl')).toBeNull();
    expect(window.localStorage.getItem('homeRegisterUrl')).toBeNull();
    expect(window.localStorage.getItem('UUID_ID')).toBe('9a1b-attempt');
  });

  it('does not call the server while the stored UUID is fresh', async () => {
    window.localStorage.setItem(
      'UUID',
      serializeCachedValue(createCachedValue(LOGIN_ADDRESS, NOW - 30_000)),
    );
    const harness = createFakeApi(() => envelopeResponse(0, '', 'unused'));
    const output = await runStartup({ api: harness.api, now: () => NOW });
    expect(harness.fake.requests).toHaveLength(0);
    expect(output.source).toBe('cache');
  });

  it('stores the fallback uuid when the server answers without an address', async () => {
    const harness = createFakeApi(() => envelopeResponse(5000, '统一身份认证服务不可用'));
    const output = await runStartup({ api: harness.api, now: () => NOW });
    expect(output).toEqual({ uuid: FALLBACK_LOGIN_UUID, address: null, source: 'fallback' });
    expect(window.localStorage.getItem('UUID_ID')).toBe(FALLBACK_LOGIN_UUID);
  });

  it('stores the fallback uuid when the server cannot be reached', async () => {
    const harness = createFakeApi(() => 'network-error');
    const output = await runStartup({ api: harness.api, now: () => NOW });
    expect(output.source).toBe('fallback');
    expect(JSON.parse(window.localStorage.getItem('UUID') ?? 'null')).toEqual({
      value: FALLBACK_LOGIN_UUID,
      expiresAt: NOW + 60_000,
    });
  });
});
