/**
 * What surrounds the router in the browser and in server rendering alike: the Chakra provider, the
 * prefetched data, the session (its actor loaded when needed), the header user menu's actions
 * (退出登录, 修改密码), the legal-person notice (loaded when first needed) and the global toaster.
 * Both sides must build the same tree for the browser to take the server's page over.
 */
import { StrictMode, type ReactNode } from 'react';
import { DeferredLegalPersonNotice } from '@/app/deferred-legal-person-notice';
import { Provider, type AdoptedStyles } from '@/components/ui/provider';
import { Toaster } from '@/components/ui/toaster';
import { AccountMenuProvider } from '@/features/account/account-menu-provider';
import { AuthSessionProvider } from '@/lib/auth/auth-actor-context';
import type { AuthSession } from '@/lib/auth/auth-session';
import { PrefetchedDataProvider, type PrefetchedData } from '@/lib/prefetched-data';

export function AppProviders(props: {
  authSession: AuthSession;
  prefetched: PrefetchedData | null;
  /** In the browser, on a page the server drew: its styles, adopted as they are. */
  serverStyles?: AdoptedStyles | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider serverStyles={props.serverStyles}>
        <PrefetchedDataProvider value={props.prefetched}>
          <AuthSessionProvider session={props.authSession}>
            <AccountMenuProvider>
              {props.children}
              <DeferredLegalPersonNotice />
              <Toaster />
            </AccountMenuProvider>
          </AuthSessionProvider>
        </PrefetchedDataProvider>
      </Provider>
    </StrictMode>
  );
}
