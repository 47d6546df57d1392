/**
 * The auth actor on demand. A visitor's first page needs no state machine to be used, so the start
 * does not carry the session actor (xstate and `authMachine`, src/lib/auth/auth-actor.ts): it is
 * loaded once something needs it — someone is or becomes signed in (this tab or another,
 * `loadWhenSignedIn`), a view asks for it (`useAuthActor`), or an event is sent to it (the API
 * client's session outcomes, a sign-in, a logout). Until then every view reads the state a freshly
 * started actor has for a visitor: signed out, nothing shown.
 */
import type { AuthEvent } from '@machines/auth/auth.types';
import { readAuthState, subscribeAuthState } from '../auth-state';
import type { AuthActorRef } from './auth-actor';

export interface AuthSession {
  /** The actor, once it has been loaded; null before. */
  current(): AuthActorRef | null;
  /** Loads and starts the actor (once); a load that failed is tried again on the next call. */
  load(): Promise<AuthActorRef>;
  /** Sends `event` to the actor, loading it first if it is not there yet. */
  send(event: AuthEvent): void;
  /** Calls `listener` when the actor has been loaded. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A session whose actor comes from `loadActor` when first needed. */
export function createAuthSession(loadActor: () => Promise<AuthActorRef>): AuthSession {
  let actor: AuthActorRef | null = null;
  let loading: Promise<AuthActorRef> | null = null;
  const listeners = new Set<() => void>();

  const load = (): Promise<AuthActorRef> => {
    loading ??= loadActor().then(
      (loaded) => {
        actor = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    current: () => actor,
    load,
    send(event) {
      if (actor !== null) {
        actor.send(event);
        return;
      }
      load().then(
        (loaded) => loaded.send(event),
        (error: unknown) => console.warn(`The session could not take ${event.type}.`, error),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A session around an actor that is already there (server rendering, tests). */
export function loadedAuthSession(actor: AuthActorRef): AuthSession {
  return {
    current: () => actor,
    load: () => Promise.resolve(actor),
    send: (event) => actor.send(event),
    subscribe: () => () => undefined,
  };
}

/**
 * Loads the actor now if someone is signed in, else as soon as someone is (a sign-in here, or in
 * another tab): from then on it follows the session as it always has (the user menu's 退出登录,
 * a session ended by the server, AuthState changed by another tab). Returns the unsubscribe function.
 */
export function loadWhenSignedIn(session: AuthSession): () => void {
  const loadIfSignedIn = () => {
    if (session.current() === null && readAuthState() !== null)
      session.load().catch((error: unknown) => {
        console.warn('The session could not be loaded.', error);
      });
  };
  loadIfSignedIn();
  return subscribeAuthState(loadIfSignedIn);
}
