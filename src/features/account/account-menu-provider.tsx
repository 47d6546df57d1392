/**
 * Gives the header's user menu (a shared component) what it does: 退出登录 sends `auth.logout` to the
 * session actor (loaded for anyone signed in, src/lib/auth/auth-session.ts), and 修改密码 opens the
 * dialog that fits the person — the form for operators, the note about the government SSO for
 * corporate users. The dialogs load on first use with their texts, so the first page carries
 * neither.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { CORPORATE_USER_TYPE } from '@machines/auth/auth.types';
import {
  UserMenuActionsContext,
  type UserMenuActions,
} from '@/components/layout/user-menu-actions';
import { lazyWithTexts } from '@/i18n/lazy-with-texts';
import { useAuthState } from '@/lib/auth-state';
import { useAuthSession } from '@/lib/auth/auth-actor-context';
import { useAuthSelector } from '@/lib/auth/use-auth-selector';

const ChangePasswordDialog = lazyWithTexts(
  () => import('./components/change-password-dialog'),
  (module) => module.ChangePasswordDialog,
  ['account', 'login'],
);

const SsoPasswordDialog = lazyWithTexts(
  () => import('./components/sso-password-dialog'),
  (module) => module.SsoPasswordDialog,
  ['account', 'login'],
);

export function AccountMenuProvider({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const authState = useAuthState();
  const loggingOut = useAuthSelector(
    (snapshot) => snapshot.matches('loggingOut') || snapshot.matches('forcedLogout'),
    false,
  );
  const corporate = authState?.userType === CORPORATE_USER_TYPE;

  const actions = useMemo<UserMenuActions>(
    () => ({
      logout: () => session.send({ type: 'auth.logout' }),
      loggingOut,
      renderPasswordDialog: (props) =>
        props.open ? (
          <Suspense fallback={null}>
            {corporate ? <SsoPasswordDialog {...props} /> : <ChangePasswordDialog {...props} />}
          </Suspense>
        ) : null,
    }),
    [session, loggingOut, corporate],
  );

  return <UserMenuActionsContext value={actions}>{children}</UserMenuActionsContext>;
}
