import { within } from '@testing-library/react';
/**
 * A mock API for the catalogue pages over msw: the real API client sends real requests, msw answers
 * them, and a test reads what was asked (request bodies, query strings) and what the page shows.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setApi } from '@/api/api-instance';
import { API_BASE_PATH, createApiClient } from '@/api/client';
import { createLoadingTracker } from '@/api/loading-tracker';
import type { EnvelopeAuthEvent } from '@machines/auth/auth.types';
import { TEST_ORIGIN } from '../../support/fake-api';

export const server = setupServer();

export function apiUrl(path: string): string {
  return `${TEST_ORIGIN}${API_BASE_PATH}${path}`;
}

export function envelope(code: number, msg: string, data: unknown = null) {
  return HttpResponse.json({ code, msg, data });
}

/** Starts msw for the file and puts a client in place whose fetch goes through it. */
export function startCatalogServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Puts the real API client in place, its fetch the global one msw patches; the middleware's effects
 * (toasts, navigation, session events) are spies a test can read.
 */
export function installClient() {
  const deps = {
    notifyError: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(path: string) => void>(),
    send: vi.fn<(event: EnvelopeAuthEvent) => void>(),
  };
  setApi(
    createApiClient({
      origin: TEST_ORIGIN,
      fetch: (request) => fetch(request),
      getToken: () => null,
      currentPath: () => '/dataResource',
      loading: createLoadingTracker(),
      now: () => 1_700_000_000_000,
      ...deps,
    }),
  );
  return deps;
}

export function onPost(path: string, resolver: HttpResponseResolver) {
  server.use(http.post(apiUrl(path), resolver));
}

export function onGet(path: string, resolver: HttpResponseResolver) {
  server.use(http.get(apiUrl(path), resolver));
}

/** The label → value pairs of a metadata grid (dt/dd), read the way assistive technology reads them. */
export function metadataOf(region: HTMLElement): Record<string, string | null | undefined> {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}
