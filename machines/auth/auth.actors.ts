/**
 * The effects the auth machine invokes, as typed placeholders. The browser provides the real ones with
 * `.provide()` (src/lib/auth/auth-actor.ts); tests provide fakes.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { notProvided } from '../not-provided';
import { externalAddressMachine } from './external-address.machine';
import type { LoginAddressOutcome } from './auth.types';

export const authActors = {
  /**
   * Reports AuthState written elsewhere (another tab, or storage cleared) as `auth.storageChanged`.
   * Invoked for the actor's whole life, so stopping the actor also stops listening.
   */
  watchAuthState: fromCallback<EventObject>(() => undefined),
  /**
   * Moves the router to `to` and resolves once the new page is shown. AuthState is cleared only after
   * that: cleared earlier, the workspace's login check would redirect to /login on its own and win.
   */
  navigateAway: fromPromise<void, { to: string }>(() => notProvided('navigateAway')),
  /** `web/login/logout`: the server revokes the token. Its failure never keeps anyone signed in. */
  endServerSession: fromPromise<void>(() => notProvided('endServerSession')),
  /** The SSO logout address: cached homeLogoutUrl, `web/login/out`, or the built-in fallback. */
  resolveExternalAddress: externalAddressMachine,
  /**
   * A usable SSO login address: the stored one while fresh, else a new one from `web/login/uuid`
   * (a login attempt is single-use and expires, so a stale one would only show the SSO's error page).
   */
  obtainLoginAddress: fromPromise<LoginAddressOutcome>(() => notProvided('obtainLoginAddress')),
  /**
   * GETs the external logout address so the SSO forgets the browser too. Fire and forget: the answer
   * is another site's and cannot be read, and the portal reloads either way.
   */
  callExternalLogout: fromPromise<void, { address: string }>(() =>
    notProvided('callExternalLogout'),
  ),
};
