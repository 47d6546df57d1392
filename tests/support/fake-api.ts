/**
 * The API client over a fake fetch, with every dependency of the envelope middleware replaced by a spy,
 * so a test states an answer and checks exactly what the user or the session would notice.
 */
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/client';
import { createLoadingTracker, type LoadingTracker } from '@/api/loading-tracker';
import type { EnvelopeAuthEvent } from '@machines/auth/auth.types';
import { createFakeFetch, type FakeAnswer, type FakeFetch } from './fake-fetch';

export const TEST_ORIGIN = 'http://127.0.0.1:8080';

export type FakeApi = {
  api: ApiClient;
  fake: FakeFetch;
  loading: LoadingTracker;
  notifyError: ReturnType<typeof vi.fn<(message: string) => void>>;
  send: ReturnType<typeof vi.fn<(event: EnvelopeAuthEvent) => void>>;
  navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  recordMissing: ReturnType<typeof vi.fn<() => void>>;
  token: { current: string | null };
  clock: { current: number };
};

export function createFakeApi(
  answer: (request: Request) => FakeAnswer,
  options: { currentPath?: string } = {},
): FakeApi {
  const fake = createFakeFetch(answer);
  const loading = createLoadingTracker();
  const notifyError = vi.fn<(message: string) => void>();
  const send = vi.fn<(event: EnvelopeAuthEvent) => void>();
  const navigate = vi.fn<(path: string) => void>();
  const recordMissing = vi.fn<() => void>();
  const token: { current: string | null } = { current: null };
  const clock = { current: 1_700_000_000_000 };
  const api = createApiClient({
    origin: TEST_ORIGIN,
    fetch: fake.fetch,
    getToken: () => token.current,
    send,
    notifyError,
    navigate,
    recordMissing,
    currentPath: () => options.currentPath ?? '/home',
    loading,
    now: () => clock.current,
  });
  return { api, fake, loading, notifyError, send, navigate, recordMissing, token, clock };
}
