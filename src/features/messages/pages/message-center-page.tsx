/**
 * 消息中心 (/workspace/messages): the signed-in person's notices, newest first — applicants about their
 * applications, reviewers about new cases and time limits — with 全部 / 未读 kept in the address bar,
 * paged. Opening a notice (or 标为已读) marks it read; 全部标为已读 marks them all. The headers' bell
 * follows every change at once.
 */
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCheck, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { MessageSide } from '@/api/messages/fetch-unread-count';
import { PagedListStates } from '@/components/list/paged-list-states';
import { ResultListSkeleton } from '@/components/list/result-list-skeleton';
import {
  enumParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { toaster } from '@/components/ui/toaster';
import { useAuthState, type AuthState } from '@/lib/auth-state';
import { refreshUnreadCount, setUnreadCount, useUnreadCount } from '@/lib/unread-messages';
import { markAllMessagesRead, markMessageRead } from '../api/mark-messages-read';
import { messageReadStates, type Message, type MessageReadState } from '../api/message-types';
import { MessageItem } from '../components/message-item';
import { useMessagePage } from '../hooks/use-message-page';

type Filters = { readState: MessageReadState };

const codecs: ParamCodecs<Filters> = { readState: enumParam(messageReadStates, 'all') };

export function MessageCenterPage() {
  const { t } = useTranslation();
  const authState = useAuthState();
  return (
    <WorkspacePage title={t('routes.workspaceMessages')} description={t('messages.lead')}>
      {authState ? <MessageCenter authState={authState} /> : null}
    </WorkspacePage>
  );
}

function MessageCenter({ authState }: { authState: AuthState }) {
  const { t } = useTranslation();
  const side: MessageSide = authState.userType === 'primary' ? 'primary' : 'second';
  const owner = authState.token;
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useMessagePage(side, {
    readState: state.readState,
    page: state.page,
    pageSize: state.pageSize,
  });
  const unread = useUnreadCount(owner);
  // Marked in this visit: shown read at once, whatever the loaded page still says.
  const [readNow, setReadNow] = useState<ReadonlyMap<string, string>>(new Map());
  const [markingAll, setMarkingAll] = useState(false);

  const loadedUnread = list.status === 'success' ? list.data.unread : null;
  useEffect(() => {
    // The page's answer carries the count too: the bell shows it without asking again.
    if (loadedUnread !== null) setUnreadCount(owner, loadedUnread);
  }, [owner, loadedUnread]);
  const unreadNow = unread ?? loadedUnread ?? 0;

  async function markRead(message: Message, opening: boolean) {
    if (message.readAt !== null || readNow.has(message.id)) return;
    setReadNow((current) => new Map(current).set(message.id, new Date().toISOString()));
    const result = await markMessageRead(side, message.id);
    if (!result.ok) {
      setReadNow((current) => {
        const next = new Map(current);
        next.delete(message.id);
        return next;
      });
      if (!opening)
        toaster.create({ type: 'error', description: result.msg || t('messages.markRead') });
    }
    await refreshUnreadCount(side, owner);
  }

  async function markAll() {
    setMarkingAll(true);
    const result = await markAllMessagesRead(side);
    setMarkingAll(false);
    if (!result.ok) return;
    if (result.marked > 0) {
      toaster.create({
        type: 'success',
        description: t('messages.allMarked', { count: result.marked }),
      });
    }
    setReadNow(new Map());
    setUnreadCount(owner, 0);
    list.retry();
  }

  const shown = (message: Message): Message => {
    const readAt = readNow.get(message.id);
    return readAt === undefined || message.readAt !== null ? message : { ...message, readAt };
  };

  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('messages.filters.label')}
        gap="3"
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        direction={{ base: 'column', sm: 'row' }}
      >
        <HStack gap="4">
          <HStack
            role="group"
            aria-label={t('messages.filters.label')}
            gap="0"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            p="0.5"
          >
            {messageReadStates.map((readState) => {
              const current = state.readState === readState;
              return (
                <Button
                  key={readState}
                  size="sm"
                  px="4"
                  variant={current ? 'solid' : 'ghost'}
                  colorPalette={current ? 'brand' : 'gray'}
                  aria-pressed={current}
                  onClick={() => setFilters({ readState })}
                >
                  {t(`messages.filters.${readState}`)}
                </Button>
              );
            })}
          </HStack>
          <Text fontSize="sm" color="gray.600" aria-live="polite">
            {unreadNow > 0
              ? t('messages.unreadSummary', { count: unreadNow })
              : t('messages.noneUnread')}
          </Text>
        </HStack>
        <Button
          variant="outline"
          colorPalette="brand"
          bg="white"
          loading={markingAll}
          disabled={unreadNow === 0}
          onClick={() => void markAll()}
        >
          <CheckCheck aria-hidden="true" />
          {t('messages.markAllRead')}
        </Button>
      </Flex>

      <PagedListStates
        state={list}
        skeleton={<ResultListSkeleton count={4} />}
        empty={{
          title: t('messages.emptyTitle'),
          description: t('messages.emptyText'),
          icon: <Inbox />,
        }}
        noMatch={
          state.readState === 'unread' && {
            title: t('messages.noUnreadTitle'),
            description: t('messages.noUnreadText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => (
          <Box
            as="ul"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            overflow="hidden"
            css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'gray.100' } }}
          >
            {data.list.map((message) => (
              <MessageItem
                key={message.id}
                message={shown(message)}
                onRead={(item, opening) => void markRead(item, opening)}
              />
            ))}
          </Box>
        )}
      </PagedListStates>
    </Stack>
  );
}
