/**
 * Makes the auth actor created by `bootstrap()` readable by components:
 * `<AuthActorProvider actor={authActor}>…</AuthActorProvider>` and `useAuthActor()` below it.
 * `useOptionalAuthActor()` is for views that also render on their own (a page in a test, a story):
 * without a provider they get null and leave out what needs the session actor.
 */
import { createContext, use, type ReactNode } from 'react';
import type { AuthActorRef } from './auth-actor';

export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function AuthActorProvider(props: { actor: AuthActorRef; children: ReactNode }) {
  return <AuthActorContext value={props.actor}>{props.children}</AuthActorContext>;
}

export function useAuthActor(): AuthActorRef {
  const actor = use(AuthActorContext);
  if (actor === null) throw new Error('useAuthActor() needs an <AuthActorProvider> above it.');
  return actor;
}

export function useOptionalAuthActor(): AuthActorRef | null {
  return use(AuthActorContext);
}
