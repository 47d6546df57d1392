import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 工作台: the signed-in user's overview. */
export function WorkspaceHomePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.workspaceHome}
      statusTitle={t('common.inPreparation')}
      description={t('pages.workspaceHome')}
      icon={<LayoutDashboard />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
