// @vitest-environment node
/**
 * The browser client against the real reference server (in-process through `app.inject`): the
 * middleware's `t`, `User-Token` and envelope handling meet the server's contract validation.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EnvelopeAuthEvent } from '@machines/auth/auth.types';
import { createApiClient, type ApiClient } from '@/api/client';
import { createLoadingTracker } from '@/api/loading-tracker';
import { toResult } from '@/api/request';
import { runStartup } from '@/lib/auth/run-startup';
import { createInProcessFetch } from '../../../server/http/in-process-fetch';
import { createFakeStorage } from '../../support/fake-storage';
import { buildTestApp } from '../../support/server-app';

const ORIGIN = 'http://127.0.0.1:8080';

describe('client with the reference server', () => {
  let app: FastifyInstance;
  let api: ApiClient;
  const notifyError = vi.fn<(message: string) => void>();
  const send = vi.fn<(event: EnvelopeAuthEvent) => void>();
  const seen: Request[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const inject = createInProcessFetch(app);
    api = createApiClient({
      origin: ORIGIN,
      fetch: (request) => {
        seen.push(request.clone());
        return inject(request);
      },
      getToken: () => '',
      send,
      notifyError,
      navigate: vi.fn(),
      currentPath: () => '/workspace/home',
      loading: createLoadingTracker(),
      now: () => 1_763_776_800_000,
    });
    // Starting the embedded database takes seconds, more on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('runs startup: a login address with a uuid, stored with UUID_ID', async () => {
    const storage = createFakeStorage({ UUID: 'http://127.0.0.1:8080/dev-sso/login?uuid=legacy' });
    const output = await runStartup({ api, storage, now: () => 1_000 });
    expect(output.source).toBe('fetched');
    const address = new URL(output.address ?? '');
    expect(`${address.origin}${address.pathname}`).toBe(`${ORIGIN}/dev-sso/login`);
    expect(storage.getItem('UUID_ID')).toBe(address.searchParams.get('uuid'));
    expect(new URL(seen.at(-1)?.url ?? '').searchParams.get('t')).toBe('1763776800000');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reads the content wall as a result', async () => {
    const result = await toResult(api.GET('/content-config/wall/'));
    expect(result.ok).toBe(true);
    expect(result.ok && Array.isArray(result.data)).toBe(true);
  });

  it('a protected call without a session gets the 401 handling', async () => {
    notifyError.mockClear();
    const result = await toResult(api.POST('/second/user/detail', { body: {} }));
    expect(result).toMatchObject({ ok: false, code: 4010, status: 401 });
    expect(seen.at(-1)?.headers.get('User-Token')).toBe('');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('鉴权失败，请重新登录');
    expect(send).toHaveBeenCalledExactlyOnceWith({
      type: 'auth.unauthorized',
      preUrl: '/workspace/home',
    });
  });
});
