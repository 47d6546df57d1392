/**
 * One application in a review queue: company, domain, scenario in one line, its case number (受理编号),
 * who holds it (认领人 or 未认领), when it was submitted and how long it has waited, and its time-limit
 * mark. The whole row links to `?id=` so it can be opened,
 * shared and reached again with Back.
 */
import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { CaseNumber } from '@/components/workflow/case-number';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationSummary } from '../api/list-review-queue';
import { daysWaiting } from '../review-timing';
import { DeadlineBadge } from './deadline-badge';

type ReviewQueueItemProps = {
  application: ApplicationSummary;
  to: string;
  selected: boolean;
  now: Date;
};

export function ReviewQueueItem({ application, to, selected, now }: ReviewQueueItemProps) {
  const { t } = useTranslation();
  const since = application.submittedAt ?? application.stateEnteredAt;
  const waited = daysWaiting(application.stateEnteredAt, now);
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }}>
      <Link
        asChild
        display="block"
        px="4"
        py="3"
        textDecoration="none"
        color="inherit"
        borderStartWidth="3px"
        borderColor={selected ? 'brand.solid' : 'transparent'}
        bg={selected ? 'brand.subtle' : undefined}
        focusRingOffset="-2px"
        _hover={{ bg: selected ? 'brand.subtle' : 'gray.50', textDecoration: 'none' }}
      >
        <RouterLink to={to} aria-current={selected ? 'true' : undefined}>
          <Flex justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" color="gray.900" lineClamp={1}>
              {application.corName}
            </Text>
            <Box flexShrink={0}>
              <DeadlineBadge dueAt={application.dueAt} overdue={application.overdue} now={now} />
            </Box>
          </Flex>
          <Text fontSize="sm" color="brand.fg" mt="0.5">
            {application.domainName}
            <Text as="span" color="gray.600" ms="2">
              {t('workflow.round', { round: application.round })}
            </Text>
          </Text>
          <Text fontSize="sm" color="gray.600" mt="1" lineClamp={1}>
            {application.scenario}
          </Text>
          <HStack gap="3" mt="1" fontSize="xs" color="gray.600" wrap="wrap">
            <CaseNumber caseNumber={application.caseNumber} />
            <Text as="span" color={application.claimedByName == null ? 'gray.500' : 'gray.800'}>
              {application.claimedByName == null
                ? t('review.queue.unclaimed')
                : t('review.queue.claimedBy', { name: application.claimedByName })}
            </Text>
            <span>{t('review.queue.submittedAt', { date: formatDateTime(since) ?? '' })}</span>
            <span>
              {waited === 0
                ? t('review.queue.waitingToday')
                : t('review.queue.waitingSince', { count: waited })}
            </span>
          </HStack>
        </RouterLink>
      </Link>
    </Box>
  );
}
