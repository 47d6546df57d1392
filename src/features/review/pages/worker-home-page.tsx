/**
 * 审核工作台: for each review stage the user's rights allow, the count waiting, the overdue count, the
 * applications waiting longest and the way into the stage; below, the other functions the rights open.
 * A corporate user has no review work here and goes to 工作台.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate } from 'react-router-dom';
import { CORPORATE_USER_TYPE } from '@machines/auth/auth.types';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { PendingContent } from '@/components/page/pending-content';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { StageQueueCard } from '../components/stage-queue-card';
import { useShortcuts, WorkspaceShortcuts } from '../components/workspace-shortcuts';
import { reviewStages } from '../review-stages';

export function WorkerHomePage() {
  const { t } = useTranslation();
  const authState = useAuthState();
  const rights = authState?.rights ?? [];
  const stages = reviewStages.filter((info) => rights.includes(info.right));
  const shortcuts = useShortcuts(rights);

  if (authState?.userType === CORPORATE_USER_TYPE) {
    return <Navigate replace to={paths.workspaceHome} />;
  }

  return (
    <>
      <PageHeader
        title={t('routes.workspaceWorkerHome')}
        description={
          stages.length > 0
            ? t('review.workerHome.intro')
            : shortcuts.length > 0
              ? t('review.workerHome.shortcutsIntro')
              : undefined
        }
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="8">
          {stages.length > 0 ? (
            <SimpleGrid columns={{ base: 1, lg: stages.length }} gap="6">
              {stages.map((info) => (
                <StageQueueCard key={info.stage} info={info} />
              ))}
            </SimpleGrid>
          ) : null}
          {shortcuts.length > 0 ? <WorkspaceShortcuts shortcuts={shortcuts} /> : null}
          {stages.length === 0 && shortcuts.length === 0 ? (
            <PendingContent
              title={t('common.empty')}
              description={t('review.workerHome.noShortcuts')}
              icon={<ClipboardList />}
            />
          ) : null}
        </Stack>
      </PageContainer>
    </>
  );
}
