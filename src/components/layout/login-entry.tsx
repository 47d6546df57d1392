/**
 * The header's account corner: 登录 for visitors (returning to this page afterwards), or the signed-in
 * person's message bell, menu (name and company or role; 用户详情, 修改密码, 退出登录) and a link to the
 * workspace.
 *
 * It also tells when a page has really been shown (`whenPageShown`). The router changes the address at
 * once but renders the new page in a transition; a logout that cleared AuthState in between would let
 * the workspace's login check, still on screen, redirect to /login. The corner is part of every public
 * page, where logouts lead, and its effect runs once the new page is on screen.
 */
import { Button, HStack } from '@chakra-ui/react';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentPath } from './current-path';
import { LazyMessageBell } from './lazy-message-bell';
import { LazyUserMenu } from './lazy-user-menu';

const loginPaths: readonly string[] = [paths.login, paths.loginChoose, paths.userLogin];

let shownPath: string | null = null;
const waiting = new Set<{ to: string; resolve: () => void }>();

function samePage(a: string, b: string): boolean {
  const left = new URL(a, window.location.origin);
  const right = new URL(b, window.location.origin);
  return (
    left.pathname === right.pathname && left.search === right.search && left.hash === right.hash
  );
}

function reportShown(path: string): void {
  shownPath = path;
  for (const waiter of waiting) {
    if (samePage(waiter.to, path)) waiter.resolve();
  }
}

/** Resolves once a public page at `to` is on screen, or after `timeoutMs` whatever happened. */
export function whenPageShown(to: string, timeoutMs = 10_000): Promise<void> {
  if (shownPath !== null && samePage(shownPath, to)) return Promise.resolve();
  return new Promise((resolve) => {
    const waiter = {
      to,
      resolve: () => {
        waiting.delete(waiter);
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(waiter.resolve, timeoutMs);
    waiting.add(waiter);
  });
}

export function LoginEntry() {
  const { t } = useTranslation();
  const authState = useAuthState();
  const currentPath = useCurrentPath();

  useEffect(() => {
    reportShown(currentPath);
    return () => {
      shownPath = null;
    };
  }, [currentPath]);

  if (!authState) {
    const onLoginPage = loginPaths.some((path) => currentPath.split(/[?#]/)[0] === path);
    const to = onLoginPage ? currentPath : withQuery(paths.login, { preUrl: currentPath });
    return (
      <Button asChild size="sm" colorPalette="brand" variant="solid" flexShrink={0} px="3">
        <RouterLink to={to}>
          <LogIn aria-hidden="true" />
          {t('header.login')}
        </RouterLink>
      </Button>
    );
  }

  return (
    <HStack gap="2" flexShrink={0} minWidth="0">
      <LazyMessageBell authState={authState} />
      <LazyUserMenu authState={authState} />
      <Button asChild size="sm" colorPalette="brand" variant="solid">
        <RouterLink to={paths.workspaceHome}>
          <LayoutDashboard aria-hidden="true" />
          {t('header.workspace')}
        </RouterLink>
      </Button>
    </HStack>
  );
}
