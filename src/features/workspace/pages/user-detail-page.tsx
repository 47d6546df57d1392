import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 用户详情: the signed-in account. */
export function UserDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.workspaceUserDetail}
      statusTitle={t('common.inPreparation')}
      description={t('pages.workspaceUserDetail')}
      icon={<UserRound />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
