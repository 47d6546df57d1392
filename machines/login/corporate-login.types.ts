/**
 * Types of the corporate login machine (DESIGN §3, the second login step through the government SSO).
 */
import type { LoginMessage } from './login-messages';
import type { LoginFailure, LoginSession } from './login-session';

export type CorporateLoginInput = {
  /** This portal's origin, e.g. `https://portal.example`; the SSO sends the browser back here. */
  portalOrigin: string;
  /** The full address the page was opened at; with `ticket` when the SSO just sent the browser back. */
  currentUrl: string;
  /** Where to return after login (the page's `preUrl`), or null. */
  preUrl: string | null;
};

export type CorporateLoginContext = {
  portalOrigin: string;
  preUrl: string | null;
  /** The ticket the SSO appended, or null when the page was opened to start a login. */
  ticket: string | null;
  /** The service the ticket was issued for: the current address without `ticket`. */
  callbackService: string;
  /** Why the last attempt failed: the server's message, or the machine's own by key. */
  error: LoginMessage | null;
  session: LoginSession | null;
};

export type CorporateLoginEvent =
  /** 法人用户: go to the government SSO. */
  | { type: 'login.start' }
  /** Try again after a failure or a refused natural-person identity. */
  | { type: 'login.retry' }
  /** The browser came back to this very page (Back from the SSO, restored from its cache). */
  | { type: 'login.resume' };

export type ExchangeTicketInput = { ticket: string; service: string };
export type ExchangeTicketResult = { ok: true; session: LoginSession } | LoginFailure;

/** A usable SSO login address, or null when none could be had (the uuid call failed). */
export type SsoAddressOutcome = { address: string | null };

export type CorporateLoginOutput = { session: LoginSession | null };

/**
 * Envelope code 3166: the SSO identity is not a legal person (spec §8); `EnvelopeCode.legalPersonOnly`
 * in openapi/envelope-codes.ts. A number here because machines import only xstate and their own files;
 * tests/machines/envelope-codes.test.ts checks it against the contract at compile time.
 */
export const LEGAL_PERSON_ONLY_CODE = 3166;
