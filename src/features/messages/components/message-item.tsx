/**
 * One notice in the message center: an unread one stands out (a dot, bold title, tinted band, 未读);
 * a read one is quiet. Its title opens the page the notice is about and marks it read on the way;
 * 标为已读 marks it without leaving.
 */
import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DateTimeText } from '@/components/ui/date-time-text';
import { messageKindKey, type Message, type MessageKindKey } from '../api/message-types';

type MessageItemProps = {
  message: Message;
  /** Marks the notice read; `opening` when the person follows its link. */
  onRead: (message: Message, opening: boolean) => void;
};

const kindPalettes = {
  applicationSubmitted: 'blue',
  applicationReturned: 'orange',
  applicationRejected: 'red',
  applicationApproved: 'green',
  applicationWithdrawn: 'gray',
  reviewNewCase: 'blue',
  reviewDeadlineSoon: 'orange',
  reviewOverdue: 'red',
  reviewReassigned: 'blue',
  reviewReassignedAway: 'gray',
} as const satisfies Record<MessageKindKey, string>;

export function MessageItem({ message, onRead }: MessageItemProps) {
  const { t } = useTranslation();
  const unread = message.readAt === null;
  const kindKey = messageKindKey(message.kind);
  return (
    <Box
      as="li"
      listStyleType="none"
      px={{ base: '4', md: '5' }}
      py="4"
      bg={unread ? 'brand.subtle' : 'white'}
      borderStartWidth="3px"
      borderStartColor={unread ? 'brand.solid' : 'transparent'}
      data-read={unread ? 'false' : 'true'}
    >
      <Flex
        gap={{ base: '3', md: '4' }}
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-start' }}
        justify="space-between"
      >
        <Stack gap="1.5" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            {unread ? (
              <Box
                as="span"
                aria-hidden="true"
                width="2"
                height="2"
                borderRadius="full"
                bg="red.600"
                flexShrink={0}
              />
            ) : null}
            <Badge colorPalette={kindPalettes[kindKey]} variant="subtle">
              {t(`messages.kinds.${kindKey}`)}
            </Badge>
            {unread ? (
              <Badge colorPalette="red" variant="solid">
                {t('messages.unreadTag')}
              </Badge>
            ) : null}
            <Text as="span" fontSize="sm" color="gray.600">
              <DateTimeText iso={message.createdAt} />
            </Text>
          </HStack>
          <Text
            as="h2"
            fontSize="md"
            fontWeight={unread ? 'bold' : 'medium'}
            color={unread ? 'gray.900' : 'gray.700'}
          >
            {message.link === null ? (
              message.title
            ) : (
              <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={message.link} onClick={() => onRead(message, true)}>
                  {message.title}
                </RouterLink>
              </Link>
            )}
          </Text>
          <Text fontSize="sm" color={unread ? 'gray.800' : 'gray.600'} lineHeight="tall">
            {message.body}
          </Text>
          {message.caseNumber === null ? null : (
            <Text fontSize="xs" color="gray.600">
              {t('messages.caseNumber', { caseNumber: message.caseNumber })}
            </Text>
          )}
        </Stack>
        {unread ? (
          <Button
            size="sm"
            variant="outline"
            bg="white"
            flexShrink={0}
            alignSelf={{ base: 'flex-start', md: 'auto' }}
            aria-label={t('messages.markReadFor', { title: message.title })}
            onClick={() => onRead(message, false)}
          >
            <Check aria-hidden="true" />
            {t('messages.markRead')}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
