/**
 * The bell in the headers of a signed-in person (the public portal's and the workspace's): a link to
 * 消息中心 with the number of unread notices. The figure is asked for again on every navigation and
 * once a minute while the page is in view and the person has used it since the last look. An idle page
 * asks nothing: a background look every minute would otherwise keep an abandoned session alive past
 * its idle limit (SESSION_IDLE_MINUTES).
 */
import { Box, Button } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { AuthState } from '@/lib/auth-state';
import { refreshUnreadCount, useUnreadCount } from '@/lib/unread-messages';

/** How often an active page looks for new notices. */
export const unreadRefreshMs = 60_000;

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export type MessageBellProps = {
  authState: AuthState;
  /** `onDark` for the workspace's dark header band. */
  tone?: 'onLight' | 'onDark';
};

function sideOf(authState: AuthState): 'primary' | 'second' {
  return authState.userType === 'primary' ? 'primary' : 'second';
}

export function MessageBell({ authState, tone = 'onLight' }: MessageBellProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const side = sideOf(authState);
  const owner = authState.token;
  const unread = useUnreadCount(owner);

  useEffect(() => {
    void refreshUnreadCount(side, owner);
  }, [side, owner, pathname, search]);

  useEffect(() => {
    // Whether the person did anything since the last look: a navigation has just looked.
    let usedSinceLastLook = false;
    const noteActivity = () => {
      usedSinceLastLook = true;
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnreadCount(side, owner);
    };
    for (const type of activityEvents) {
      window.addEventListener(type, noteActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (!usedSinceLastLook || document.visibilityState !== 'visible') return;
      usedSinceLastLook = false;
      void refreshUnreadCount(side, owner);
    }, unreadRefreshMs);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      for (const type of activityEvents) {
        window.removeEventListener(type, noteActivity, { capture: true });
      }
    };
  }, [side, owner]);

  const onDark = tone === 'onDark';
  const count = unread ?? 0;
  const label = count > 0 ? t('header.messagesUnread', { count }) : t('header.messages');
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      px="2"
      position="relative"
      color={onDark ? 'white' : 'gray.700'}
      _hover={onDark ? { bg: 'whiteAlpha.200' } : undefined}
      focusRingColor={onDark ? 'white' : undefined}
    >
      <RouterLink to={paths.workspaceMessages} aria-label={label} title={label}>
        <Bell aria-hidden="true" />
        {count > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="-0.5"
            insetEnd="-0.5"
            display="flex"
            alignItems="center"
            justifyContent="center"
            minWidth="18px"
            height="18px"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="1"
            data-testid="unread-badge"
          >
            {count > 99 ? '99+' : count}
          </Box>
        ) : null}
      </RouterLink>
    </Button>
  );
}
