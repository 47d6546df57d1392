/**
 * 审核工作量 (/workspace/admin/review-workload, `admin:manage`, under 系统管理): every reviewer with the
 * cases they hold, their decisions this week and how many of their cases are overdue, and 改派 for
 * each held case. Loading, empty and error states as every workspace list.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PendingContent } from '@/components/page/pending-content';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { WorkspacePage } from '@/components/page/workspace-page';
import { toaster } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format-date-time';
import type { ClaimedCase, ReviewWorkload as ReviewWorkloadData } from '../api/review-workload';
import { ReassignDialog } from '../components/reassign-dialog';
import { ReviewerWorkloadCard } from '../components/reviewer-workload-card';
import { useReviewWorkload } from '../hooks/use-review-workload';

export function ReviewWorkloadPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminReviewWorkload')} description={t('reviewWorkload.lead')}>
      <ReviewWorkload />
    </WorkspacePage>
  );
}

function ReviewWorkload() {
  const { t } = useTranslation();
  const workload = useReviewWorkload();
  const [reassigning, setReassigning] = useState<{ item: ClaimedCase; holderId: string } | null>(
    null,
  );

  if (workload.status === 'loading') return <TextSkeleton lines={8} />;
  if (workload.status === 'error') {
    return <LoadError message={workload.message} onRetry={workload.retry} />;
  }
  const data: ReviewWorkloadData | null = workload.data;
  if (data === null) return <LoadError message={null} onRetry={workload.retry} />;
  const { reviewers, unclaimedCount, weekStart } = data;
  if (reviewers.length === 0) {
    return (
      <PendingContent
        title={t('reviewWorkload.emptyTitle')}
        description={t('reviewWorkload.emptyText')}
      />
    );
  }
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">
          {t('reviewWorkload.summary', {
            count: unclaimedCount,
            week: formatDateTime(weekStart) ?? '',
          })}
        </Alert.Title>
      </Alert.Root>
      {reviewers.map((reviewer) => (
        <ReviewerWorkloadCard
          key={reviewer.id}
          reviewer={reviewer}
          onReassign={(item) => setReassigning({ item, holderId: reviewer.id })}
        />
      ))}
      <Text fontSize="xs" color="gray.500">
        {t('reviewWorkload.note')}
      </Text>
      {reassigning !== null ? (
        <ReassignDialog
          item={reassigning.item}
          holderId={reassigning.holderId}
          reviewers={reviewers}
          onClose={() => setReassigning(null)}
          onReassigned={(name) => {
            toaster.create({
              type: 'success',
              title: t('reviewWorkload.reassign.done', { name }),
              closable: true,
            });
            setReassigning(null);
            workload.retry();
          }}
        />
      ) : null}
    </Stack>
  );
}
