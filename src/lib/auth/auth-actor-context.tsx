/**
 * Makes the session (src/lib/auth/auth-session.ts) readable by components:
 * `<AuthSessionProvider session={…}>` (the app: the actor loads when needed) or
 * `<AuthActorProvider actor={…}>` (an actor already started: server rendering, tests), and below it
 * `useAuthActor()`, which waits (suspends) for the actor to load. `useOptionalAuthSession()` is for
 * views that also render on their own (a page in a test, a story): without a provider they get null
 * and leave out what needs the session.
 */
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AuthActorRef } from './auth-actor';
import { loadedAuthSession, type AuthSession } from './auth-session';

export const AuthSessionContext = createContext<AuthSession | null>(null);

export function AuthSessionProvider(props: { session: AuthSession; children: ReactNode }) {
  return <AuthSessionContext value={props.session}>{props.children}</AuthSessionContext>;
}

export function AuthActorProvider(props: { actor: AuthActorRef; children: ReactNode }) {
  const session = useMemo(() => loadedAuthSession(props.actor), [props.actor]);
  return <AuthSessionContext value={session}>{props.children}</AuthSessionContext>;
}

export function useAuthSession(): AuthSession {
  const session = use(AuthSessionContext);
  if (session === null) throw new Error('The session needs an <AuthSessionProvider> above it.');
  return session;
}

export function useOptionalAuthSession(): AuthSession | null {
  return use(AuthSessionContext);
}

/** The actor, loading it first if it is not there yet (the view suspends meanwhile). */
export function useAuthActor(): AuthActorRef {
  const session = use(AuthSessionContext);
  if (session === null) throw new Error('useAuthActor() needs an <AuthActorProvider> above it.');
  return session.current() ?? use(session.load());
}
