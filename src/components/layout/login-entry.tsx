/**
 * The header's account corner: 登录 for visitors (returning to this page afterwards), or the signed-in
 * person's menu (name and company or role; 用户详情, 修改密码, 退出登录) and a link to the workspace.
 */
import { Button, HStack } from '@chakra-ui/react';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, withQuery } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentPath } from './current-path';
import { UserMenu } from './user-menu';

const loginPaths: readonly string[] = [paths.login, paths.loginChoose, paths.userLogin];

export function LoginEntry() {
  const { t } = useTranslation();
  const authState = useAuthState();
  const currentPath = useCurrentPath();

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
      <UserMenu authState={authState} />
      <Button asChild size="sm" colorPalette="brand" variant="solid">
        <RouterLink to={paths.workspaceHome}>
          <LayoutDashboard aria-hidden="true" />
          {t('header.workspace')}
        </RouterLink>
      </Button>
    </HStack>
  );
}
