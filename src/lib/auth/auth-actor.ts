/**
 * The browser's auth actor: `authMachine` with its effects wired to storage, the router, toasts, the API
 * client and `window`. It also follows AuthState written by other tabs (the `watchAuthState` actor), so
 * every tab agrees on who is signed in.
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  type ActorRefFrom,
  type ActorOptions,
  type EventObject,
} from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { getApi } from '@/api/api-instance';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { whenPageShown } from '@/components/layout/login-entry';
import { paths } from '@/config/routes';
import { readRuntimeConfig } from '@/config/runtime-config';
import { clearAuthState, readAuthState, subscribeAuthState, writeAuthState } from '../auth-state';
import { readLoginAddress } from '../login-address';
import { authMessages } from './auth-messages';
import { browserExternalAddressMachine } from './external-address';
import { obtainLoginAddress } from './obtain-login-address';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export type AuthActorDeps = {
  /** Moves the router. */
  navigate: (to: string) => void | Promise<void>;
  /**
   * Resolves once the page at `to` is on screen; defaults to the public header's report. AuthState is
   * cleared only then, so the workspace's login check never redirects in between.
   */
  whenShown?: (to: string) => Promise<void>;
  notifyError: (message: string) => void;
  /** Opens a page in a new tab; defaults to `window.open(url, '_blank', 'noopener')`. */
  openWindow?: (url: string) => void;
  storage?: Storage;
  /** The API client; defaults to the one `bootstrap()` publishes, looked up when first needed. */
  getApi?: () => ApiClient;
  /** Defaults to `window.location.reload()`. */
  reloadPage?: () => void;
  /** GETs the SSO logout address; defaults to a `no-cors` fetch that outlives the reload. */
  callExternalLogout?: (address: string) => Promise<void>;
  now?: () => number;
  /**
   * The SSO logout address for when `web/login/out` cannot be had; defaults to the one the server
   * configured in the page (SSO_LOGOUT_FALLBACK_URL).
   */
  fallbackLogoutAddress?: string;
  /** The clock of the machine's delays (the 500 ms reload); tests pass a simulated one. */
  clock?: ActorOptions<typeof authMachine>['clock'];
};

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The SSO is another site: its answer cannot be read (`no-cors`) and does not matter. `keepalive` lets
 * the request finish although the page reloads right after; an unreachable SSO changes nothing here.
 */
async function callExternalLogoutByFetch(address: string): Promise<void> {
  try {
    await fetch(address, {
      mode: 'no-cors',
      credentials: 'include',
      cache: 'no-store',
      keepalive: true,
    });
  } catch {
    // The SSO could not be reached: the portal's own session is over all the same.
  }
}

async function navigateAndWait(deps: AuthActorDeps, to: string): Promise<void> {
  const shown = (deps.whenShown ?? whenPageShown)(to);
  await deps.navigate(to);
  await shown;
}

export function createAuthActor(deps: AuthActorDeps): AuthActorRef {
  const storage = deps.storage ?? window.localStorage;
  const openWindow = deps.openWindow ?? openInNewTab;
  const apiOf = deps.getApi ?? getApi;
  const now = deps.now ?? (() => Date.now());
  const addressDeps = { getApi: apiOf, storage, now };

  const machine = authMachine.provide({
    actors: {
      watchAuthState: fromCallback<EventObject>(({ sendBack }) =>
        subscribeAuthState(() =>
          sendBack({ type: 'auth.storageChanged', state: readAuthState(storage) }),
        ),
      ),
      navigateAway: fromPromise(({ input }) => navigateAndWait(deps, input.to)),
      endServerSession: fromPromise(async () => {
        // The token still in storage goes in User-Token; the answer changes nothing either way.
        await toResult(
          apiOf().POST('/web/login/logout', {
            body: {},
            ...withOptions({ loading: false, silent: true }),
          }),
        );
      }),
      resolveExternalAddress: browserExternalAddressMachine(addressDeps),
      obtainLoginAddress: fromPromise(() => obtainLoginAddress({ ...addressDeps, fresh: true })),
      callExternalLogout: fromPromise(({ input }) =>
        (deps.callExternalLogout ?? callExternalLogoutByFetch)(input.address),
      ),
    },
    actions: {
      storeAuthState: (_, params) => writeAuthState(params.state, storage),
      clearAuthState: () => clearAuthState(storage),
      // Without an SSO address (the uuid call failed), the portal's own login page is the way in.
      openLoginPage: (_, params) =>
        openWindow(params.address ?? readLoginAddress(storage) ?? paths.login),
      showError: (_, params) => deps.notifyError(params.message || authMessages.sessionEnded),
      reloadPage: () => (deps.reloadPage ? deps.reloadPage() : window.location.reload()),
    },
  });
  return createActor(machine, {
    input: {
      authState: readAuthState(storage),
      now,
      fallbackLogoutAddress: deps.fallbackLogoutAddress ?? readRuntimeConfig().ssoLogoutFallbackUrl,
    },
    ...(deps.clock ? { clock: deps.clock } : {}),
  }).start();
}
