/**
 * The queue of a review stage: the filters, the applications the longest waiting first (a skeleton
 * while loading, the error with 重试, an empty state) and the pager.
 */
import { Box, EmptyState, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { PagedListStates } from '@/components/list/paged-list-states';
import type { AsyncDataState } from '@/lib/use-async-data';
import type { ApplicationPage } from '../api/list-review-queue';
import type {
  ClaimFilter,
  ReviewQueueFilters as ReviewQueueFilterValues,
} from '../review-queue-params';
import { ReviewQueueFilters } from './review-queue-filters';
import { ReviewQueueItem } from './review-queue-item';

type ReviewQueueProps = {
  queue: AsyncDataState<ApplicationPage> & { retry: () => void };
  filters: { keyword: string; domainId: string; overdueOnly: boolean; claim: ClaimFilter };
  page: number;
  pageSize: number;
  selectedId: string;
  now: Date;
  linkTo: (id: string) => string;
  onFilters: (patch: Partial<ReviewQueueFilterValues>) => void;
  onPage: (page: number, pageSize: number) => void;
};

function QueueSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="0" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} gap="2" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100">
          <Skeleton height="4" width="60%" />
          <Skeleton height="3" width="40%" />
          <Skeleton height="3" />
        </Stack>
      ))}
    </Stack>
  );
}

export function ReviewQueue({
  queue,
  filters,
  page,
  pageSize,
  selectedId,
  now,
  linkTo,
  onFilters,
  onPage,
}: ReviewQueueProps) {
  const { t } = useTranslation();
  const filtered =
    filters.keyword !== '' ||
    filters.domainId !== '' ||
    filters.overdueOnly ||
    filters.claim !== '';
  return (
    <Box
      as="section"
      aria-labelledby="review-queue-title"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
    >
      <Stack gap="3" px="4" pt="4" pb="3" borderBottomWidth="1px" borderColor="gray.100">
        <Heading as="h2" id="review-queue-title" fontSize="md" color="gray.900">
          {t('review.queue.title')}
        </Heading>
        <ReviewQueueFilters
          keyword={filters.keyword}
          domainId={filters.domainId}
          overdueOnly={filters.overdueOnly}
          claim={filters.claim}
          onChange={onFilters}
        />
      </Stack>
      <PagedListStates
        state={queue}
        skeleton={<QueueSkeleton label={t('review.queue.loading')} />}
        errorFrame={{ p: '4' }}
        empty={{
          view: (
            <EmptyState.Root size="sm" py="10">
              <EmptyState.Content>
                <EmptyState.Indicator color="brand.300">
                  <Inbox />
                </EmptyState.Indicator>
                <EmptyState.Title as="h3" fontSize="md">
                  {t('review.queue.empty')}
                </EmptyState.Title>
                <EmptyState.Description textAlign="center">
                  {filtered ? t('review.queue.emptyFiltered') : t('review.queue.emptyText')}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ),
        }}
        pagination={{
          page,
          pageSize,
          onChange: onPage,
          frame: { px: '4', pb: '4', borderTopWidth: '1px', borderColor: 'gray.100' },
        }}
      >
        {(data) => (
          <Box as="ul" listStyleType="none" aria-label={t('review.queue.listLabel')}>
            {data.list.map((application) => (
              <ReviewQueueItem
                key={application.id}
                application={application}
                to={linkTo(application.id)}
                selected={application.id === selectedId}
                now={now}
              />
            ))}
          </Box>
        )}
      </PagedListStates>
    </Box>
  );
}
