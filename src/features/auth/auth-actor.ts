/**
 * The browser's auth actor: `authMachine` with its effects wired to storage, the router, toasts and
 * `window.open`. It also follows AuthState written by other tabs (the `watchAuthState` actor), so every tab
 * agrees on who is signed in.
 */
import { createActor, fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import {
  clearAuthState,
  readAuthState,
  subscribeAuthState,
  writeAuthState,
} from '@/lib/auth-state';
import { readLoginAddress } from '@/lib/login-address';
import { paths } from '@/config/routes';
import { authMessages } from './auth-messages';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export type AuthActorDeps = {
  navigate: (to: string) => void;
  notifyError: (message: string) => void;
  /** Opens a page in a new tab; defaults to `window.open(url, '_blank', 'noopener')`. */
  openWindow?: (url: string) => void;
  storage?: Storage;
};

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function createAuthActor(deps: AuthActorDeps): AuthActorRef {
  const storage = deps.storage ?? window.localStorage;
  const openWindow = deps.openWindow ?? openInNewTab;
  const machine = authMachine.provide({
    actors: {
      watchAuthState: fromCallback<EventObject>(({ sendBack }) =>
        subscribeAuthState(() =>
          sendBack({ type: 'auth.storageChanged', state: readAuthState(storage) }),
        ),
      ),
    },
    actions: {
      storeAuthState: (_, params) => writeAuthState(params.state, storage),
      clearAuthState: () => clearAuthState(storage),
      navigate: (_, params) => deps.navigate(params.to),
      // Without a stored SSO address (the uuid call failed), the portal's own login page is the way in.
      openLoginPage: () => openWindow(readLoginAddress(storage) ?? paths.login),
      showError: (_, params) => deps.notifyError(params.message || authMessages.sessionEnded),
    },
  });
  return createActor(machine, { input: { authState: readAuthState(storage) } }).start();
}
