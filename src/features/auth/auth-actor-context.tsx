/**
 * Makes the auth actor created by `bootstrap()` readable by components:
 * `<AuthActorProvider actor={authActor}>…</AuthActorProvider>` and `useAuthActor()` below it.
 * The provider also gives the header's user menu its actions (退出登录, 修改密码).
 * `useOptionalAuthActor()` is for views that also render on their own (a page in a test, a story):
 * without a provider they get null and leave out what needs the session actor.
 */
import { createContext, use, type ReactNode } from 'react';
import { AccountMenuProvider } from '@/features/user/account-menu-provider';
import type { AuthActorRef } from './auth-actor';

export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function AuthActorProvider(props: { actor: AuthActorRef; children: ReactNode }) {
  return (
    <AuthActorContext value={props.actor}>
      <AccountMenuProvider actor={props.actor}>{props.children}</AccountMenuProvider>
    </AuthActorContext>
  );
}

export function useAuthActor(): AuthActorRef {
  const actor = use(AuthActorContext);
  if (actor === null) throw new Error('useAuthActor() needs an <AuthActorProvider> above it.');
  return actor;
}

export function useOptionalAuthActor(): AuthActorRef | null {
  return use(AuthActorContext);
}
