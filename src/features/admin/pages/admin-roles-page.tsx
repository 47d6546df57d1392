import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** adminRoles: in preparation. */
export function AdminRolesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.adminRoles}
      statusTitle={t('common.inPreparation')}
      description={t('common.inPreparation')}
      icon={<Construction />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
