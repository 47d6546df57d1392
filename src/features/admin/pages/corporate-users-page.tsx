import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** adminUsers: in preparation. */
export function CorporateUsersPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.adminUsers}
      statusTitle={t('common.inPreparation')}
      description={t('common.inPreparation')}
      icon={<Construction />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
