/**
 * The session as the portal sees it (spec §4, §8). Minimal for now: it knows whether an AuthState exists
 * and reacts to the envelope outcomes that end a session; the login steps will add states without
 * changing these events.
 *
 * resolving → signedIn | signedOut (from the stored AuthState)
 * anywhere: auth.sessionEnded (1000/1001) → clear, /home · auth.unauthorized (401) → clear,
 *           /user/login?preUrl=… · auth.legalPersonOnly (3166) → clear, legalPersonNotice · auth.logout
 * legalPersonNotice: auth.noticeConfirmed → open the external login page · auth.noticeDismissed → signedOut
 *
 * Every effect is a named placeholder provided by the browser with `.provide()`.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { HOME_PATH, isLoginLocation, userLoginPath } from './login-routes';
import type { AuthContext, AuthEvent, AuthInput, AuthState } from './auth.types';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /**
     * Reports AuthState written elsewhere (another tab, or storage cleared) as `auth.storageChanged`.
     * Invoked for the actor's whole life, so stopping the actor also stops listening.
     */
    watchAuthState: fromCallback<EventObject>(() => undefined),
  },
  actions: {
    /** Keeps the session in context so views can read who is signed in. */
    rememberAuthState: assign((_, params: { state: AuthState | null }) => ({
      authState: params.state,
    })),
    /** Writes the new session to storage and the cookie, so a reload and other tabs see it. */
    storeAuthState: (_, _params: { state: AuthState }) => undefined,
    /** Removes AuthState from storage and the cookie: the session is over on this browser. */
    clearAuthState: () => undefined,
    /** Moves the router; the browser implementation uses the app's router. */
    navigate: (_, _params: { to: string }) => undefined,
    /** Opens the external login address in a new tab (spec §4, confirm of the 3166 notice). */
    openLoginPage: () => undefined,
    /** Tells the user why the session ended; an empty message means the browser's default wording. */
    showError: (_, _params: { message: string }) => undefined,
  },
  guards: {
    hasAuthState: ({ context }) => context.authState !== null,
    isOnLoginPage: (_, params: { preUrl: string }) => isLoginLocation(params.preUrl),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ authState: input.authState }),
  initial: 'resolving',
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  on: {
    'auth.sessionEnded': {
      target: '.signedOut',
      actions: [
        { type: 'rememberAuthState', params: { state: null } },
        'clearAuthState',
        { type: 'showError', params: ({ event }) => ({ message: event.msg }) },
        { type: 'navigate', params: { to: HOME_PATH } },
      ],
    },
    'auth.unauthorized': [
      {
        guard: { type: 'isOnLoginPage', params: ({ event }) => ({ preUrl: event.preUrl }) },
        target: '.signedOut',
        actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
      },
      {
        target: '.signedOut',
        actions: [
          { type: 'rememberAuthState', params: { state: null } },
          'clearAuthState',
          { type: 'navigate', params: ({ event }) => ({ to: userLoginPath(event.preUrl) }) },
        ],
      },
    ],
    'auth.legalPersonOnly': {
      target: '.legalPersonNotice',
      actions: [{ type: 'rememberAuthState', params: { state: null } }, 'clearAuthState'],
    },
    'auth.logout': {
      target: '.signedOut',
      actions: [
        { type: 'rememberAuthState', params: { state: null } },
        'clearAuthState',
        { type: 'navigate', params: { to: HOME_PATH } },
      ],
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
      },
    },
    legalPersonNotice: {
      on: {
        'auth.noticeConfirmed': { target: 'signedOut', actions: 'openLoginPage' },
        'auth.noticeDismissed': { target: 'signedOut' },
      },
    },
  },
});
