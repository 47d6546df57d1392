/**
 * Corporate login (DESIGN §3, the second login step): the government SSO signs the legal person in and
 * sends the browser back with a ticket, which the portal's server exchanges for a session.
 *
 * deciding → (no ticket) idle —法人用户→ preparingSsoAddress → redirectingToSso (the browser leaves for
 *   the SSO login address, its `service` set to this portal's /login with `preUrl`; Back from the
 *   SSO restores the page as it was left, and `login.resume` makes it usable again)
 * deciding → (`?ticket=` on return) exchangingTicket (service = the current address without `ticket`)
 *   → signedIn (final, output the session) | legalPersonOnly (3166: the notice is shown by the auth
 *   actor) | failed (the server's message; 重新登录 starts over)
 *
 * Effects are placeholders (corporate-login.actors.ts) and named actions provided by the page:
 * `redirectToSso` leaves the page, `establishSession` hands the session to the auth actor, and
 * `forgetLoginAddress` drops the stored login address once its single-use attempt went to the SSO.
 */
import { assign, setup } from 'xstate';
import { loginMessages, serverMessage, type LoginMessage } from './login-messages';
import type { LoginSession } from './login-session';
import { corporateLoginActors } from './corporate-login.actors';
import {
  LEGAL_PERSON_ONLY_CODE,
  type CorporateLoginContext,
  type CorporateLoginEvent,
  type CorporateLoginInput,
  type CorporateLoginOutput,
  type ExchangeTicketResult,
  type SsoAddressOutcome,
} from './corporate-login.types';
import { serviceAddress, serviceOfCallback, ssoLoginAddressFor } from './sso-address';

function ticketOf(currentUrl: string): string | null {
  const ticket = new URL(currentUrl).searchParams.get('ticket')?.trim() ?? '';
  return ticket === '' ? null : ticket;
}

/** The SSO address to leave for, `service` included; null when there is none to go to. */
function departureOf(context: CorporateLoginContext, outcome: SsoAddressOutcome): string | null {
  if (outcome.address === null) return null;
  return ssoLoginAddressFor(outcome.address, serviceAddress(context.portalOrigin, context.preUrl));
}

function sessionOf(result: ExchangeTicketResult): LoginSession {
  if (!result.ok) throw new Error('sessionOf() needs a successful exchange');
  return result.session;
}

/** What a failed exchange says: the server's message (guards have already ruled out success). */
function failureMessageOf(result: ExchangeTicketResult): LoginMessage {
  return result.ok ? loginMessages.unexpected : serverMessage(result.message);
}

export const corporateLoginMachine = setup({
  types: {
    context: {} as CorporateLoginContext,
    events: {} as CorporateLoginEvent,
    input: {} as CorporateLoginInput,
    output: {} as CorporateLoginOutput,
  },
  actors: corporateLoginActors,
  actions: {
    /** A new attempt starts without the last one's failure. */
    clearError: assign({ error: null }),
    /** Says why the attempt failed, on the page that offers 重新登录. */
    rememberFailure: assign((_, params: { message: LoginMessage }) => ({ error: params.message })),
    /** Keeps the session for the machine's output. */
    rememberSession: assign((_, params: { session: LoginSession }) => ({
      session: params.session,
    })),
    /** Leaves the portal for the SSO login page (a full page navigation). */
    redirectToSso: (_, _params: { address: string }) => undefined,
    /** Hands the session to the auth actor (AuthState in storage and the cookie). */
    establishSession: (_, _params: { session: LoginSession }) => undefined,
    /** The stored login attempt went to the SSO: the next login must fetch a new one. */
    forgetLoginAddress: () => undefined,
  },
  guards: {
    hasTicket: ({ context }) => context.ticket !== null,
    hasSsoAddress: ({ context }, params: { outcome: SsoAddressOutcome }) =>
      departureOf(context, params.outcome) !== null,
    exchanged: (_, params: { result: ExchangeTicketResult }) => params.result.ok,
    refusedAsNaturalPerson: (_, params: { result: ExchangeTicketResult }) =>
      !params.result.ok && params.result.code === LEGAL_PERSON_ONLY_CODE,
  },
}).createMachine({
  id: 'corporateLogin',
  context: ({ input }) => ({
    portalOrigin: input.portalOrigin,
    preUrl: input.preUrl,
    ticket: ticketOf(input.currentUrl),
    callbackService: serviceOfCallback(input.currentUrl),
    error: null,
    session: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasTicket', target: 'exchangingTicket' }, { target: 'idle' }],
    },
    idle: {
      on: { 'login.start': { target: 'preparingSsoAddress' } },
    },
    preparingSsoAddress: {
      entry: 'clearError',
      invoke: {
        id: 'obtainLoginAddress',
        src: 'obtainLoginAddress',
        onDone: [
          {
            guard: { type: 'hasSsoAddress', params: ({ event }) => ({ outcome: event.output }) },
            target: 'redirectingToSso',
            actions: {
              type: 'redirectToSso',
              params: ({ context, event }) => ({
                address: departureOf(context, event.output) ?? '',
              }),
            },
          },
          {
            target: 'failed',
            actions: { type: 'rememberFailure', params: { message: loginMessages.ssoUnavailable } },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: { message: loginMessages.ssoUnavailable } },
        },
      },
    },
    /** The browser is on its way to the SSO; the page shows that it is. */
    redirectingToSso: {
      // The SSO now holds the stored login attempt; whatever happens there, it is not for reuse.
      entry: 'forgetLoginAddress',
      on: { 'login.resume': { target: 'idle' } },
    },
    exchangingTicket: {
      exit: 'forgetLoginAddress',
      invoke: {
        id: 'exchangeTicket',
        src: 'exchangeTicket',
        input: ({ context }) => ({
          ticket: context.ticket ?? '',
          service: context.callbackService,
        }),
        onDone: [
          {
            guard: { type: 'exchanged', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: [
              {
                type: 'rememberSession',
                params: ({ event }) => ({ session: sessionOf(event.output) }),
              },
              {
                type: 'establishSession',
                params: ({ event }) => ({ session: sessionOf(event.output) }),
              },
            ],
          },
          {
            guard: {
              type: 'refusedAsNaturalPerson',
              params: ({ event }) => ({ result: event.output }),
            },
            target: 'legalPersonOnly',
            actions: {
              type: 'rememberFailure',
              params: { message: loginMessages.legalPersonOnly },
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'rememberFailure',
              params: ({ event }) => ({ message: failureMessageOf(event.output) }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: { message: loginMessages.unexpected } },
        },
      },
    },
    legalPersonOnly: {
      on: { 'login.retry': { target: 'preparingSsoAddress' } },
    },
    failed: {
      on: { 'login.retry': { target: 'preparingSsoAddress' } },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session }),
});
