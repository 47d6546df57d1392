/**
 * The layout of the logged-in workspace: a compact header with the platform name, 工作台, the
 * 长辈模式 switch, the message bell and the signed-in user's menu (用户详情, 修改密码, 退出登录), a side navigation of the workspace pages the user may use, and the content.
 * It is rendered only inside `RequireAuth`, so an AuthState is present. A page the user's rights do not
 * open (src/config/route-access.ts) is replaced by /403.
 *
 * The workspace is drawn with its own Chakra system (src/components/ui/workspace-system.ts): the
 * portal's, with the recipes only workspace pages use, which thus load with the workspace rather than
 * in every public page's start.
 */
import { Box, ChakraProvider, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, NavLink, Link as RouterLink, Outlet, useMatches } from 'react-router-dom';
import { ElderlyModeToggle } from '@/components/layout/elderly-mode-toggle';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { PlatformLogo } from '@/components/layout/platform-logo';
import { LazyMessageBell } from '@/components/layout/lazy-message-bell';
import { LazyUserMenu } from '@/components/layout/lazy-user-menu';
import { workspaceSystem } from '@/components/ui/workspace-system';
import { mayVisit } from '@/config/route-access';
import { paths } from '@/config/routes';
import { isRouteHandle } from '../route-handle';
import { useAuthState } from '@/lib/auth-state';
import { SkipLink, mainContentId } from './skip-link';
import { visibleFor, workspaceNavigation } from './workspace-navigation';

export function WorkspaceLayout() {
  return (
    <ChakraProvider value={workspaceSystem}>
      <WorkspaceFrame />
    </ChakraProvider>
  );
}

function WorkspaceFrame() {
  const { t } = useTranslation();
  const authState = useAuthState();
  const rights = authState?.rights ?? [];
  const groups = visibleFor(workspaceNavigation(t('workspace.announceAdd')), {
    userType: authState?.userType ?? '',
    rights,
  });
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.route;
  if (route !== undefined && !mayVisit(route, rights)) {
    return <Navigate replace to={paths.forbidden} />;
  }

  return (
    <Flex direction="column" minHeight="100dvh" bg="gray.50">
      <SkipLink />
      <Box as="header" bg="brand.900" color="white">
        <Flex
          px={{ base: '4', md: '6' }}
          py="3"
          align="center"
          justify="space-between"
          gap="4"
          wrap="wrap"
        >
          <HStack gap="4" minWidth="0">
            <PlatformLogo tone="onDark" />
            <Text
              as="span"
              display={{ base: 'none', md: 'inline-block' }}
              fontSize="md"
              fontWeight="medium"
              borderStartWidth="1px"
              borderColor="whiteAlpha.400"
              ps="4"
            >
              {t('workspace.title')}
            </Text>
          </HStack>
          {/* On a phone the tools take a second line rather than push the page sideways. */}
          <HStack gap={{ base: '3', md: '4' }} rowGap="1" wrap="wrap" fontSize="sm" minWidth="0">
            <ElderlyModeToggle tone="onDark" />
            <LanguageSwitch tone="onDark" />
            <Link asChild color="white" focusRingColor="white" fontSize="sm" whiteSpace="nowrap">
              <RouterLink to={paths.home}>
                <House aria-hidden="true" size={16} />
                {t('workspace.backToPortal')}
              </RouterLink>
            </Link>
            {authState ? <LazyMessageBell authState={authState} tone="onDark" /> : null}
            {authState ? <LazyUserMenu authState={authState} tone="onDark" /> : null}
          </HStack>
        </Flex>
      </Box>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} align="stretch">
        <Box
          as="nav"
          aria-label={t('workspace.sideNavigation')}
          bg="white"
          borderEndWidth={{ md: '1px' }}
          borderBottomWidth={{ base: '1px', md: '0' }}
          borderColor="gray.200"
          width={{ base: 'full', md: '220px' }}
          flexShrink={0}
          py={{ base: '1', md: '4' }}
        >
          <Box
            as="ul"
            listStyleType="none"
            display="flex"
            flexDirection={{ base: 'row', md: 'column' }}
            overflowX={{ base: 'auto', md: 'visible' }}
            scrollbarWidth="none"
          >
            {groups.map((group) => (
              <Box
                as="li"
                key={group.key}
                flexShrink={0}
                mt={{ md: group.key === 'home' ? '0' : '3' }}
              >
                {group.key === 'home' ? null : (
                  <Text
                    id={`workspace-nav-${group.key}`}
                    display={{ base: 'none', md: 'block' }}
                    ps="27px"
                    pe="6"
                    pb="1"
                    fontSize="xs"
                    fontWeight="medium"
                    color="gray.500"
                    letterSpacing="wider"
                  >
                    {t(`workspace.navGroups.${group.key}`)}
                  </Text>
                )}
                <Box
                  as="ul"
                  listStyleType="none"
                  display="flex"
                  flexDirection={{ base: 'row', md: 'column' }}
                  aria-labelledby={group.key === 'home' ? undefined : `workspace-nav-${group.key}`}
                >
                  {group.items.map((item) => (
                    <Box as="li" key={item.to} flexShrink={0}>
                      <Link
                        asChild
                        display="block"
                        px={{ base: '4', md: '6' }}
                        py="2.5"
                        fontSize="sm"
                        color="gray.700"
                        textDecoration="none"
                        borderStartWidth={{ md: '3px' }}
                        borderBottomWidth={{ base: '2px', md: '0' }}
                        borderColor="transparent"
                        focusRingOffset="-2px"
                        _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
                        _currentPage={{
                          bg: 'brand.subtle',
                          color: 'brand.fg',
                          fontWeight: 'bold',
                          borderColor: 'brand.solid',
                        }}
                      >
                        <NavLink to={item.to} end={item.coversSubpages !== true}>
                          {item.label}
                        </NavLink>
                      </Link>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box as="main" id={mainContentId} tabIndex={-1} flex="1" minWidth="0" outline="none">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
