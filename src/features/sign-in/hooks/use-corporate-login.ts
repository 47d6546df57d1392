/**
 * The corporate login machine for a view: the SSO address from the startup cache (refetched when
 * stale), the ticket exchanged through the API client, the session handed to the auth actor, and the
 * browser sent to the SSO with a full page navigation.
 */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type {
  ExchangeTicketInput,
  ExchangeTicketResult,
} from '@machines/login/corporate-login.types';
import { corporateLoginMachine } from '@machines/login/corporate-login.machine';
import { authStateOf } from '@machines/login/login-session';
import { getApi } from '@/api/api-instance';
import { useEstablishSession } from '@/lib/auth/use-establish-session';
import { forgetLoginAddress, obtainLoginAddress } from '@/lib/auth/obtain-login-address';
import { exchangeSsoTicket } from '../api/exchange-sso-ticket';

/**
 * A ticket is good for one exchange. Should the view mount twice (React's strict mode does so on
 * purpose), both get the one exchange's answer instead of a second call that the server must refuse.
 */
const exchanges = new Map<string, Promise<ExchangeTicketResult>>();

function exchangeOnce(input: ExchangeTicketInput): Promise<ExchangeTicketResult> {
  let exchange = exchanges.get(input.ticket);
  if (exchange === undefined) {
    exchange = exchangeSsoTicket(getApi(), input);
    exchanges.set(input.ticket, exchange);
  }
  return exchange;
}

export type CorporateLoginOptions = {
  preUrl: string | null;
  /** Leaves for the SSO; defaults to `window.location.assign`. */
  redirect?: (address: string) => void;
};

export function useCorporateLogin(options: CorporateLoginOptions) {
  const establishSession = useEstablishSession();
  const location = useLocation();
  const storage = window.localStorage;
  const redirect = options.redirect ?? ((address: string) => window.location.assign(address));
  const actor = useActorRef(
    corporateLoginMachine.provide({
      actors: {
        obtainLoginAddress: fromPromise(() => obtainLoginAddress({ getApi, storage })),
        exchangeTicket: fromPromise(({ input }) => exchangeOnce(input)),
      },
      actions: {
        redirectToSso: (_, params) => redirect(params.address),
        establishSession: (_, params) => establishSession(authStateOf(params.session)),
        forgetLoginAddress: () => forgetLoginAddress(storage),
      },
    }),
    {
      input: {
        portalOrigin: window.location.origin,
        currentUrl: `${window.location.origin}${location.pathname}${location.search}`,
        preUrl: options.preUrl,
      },
    },
  );

  // Back from the SSO may show this page from the browser's cache, still "on its way" there.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'login.resume' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return actor;
}

export type CorporateLoginActor = ReturnType<typeof useCorporateLogin>;
