/**
 * 入驻初审 and 入驻终审: one page for either review stage. On the left the stage's queue, longest waiting
 * first, filtered by domain, overdue and who holds it (认领); on the right the application chosen with `?id=`, so a review
 * can be linked to and Back returns to the previous one. After a decision the next application opens.
 * A user without the stage's right never gets here: the workspace layout sends them to /403.
 */
import { Box, Grid } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { useListSearchParams } from '@/components/list/use-list-search-params';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { PendingContent } from '@/components/page/pending-content';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import type { ApplicationDetail } from '../api/get-review-application';
import type { ReviewStage } from '../api/list-review-queue';
import { ReviewPanel } from '../components/review-panel';
import { ReviewQueue } from '../components/review-queue';
import { useReviewQueue } from '../hooks/use-review-queue';
import { reviewQueueCodecs } from '../review-queue-params';
import { reviewStageInfo } from '../review-stages';

export function ReviewStagePage({ stage }: { stage: ReviewStage }) {
  const { t } = useTranslation();
  const info = reviewStageInfo(stage);
  const authState = useAuthState();
  return (
    <>
      <PageHeader
        title={t(info.labelKey)}
        description={t(`review.stageIntro.${stage}`)}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer maxWidth="1400px" py={{ base: '5', md: '8' }}>
        {authState ? (
          <ReviewWorkbench
            stage={stage}
            stageLabel={t(info.labelKey)}
            reviewer={{ name: authState.name, rights: authState.rights }}
          />
        ) : null}
      </PageContainer>
    </>
  );
}

type ReviewWorkbenchProps = {
  stage: ReviewStage;
  stageLabel: string;
  reviewer: { name: string; rights: readonly string[] };
};

function ReviewWorkbench({ stage, stageLabel, reviewer }: ReviewWorkbenchProps) {
  const { t } = useTranslation();
  const { state, setFilters, setPage } = useListSearchParams(reviewQueueCodecs);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id') ?? '';
  const queue = useReviewQueue({
    stage,
    keyword: state.keyword,
    domainId: state.domainId,
    overdueOnly: state.overdue === '1',
    claim: state.claim,
    page: state.page,
    pageSize: state.pageSize,
  });
  // One clock reading for the page's day counts; days left do not change while a reviewer works.
  const [now] = useState(() => new Date());

  const linkTo = useCallback(
    (id: string) => {
      const params = new URLSearchParams(searchParams);
      params.set('id', id);
      return `?${params.toString()}`;
    },
    [searchParams],
  );

  const select = useCallback(
    (id: string | null) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (id === null) params.delete('id');
        else params.set('id', id);
        return params;
      });
    },
    [setSearchParams],
  );

  const onDecided = useCallback(
    (decided: ApplicationDetail) => {
      const list = queue.status === 'success' ? queue.data.list : [];
      const index = list.findIndex((item) => item.id === decided.id);
      const rest = list.filter((item) => item.id !== decided.id);
      const next = rest[Math.max(0, Math.min(index, rest.length - 1))] ?? null;
      select(next?.id ?? null);
      queue.retry();
    },
    [queue, select],
  );

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(340px, 420px) 1fr' }}
      gap="6"
      alignItems="start"
    >
      <ReviewQueue
        queue={queue}
        filters={{
          keyword: state.keyword,
          domainId: state.domainId,
          overdueOnly: state.overdue === '1',
          claim: state.claim,
        }}
        page={state.page}
        pageSize={state.pageSize}
        selectedId={selectedId}
        now={now}
        linkTo={linkTo}
        onFilters={setFilters}
        onPage={setPage}
      />
      <Box minWidth="0">
        {selectedId === '' ? (
          <PendingContent
            title={t('review.panel.placeholderTitle')}
            description={t('review.panel.placeholderText')}
            icon={<ClipboardList />}
          />
        ) : (
          <ReviewPanel
            key={selectedId}
            id={selectedId}
            stage={stage}
            stageLabel={stageLabel}
            reviewer={reviewer}
            now={now}
            onDecided={onDecided}
            onConflict={queue.retry}
          />
        )}
      </Box>
    </Grid>
  );
}
