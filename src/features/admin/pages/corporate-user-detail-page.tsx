import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** adminUserDetail: in preparation. */
export function CorporateUserDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.adminUserDetail}
      statusTitle={t('common.inPreparation')}
      description={t('common.inPreparation')}
      icon={<Construction />}
      root={{ to: paths.adminUsers, label: routeLabels.adminUsers }}
    />
  );
}
