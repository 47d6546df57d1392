/**
 * The whole portal in jsdom, wired like `bootstrap()` and src/app/start-app.tsx wire it: the real route table in a
 * memory router, the API client (its envelope middleware reporting to the auth actor) over a scripted
 * server, the auth actor with the user menu's actions, the 3166 notice and the toaster. Only what
 * leaves the page is replaced by spies: new tabs, the reload, and the call to the SSO's logout address.
 */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { SimulatedClock } from 'xstate';
import '@/i18n/i18n';
import { setApi } from '@/api/api-instance';
import { createApiClient } from '@/api/client';
import { createLoadingTracker } from '@/api/loading-tracker';
import { appRoutes } from '@/app/app-routes';
import { DeferredLegalPersonNotice } from '@/app/deferred-legal-person-notice';
import { Provider } from '@/components/ui/provider';
import { showErrorToast, Toaster } from '@/components/ui/toaster';
import { AccountMenuProvider } from '@/features/account/account-menu-provider';
import { createAuthActor } from '@/lib/auth/auth-actor';
import { AuthActorProvider } from '@/lib/auth/auth-actor-context';
import { readAuthState, writeAuthState, type AuthState } from '@/lib/auth-state';
import { createFakeFetch, envelopeResponse, type FakeAnswer } from '../../support/fake-fetch';

// Pages arrive as lazily imported chunks, transformed on first use; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });

export const TEST_ORIGIN = 'http://127.0.0.1:8080';

/**
 * jsdom has no ResizeObserver; Chakra's menus and popovers use it to keep their position while
 * open. Nothing is laid out in jsdom, so an observer that never reports is the faithful stand-in.
 */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: InertResizeObserver, writable: true });
}

/** The API path of a request without the `/alpha-portal/api/v1` prefix, e.g. `/web/login/primary`. */
export function apiPathOf(request: Request): string {
  return new URL(request.url).pathname.replace('/alpha-portal/api/v1', '');
}

/** A scripted server: the answer for each API path; anything unscripted is a 404 envelope. */
export type ScriptedServer = Partial<Record<string, (request: Request) => FakeAnswer>>;

export const corporateUser: AuthState = {
  token: 'tok-corporate-0123456789',
  userType: 'second',
  name: '李明',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
};

export const reviewer: AuthState = {
  token: 'tok-operator-0123456789',
  userType: 'primary',
  name: '陈静',
  corName: '',
  rights: ['domain:first-review'],
};

export function renderPortal(
  path: string,
  server: ScriptedServer = {},
  /** `from`: the page the user was on before `path` (one step back in the history). */
  options: { signedInAs?: AuthState; clock?: SimulatedClock; from?: string } = {},
) {
  if (options.signedInAs) writeAuthState(options.signedInAs);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const fake = createFakeFetch((request) => {
    const answer = server[apiPathOf(request)];
    return answer ? answer(request) : envelopeResponse(4040, '请求的地址不存在', null, 404);
  });
  const router = createMemoryRouter(appRoutes, {
    initialEntries: options.from === undefined ? [path] : [options.from, path],
    initialIndex: options.from === undefined ? 0 : 1,
  });
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return pathname + search + hash;
  };
  const openWindow = vi.fn<(url: string) => void>();
  const reloadPage = vi.fn<() => void>();
  const callExternalLogout = vi.fn((_address: string) => Promise.resolve());
  const api = createApiClient({
    origin: TEST_ORIGIN,
    fetch: fake.fetch,
    getToken: () => readAuthState()?.token ?? '',
    send: (event) => actor.send(event),
    notifyError: showErrorToast,
    navigate: (to) => void router.navigate(to),
    currentPath,
    loading: createLoadingTracker(),
    now: () => Date.now(),
  });
  setApi(api);
  const actor = createAuthActor({
    navigate: (to) => router.navigate(to),
    notifyError: showErrorToast,
    openWindow,
    reloadPage,
    callExternalLogout,
    getApi: () => api,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const view = render(
    <Provider>
      <AuthActorProvider actor={actor}>
        <AccountMenuProvider>
          <RouterProvider router={router} />
          <DeferredLegalPersonNotice />
          <Toaster />
        </AccountMenuProvider>
      </AuthActorProvider>
    </Provider>,
  );
  return {
    ...view,
    router,
    actor,
    fake,
    currentPath,
    openWindow,
    reloadPage,
    callExternalLogout,
    /** The API paths called so far, in order. */
    calls: () => fake.requests.map(apiPathOf),
    /** The JSON body of the last request to `path`. */
    lastBody: async (apiPath: string): Promise<unknown> => {
      const request = fake.requests.filter((candidate) => apiPathOf(candidate) === apiPath).at(-1);
      if (request === undefined) throw new Error(`${apiPath} was not called`);
      return JSON.parse(await request.clone().text());
    },
  };
}
