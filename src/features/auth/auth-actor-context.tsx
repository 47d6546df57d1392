/**
 * Makes the auth actor created by `bootstrap()` readable by components:
 * `<AuthActorProvider actor={authActor}>…</AuthActorProvider>` and `useAuthActor()` below it.
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
