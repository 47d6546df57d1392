/** The latest transitions of an application, newest first: who did what, when, and their 审核意见. */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationDetail } from '../api/get-review-application';

const SHOWN = 5;

export function RecentHistory({ history }: { history: ApplicationDetail['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return (
      <Text fontSize="sm" color="gray.500">
        {t('review.panel.historyEmpty')}
      </Text>
    );
  }
  const recent = history.slice(-SHOWN).reverse();
  return (
    <Stack as="ol" listStyleType="none" gap="0">
      {recent.map((row) => (
        <Box
          as="li"
          key={row.id}
          position="relative"
          ps="5"
          pb="3"
          borderStartWidth="2px"
          borderColor="brand.100"
          ms="1"
          _last={{ pb: 0 }}
        >
          <Box
            position="absolute"
            insetStart="-6px"
            top="1"
            boxSize="10px"
            rounded="full"
            bg="brand.solid"
            aria-hidden="true"
          />
          <Text fontSize="sm" color="gray.900">
            {t('review.panel.historyRow', {
              actor: row.actorName,
              role: t(`workflow.roles.${row.actorRole}`),
              event: t(`workflow.events.${row.event}`),
            })}
            <Text as="span" color="gray.500" ms="2">
              {t(`workflow.states.${row.to}`)} · {t('workflow.round', { round: row.round })}
            </Text>
          </Text>
          <Text fontSize="xs" color="gray.500">
            {formatDateTime(row.at)}
          </Text>
          {row.comment !== null && row.comment !== '' ? (
            <Text fontSize="sm" color="gray.700" mt="1" bg="gray.50" px="2" py="1" rounded="sm">
              {row.comment}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
