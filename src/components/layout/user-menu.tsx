/**
 * The signed-in person's menu in the header: their name with the company (or, for operators, the
 * role), and 用户详情, 修改密码 and 退出登录. Built on Chakra's Menu, so it opens with Enter, Space or
 * the arrow keys and closes with Escape.
 *
 * Shared components may not depend on features, so what the menu does is handed in through
 * `UserMenuActionsContext` (the auth feature provides it with the session actor). Without it (a view
 * rendered on its own) the entries that need it are left out rather than shown broken.
 */
import { Box, Button, Circle, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { AuthState } from '@/lib/auth-state';
import { UserMenuActionsContext } from './user-menu-actions';

type RoleKey =
  | 'operator'
  | 'admin'
  | 'reviewer'
  | 'firstReviewer'
  | 'finalReviewer'
  | 'auditor'
  | 'editor'
  | 'corporate';

/** The role an operator's rights amount to, the most far-reaching first (DESIGN §8 rights). */
export function roleKeyOf(authState: AuthState): RoleKey {
  const has = (right: string) => authState.rights.includes(right);
  if (authState.userType === 'second') return 'corporate';
  if (has('admin:manage')) return 'admin';
  if (has('domain:first-review') && has('domain:final-review')) return 'reviewer';
  if (has('domain:first-review')) return 'firstReviewer';
  if (has('domain:final-review')) return 'finalReviewer';
  if (has('audit:read')) return 'auditor';
  if (has('content:edit')) return 'editor';
  return 'operator';
}

export type UserMenuProps = {
  authState: AuthState;
  /** `onDark` for a dark header band (the workspace's), like the platform logo's tone. */
  tone?: 'onLight' | 'onDark';
};

export function UserMenu({ authState, tone = 'onLight' }: UserMenuProps) {
  const onDark = tone === 'onDark';
  const { t } = useTranslation();
  const actions = use(UserMenuActionsContext);
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const role = t(`account.roles.${roleKeyOf(authState)}`);
  const affiliation = authState.corName.trim() !== '' ? authState.corName : role;
  const who = [authState.name, affiliation].filter((part) => part.trim() !== '').join(' · ');

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={(details) => {
          // A plain item rather than a link: the menu's keyboard choice clicks links in a way the
          // router does not see, which would reload the whole page.
          if (details.value === 'detail') void navigate(paths.workspaceUserDetail);
          if (details.value === 'password') setPasswordOpen(true);
          if (details.value === 'logout') actions?.logout();
        }}
      >
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            px="2"
            minWidth="0"
            maxWidth={{ base: '44', sm: '56', md: '72' }}
            color={onDark ? 'white' : 'gray.700'}
            _hover={onDark ? { bg: 'whiteAlpha.200' } : undefined}
            focusRingColor={onDark ? 'white' : undefined}
            loading={actions?.loggingOut ?? false}
            loadingText={t('account.loggingOut')}
          >
            <Circle
              size="7"
              bg={onDark ? 'whiteAlpha.300' : 'brand.solid'}
              color="white"
              fontSize="xs"
              fontWeight="bold"
              flexShrink={0}
              aria-hidden="true"
            >
              <UserRound />
            </Circle>
            {/* The name the menu is announced by contains what is shown (WCAG 2.5.3); on small
                screens only the icon shows and the name is read out alone. */}
            <VisuallyHidden>{t('account.menuPrefix')}</VisuallyHidden>
            <Text as="span" truncate srOnly={{ base: true, sm: false }} title={who}>
              {who}
            </Text>
            <ChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="60">
              <Box px="3" py="2" borderBottomWidth="1px" borderColor="gray.100" mb="1">
                <Text fontWeight="bold" color="gray.900" truncate>
                  {authState.name}
                </Text>
                <Text fontSize="xs" color="gray.600" truncate>
                  {affiliation}
                </Text>
              </Box>
              <Menu.Item value="detail">
                <UserRound aria-hidden="true" size={16} />
                {t('account.userDetail')}
              </Menu.Item>
              {actions ? (
                <>
                  <Menu.Item value="password">
                    <KeyRound aria-hidden="true" size={16} />
                    {t('account.changePassword')}
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="logout" color="fg.error" _highlighted={{ bg: 'red.50' }}>
                    <LogOut aria-hidden="true" size={16} />
                    {t('account.logout')}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {actions?.renderPasswordDialog({ open: passwordOpen, onClose: () => setPasswordOpen(false) })}
    </>
  );
}
