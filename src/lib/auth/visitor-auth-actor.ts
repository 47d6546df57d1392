/**
 * The auth actor of a server-rendered page: nobody is signed in, and nothing is watched or called.
 * The server renders public pages only for visitors, so the header it draws is the one the browser
 * draws before its own actor has done anything.
 */
import { createActor, fromCallback } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import type { AuthActorRef } from './auth-actor';

export function createVisitorAuthActor(): AuthActorRef {
  const machine = authMachine.provide({
    actors: { watchAuthState: fromCallback(() => () => undefined) },
  });
  return createActor(machine, {
    // Nobody signed in here ever logs out of the SSO, so no logout address is ever needed.
    input: { authState: null, now: () => Date.now(), fallbackLogoutAddress: '' },
  }).start();
}
