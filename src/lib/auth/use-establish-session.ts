/**
 * Hands a new session to the auth actor (`auth.signedIn`), which stores AuthState in localStorage and
 * the cookie. Where the actor has not been loaded yet (src/lib/auth/auth-session.ts), or a view is
 * rendered without one (on its own, in a test), AuthState is stored directly, at once, so the page the
 * sign-in leads to finds it; the actor, loaded because someone is now signed in, starts from it.
 */
import { useCallback } from 'react';
import type { AuthState } from '@machines/auth/auth.types';
import { writeAuthState } from '../auth-state';
import { useOptionalAuthSession } from './auth-actor-context';

export function useEstablishSession(): (state: AuthState) => void {
  const session = useOptionalAuthSession();
  return useCallback(
    (state: AuthState) => {
      const actor = session?.current() ?? null;
      if (actor !== null) actor.send({ type: 'auth.signedIn', state });
      else writeAuthState(state);
    },
    [session],
  );
}
