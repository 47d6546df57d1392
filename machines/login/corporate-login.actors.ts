/**
 * The effects the corporate login invokes, as typed placeholders: the browser provides the SSO login
 * address (stored by startup, refetched when stale) and the ticket exchange (`web/login/second`).
 */
import { fromPromise } from 'xstate';
import { notProvided } from '../not-provided';
import type {
  ExchangeTicketInput,
  ExchangeTicketResult,
  SsoAddressOutcome,
} from './corporate-login.types';

export const corporateLoginActors = {
  /** A fresh SSO login address (a login attempt is single-use and expires). */
  obtainLoginAddress: fromPromise<SsoAddressOutcome>(() => notProvided('obtainLoginAddress')),
  /** Exchanges the ticket for a session; resolves a result, 3166 included. */
  exchangeTicket: fromPromise<ExchangeTicketResult, ExchangeTicketInput>(() =>
    notProvided('exchangeTicket'),
  ),
};
