/**
 * Hands a new session to the auth actor (`auth.signedIn`), which stores AuthState in localStorage and
 * the cookie. A view rendered without the actor (on its own, in a test) stores it directly; the actor,
 * where there is one, follows stored changes anyway.
 */
import { useCallback } from 'react';
import type { AuthState } from '@machines/auth/auth.types';
import { writeAuthState } from '../auth-state';
import { useOptionalAuthActor } from './auth-actor-context';

export function useEstablishSession(): (state: AuthState) => void {
  const actor = useOptionalAuthActor();
  return useCallback(
    (state: AuthState) => {
      if (actor) actor.send({ type: 'auth.signedIn', state });
      else writeAuthState(state);
    },
    [actor],
  );
}
