/**
 * A value read from the auth actor's state, for views that are drawn whether or not the actor has
 * been loaded (src/lib/auth/auth-session.ts): the header's user menu, the 3166 notice. Until the
 * actor is there, and on the server, it is `whenAbsent` — what a visitor's freshly started actor
 * would give — so reading it never loads the actor. `selector` must return a primitive (or the same
 * object for the same state), as for `useSyncExternalStore`.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useOptionalAuthSession } from './auth-actor-context';
import type { AuthActorRef } from './auth-actor';

export function useAuthSelector<T>(
  selector: (snapshot: SnapshotFrom<AuthActorRef>) => T,
  whenAbsent: T,
): T {
  const session = useOptionalAuthSession();
  const subscribe = useCallback(
    (listener: () => void) => {
      if (session === null) return () => undefined;
      let following: { unsubscribe(): void } | null = null;
      const follow = () => {
        const actor = session.current();
        if (actor !== null && following === null) following = actor.subscribe(() => listener());
      };
      follow();
      const stopWaiting = session.subscribe(() => {
        follow();
        listener();
      });
      return () => {
        stopWaiting();
        following?.unsubscribe();
      };
    },
    [session],
  );
  const read = () => {
    const actor = session?.current() ?? null;
    return actor === null ? whenAbsent : selector(actor.getSnapshot());
  };
  return useSyncExternalStore(subscribe, read, () => whenAbsent);
}
