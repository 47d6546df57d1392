/**
 * One review stage on 审核工作台: how many applications wait and how many are overdue, the ones waiting
 * longest (each opening in the stage's review page), and the way into the stage.
 */
import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/page/load-error';
import { withQuery } from '@/config/routes';
import { useStageSummary } from '../hooks/use-stage-summary';
import type { ReviewStageInfo } from '../review-stages';
import { daysWaiting } from '../review-timing';
import { DeadlineBadge } from './deadline-badge';

export function StageQueueCard({ info }: { info: ReviewStageInfo }) {
  const { t } = useTranslation();
  const summary = useStageSummary(info.stage);
  const [now] = useState(() => new Date());
  const titleId = `stage-${info.stage}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={titleId} fontSize="lg" color="gray.900" mb="4">
        {t('review.workerHome.queueTitle', { stage: t(info.labelKey) })}
      </Heading>
      {summary.status === 'loading' ? (
        <Stack
          gap="3"
          role="status"
          aria-label={t('review.workerHome.loading', { stage: t(info.labelKey) })}
          aria-busy="true"
        >
          <Skeleton height="14" width="60%" />
          <Skeleton height="4" />
          <Skeleton height="4" />
        </Stack>
      ) : summary.status === 'error' ? (
        <LoadError message={summary.message} onRetry={summary.retry} />
      ) : (
        <Stack gap="5">
          <Flex gap="8">
            <Stat.Root>
              <Stat.Label>{t('review.workerHome.waiting')}</Stat.Label>
              <Stat.ValueText color="brand.fg">
                {t('review.workerHome.countValue', { count: summary.data.waiting })}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>{t('review.workerHome.overdue')}</Stat.Label>
              <Stat.ValueText color={summary.data.overdue > 0 ? 'red.600' : 'gray.700'}>
                {t('review.workerHome.countValue', { count: summary.data.overdue })}
              </Stat.ValueText>
            </Stat.Root>
          </Flex>
          <Box>
            <Heading as="h3" fontSize="sm" color="gray.700" mb="2">
              {t('review.workerHome.oldest')}
            </Heading>
            {summary.data.oldest.length === 0 ? (
              <Text fontSize="sm" color="gray.500">
                {t('review.workerHome.emptyQueue')}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="0">
                {summary.data.oldest.map((application) => {
                  const waited = daysWaiting(application.stateEnteredAt, now);
                  return (
                    <Flex
                      as="li"
                      key={application.id}
                      justify="space-between"
                      align="center"
                      gap="3"
                      py="2"
                      borderBottomWidth="1px"
                      borderColor="gray.100"
                      _last={{ borderBottomWidth: 0 }}
                    >
                      <Box minWidth="0">
                        <Link asChild color="gray.900" fontWeight="medium" fontSize="sm">
                          <RouterLink to={withQuery(info.path, { id: application.id })}>
                            {application.corName}
                          </RouterLink>
                        </Link>
                        <Text fontSize="xs" color="gray.500">
                          {application.domainName} ·{' '}
                          {waited === 0
                            ? t('review.queue.waitingToday')
                            : t('review.queue.waitingSince', { count: waited })}
                        </Text>
                      </Box>
                      <DeadlineBadge
                        dueAt={application.dueAt}
                        overdue={application.overdue}
                        now={now}
                      />
                    </Flex>
                  );
                })}
              </Stack>
            )}
          </Box>
          <Button asChild colorPalette="brand" variant="outline" size="sm" alignSelf="flex-start">
            <RouterLink to={info.path}>
              {t('review.workerHome.openStage', { stage: t(info.labelKey) })}
              <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
      )}
    </Box>
  );
}
