/**
 * Types of the auth machine: the stored AuthState (spec §3) and the events that drive the session.
 */

/** The signed-in user as kept in storage and a cookie under `AuthState` (spec §3, DESIGN §3). */
export type AuthState = {
  token: string;
  userType: string;
  name: string;
  corName: string;
  rights: string[];
};

/** `userType` of a platform operator (account, password and SMS code: the primary login step). */
export const OPERATOR_USER_TYPE = 'primary';

/** `userType` of a corporate (legal-person) user, signed in through the government SSO (second step). */
export const CORPORATE_USER_TYPE = 'second';

/**
 * Envelope codes that end the session locally (spec §8): 1000 expired, 1001 revoked; named
 * `EnvelopeCode.sessionExpired` and `EnvelopeCode.sessionRevoked` in openapi/envelope-codes.ts. Numbers
 * here because machines import only xstate and their own files; tests/machines/envelope-codes.test.ts
 * checks them against the contract at compile time.
 */
export type SessionEndCode = 1000 | 1001;

export type AuthInput = {
  /** The AuthState found in storage at start, or null when signed out. */
  authState: AuthState | null;
  /** Current time in milliseconds, for cached addresses; injected so tests run on a simulated clock. */
  now?: () => number;
  /**
   * The SSO logout address to call when `web/login/out` cannot be had (spec §8: "a built-in external
   * address is used"): an absolute address from the deployment's configuration.
   */
  fallbackLogoutAddress: string;
};

export type AuthContext = {
  authState: AuthState | null;
  now: () => number;
  fallbackLogoutAddress: string;
  /** The SSO login address to open in a new tab (3166 notice, forced logout); null: use the stored one. */
  loginAddress: string | null;
  /** The SSO logout address of the current forced logout. */
  logoutAddress: string | null;
  /** Where the current local logout goes (/home, or /user/login after a 401). */
  leaveTo: string;
};

export type AuthEvent =
  /** A login step produced a session. */
  | { type: 'auth.signedIn'; state: AuthState }
  /** Another tab (or this one) changed the stored AuthState; the actor follows it without side effects. */
  | { type: 'auth.storageChanged'; state: AuthState | null }
  /** Envelope code 1000/1001: local logout; `msg` is the server's explanation, possibly empty. */
  | { type: 'auth.sessionEnded'; code: SessionEndCode; msg: string }
  /** HTTP 401: sign in again, then come back to `preUrl` (path + query + hash). */
  | { type: 'auth.unauthorized'; preUrl: string }
  /** Envelope code 3166: only legal persons may sign in. */
  | { type: 'auth.legalPersonOnly' }
  /** The 仅支持法人登录 notice was confirmed: open the external login address. */
  | { type: 'auth.noticeConfirmed' }
  /** The notice was closed without confirming. */
  | { type: 'auth.noticeDismissed' }
  /** The user logs out (退出登录 in the user menu). */
  | { type: 'auth.logout' };

/** The events the envelope middleware raises from responses (spec §8). */
export type EnvelopeAuthEvent = Extract<
  AuthEvent,
  { type: 'auth.sessionEnded' | 'auth.unauthorized' | 'auth.legalPersonOnly' }
>;

/** What `obtainLoginAddress` resolves: a usable SSO login address, or null when none could be had. */
export type LoginAddressOutcome = { address: string | null };
