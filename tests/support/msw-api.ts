/**
 * The API client talking through the real fetch to a mock service worker server (msw), so a component
 * test states how each endpoint of the contract answers and the page goes through the whole client:
 * middleware, envelope handling, request bodies and query strings as the server would see them.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API_BASE_PATH } from '@/api/client';
import { setApi } from '@/api/api-instance';
import { createFakeApi, TEST_ORIGIN, type FakeApi } from './fake-api';

/** The full address of an API path: `apiUrl('/web/search')`. */
export function apiUrl(path: string): string {
  return `${TEST_ORIGIN}${API_BASE_PATH}${path}`;
}

/** A success envelope. */
export function ok(data: unknown) {
  return HttpResponse.json({ code: 0, msg: '操作成功', data });
}

/** A failure envelope with the given code and message. */
export function fail(code: number, msg: string, status = 200) {
  return HttpResponse.json({ code, msg, data: null }, { status });
}

export { http, HttpResponse };

/**
 * Starts an msw server for the test file with the given default handlers (a test adds its own with
 * `server.use`), fails on any request no handler answers, and installs the API client over it.
 */
export function startMswApi(...handlers: HttpHandler[]): {
  server: SetupServer;
  install: () => FakeApi;
} {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    install: () => {
      const api = createFakeApi((request) => fetch(request));
      setApi(api.api);
      return api;
    },
  };
}
