/**
 * The session as the portal sees it (spec §4, §8, DESIGN §3): who is signed in, and every way a session
 * ends.
 *
 * resolving → signedIn | signedOut (from the AuthState stored at start)
 * signedOut —auth.signedIn→ signedIn (stored) · signedIn —auth.logout→ loggingOut
 * loggingOut: `web/login/logout` (failure or silence is not fatal) → operators: leaving for /home;
 *   corporate users: forcedLogout — SSO logout address (cached homeLogoutUrl, `web/login/out` or the
 *   configured fallback, `fallbackLogoutAddress`) and a fresh SSO login address → /home, AuthState
 *   cleared, the logout address called, the login address opened in a new tab → reload after
 *   `reloadDelay` (500 ms, spec §9)
 * anywhere: auth.sessionEnded (1000/1001) → explain, leaving for /home · auth.unauthorized (401) →
 *   leaving for /user/login?preUrl=… · auth.legalPersonOnly (3166) → cleared, legalPersonNotice
 * leaving: the router moves first and AuthState is cleared once the new page shows, so the workspace's
 *   own login check cannot redirect elsewhere in between
 * legalPersonNotice: a fresh login address is fetched meanwhile · confirm → open it in a new tab
 *
 * Every effect is a named placeholder provided by the browser with `.provide()`.
 */
import { assign, setup } from 'xstate';
import { authActors } from './auth.actors';
import {
  CORPORATE_USER_TYPE,
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  type AuthState,
} from './auth.types';
import { HOME_PATH, isLoginLocation, userLoginPath } from './login-routes';

/** Events that would start another way out while one is already under way; they are dropped. */
const whileLeaving = {
  'auth.sessionEnded': {},
  'auth.unauthorized': {},
  'auth.legalPersonOnly': {},
  'auth.logout': {},
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: authActors,
  actions: {
    /** Keeps the session in context so views can read who is signed in. */
    rememberAuthState: assign((_, params: { state: AuthState | null }) => ({
      authState: params.state,
    })),
    /** Remembers where the local logout under way goes. */
    rememberLeaveTo: assign((_, params: { to: string }) => ({ leaveTo: params.to })),
    /** Keeps the SSO login address the next new tab opens. */
    rememberLoginAddress: assign((_, params: { address: string | null }) => ({
      loginAddress: params.address,
    })),
    /** Keeps the SSO logout address the forced logout calls. */
    rememberLogoutAddress: assign((_, params: { address: string }) => ({
      logoutAddress: params.address,
    })),
    /** Writes the new session to storage and the cookie, so a reload and other tabs see it. */
    storeAuthState: (_, _params: { state: AuthState }) => undefined,
    /** Removes AuthState from storage and the cookie: the session is over on this browser. */
    clearAuthState: () => undefined,
    /** Opens the SSO login address in a new tab; null means the stored one (or the portal's /login). */
    openLoginPage: (_, _params: { address: string | null }) => undefined,
    /** Tells the user why the session ended; an empty message means the browser's default wording. */
    showError: (_, _params: { message: string }) => undefined,
    /** Reloads the page: the forced logout ends with a clean start (spec §4). */
    reloadPage: () => undefined,
  },
  guards: {
    hasAuthState: ({ context }) => context.authState !== null,
    isOnLoginPage: (_, params: { preUrl: string }) => isLoginLocation(params.preUrl),
    /** Corporate users signed in through the SSO, which must forget them too. */
    isCorporateUser: ({ context }) => context.authState?.userType === CORPORATE_USER_TYPE,
  },
  delays: {
    /** Spec §9: the forced logout reloads 500 ms after opening the login page. */
    reloadDelay: 500,
    /** A server that does not answer the logout call within 5 s does not keep anyone signed in. */
    serverLogoutTimeout: 5_000,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    authState: input.authState,
    now: input.now ?? (() => Date.now()),
    fallbackLogoutAddress: input.fallbackLogoutAddress,
    loginAddress: null,
    logoutAddress: null,
    leaveTo: HOME_PATH,
  }),
  initial: 'resolving',
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  on: {
    'auth.sessionEnded': {
      target: '.leaving',
      actions: [
        { type: 'showError', params: ({ event }) => ({ message: event.msg }) },
        { type: 'rememberLeaveTo', params: { to: HOME_PATH } },
      ],
    },
    'auth.unauthorized': [
      {
        guard: { type: 'isOnLoginPage', params: ({ event }) => ({ preUrl: event.preUrl }) },
        target: '.signedOut',
        actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
      },
      {
        target: '.leaving',
        actions: {
          type: 'rememberLeaveTo',
          params: ({ event }) => ({ to: userLoginPath(event.preUrl) }),
        },
      },
    ],
    'auth.legalPersonOnly': {
      target: '.legalPersonNotice',
      actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
    },
  },
  states: {
    resolving: {
      always: [{ guard: 'hasAuthState', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'rememberAuthState', params: ({ event }) => ({ state: event.state }) },
            { type: 'storeAuthState', params: ({ event }) => ({ state: event.state }) },
          ],
        },
        'auth.storageChanged': {
          target: 'resolving',
          actions: { type: 'rememberAuthState', params: ({ event }) => ({ state: event.state }) },
        },
        // Nobody is signed in here (a login form got 1001 for a disabled account, say): the call that
        // got it shows the message itself, and the visitor stays where they are.
        'auth.sessionEnded': { actions: 'clearAuthState' },
        'auth.logout': {
          target: 'leaving',
          actions: { type: 'rememberLeaveTo', params: { to: HOME_PATH } },
        },
      },
    },
    signedIn: {
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'rememberAuthState', params: ({ event }) => ({ state: event.state }) },
            { type: 'storeAuthState', params: ({ event }) => ({ state: event.state }) },
          ],
        },
        'auth.storageChanged': {
          target: 'resolving',
          actions: { type: 'rememberAuthState', params: ({ event }) => ({ state: event.state }) },
        },
        'auth.logout': { target: 'loggingOut' },
      },
    },
    leaving: {
      on: whileLeaving,
      invoke: {
        id: 'navigateAway',
        src: 'navigateAway',
        input: ({ context }) => ({ to: context.leaveTo }),
        onDone: {
          target: 'signedOut',
          actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
        },
        // The page could not move (a chunk failed to load): the session ends all the same.
        onError: {
          target: 'signedOut',
          actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
        },
      },
    },
    legalPersonNotice: {
      entry: { type: 'rememberLoginAddress', params: { address: null } },
      // The attempt behind the stored address was just used up; confirming must open a fresh one.
      invoke: {
        id: 'obtainLoginAddress',
        src: 'obtainLoginAddress',
        onDone: {
          actions: {
            type: 'rememberLoginAddress',
            params: ({ event }) => ({ address: event.output.address }),
          },
        },
        onError: {},
      },
      on: {
        'auth.noticeConfirmed': {
          target: 'signedOut',
          actions: {
            type: 'openLoginPage',
            params: ({ context }) => ({ address: context.loginAddress }),
          },
        },
        'auth.noticeDismissed': { target: 'signedOut' },
      },
    },
    loggingOut: {
      on: whileLeaving,
      initial: 'endingServerSession',
      states: {
        endingServerSession: {
          invoke: {
            id: 'endServerSession',
            src: 'endServerSession',
            onDone: { target: 'deciding' },
            onError: { target: 'deciding' },
          },
          after: { serverLogoutTimeout: { target: 'deciding' } },
        },
        deciding: {
          always: [
            { guard: 'isCorporateUser', target: '#auth.forcedLogout' },
            {
              target: '#auth.leaving',
              actions: { type: 'rememberLeaveTo', params: { to: HOME_PATH } },
            },
          ],
        },
      },
    },
    forcedLogout: {
      on: whileLeaving,
      initial: 'resolvingLogoutAddress',
      states: {
        resolvingLogoutAddress: {
          invoke: {
            id: 'resolveLogoutAddress',
            src: 'resolveExternalAddress',
            input: ({ context }) => ({
              kind: 'logout' as const,
              fallbackAddress: context.fallbackLogoutAddress,
              now: context.now,
            }),
            onDone: {
              target: 'resolvingLoginAddress',
              actions: {
                type: 'rememberLogoutAddress',
                params: ({ event }) => ({ address: event.output.address }),
              },
            },
            onError: {
              target: 'resolvingLoginAddress',
              actions: {
                type: 'rememberLogoutAddress',
                params: ({ context }) => ({ address: context.fallbackLogoutAddress }),
              },
            },
          },
        },
        resolvingLoginAddress: {
          invoke: {
            id: 'obtainLoginAddress',
            src: 'obtainLoginAddress',
            onDone: {
              target: 'returningHome',
              actions: {
                type: 'rememberLoginAddress',
                params: ({ event }) => ({ address: event.output.address }),
              },
            },
            onError: {
              target: 'returningHome',
              actions: { type: 'rememberLoginAddress', params: { address: null } },
            },
          },
        },
        returningHome: {
          invoke: {
            id: 'navigateAway',
            src: 'navigateAway',
            input: { to: HOME_PATH },
            onDone: { target: 'signingOutOfSso' },
            onError: { target: 'signingOutOfSso' },
          },
        },
        signingOutOfSso: {
          entry: [
            { type: 'rememberAuthState', params: { state: null } },
            'clearAuthState',
            { type: 'openLoginPage', params: ({ context }) => ({ address: context.loginAddress }) },
          ],
          invoke: {
            id: 'callExternalLogout',
            src: 'callExternalLogout',
            input: ({ context }) => ({
              address: context.logoutAddress ?? context.fallbackLogoutAddress,
            }),
            onError: {},
          },
          after: { reloadDelay: { target: '#auth.signedOut', actions: 'reloadPage' } },
        },
      },
    },
  },
});
