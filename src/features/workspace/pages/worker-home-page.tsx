import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 审核工作台: the reviewers' overview. */
export function WorkerHomePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.workspaceWorkerHome}
      statusTitle={t('common.inPreparation')}
      description={t('pages.workspaceWorkerHome')}
      icon={<ClipboardList />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
