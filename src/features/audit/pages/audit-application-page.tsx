import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** auditApplication: in preparation. */
export function AuditApplicationPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.auditApplication}
      statusTitle={t('common.inPreparation')}
      description={t('common.inPreparation')}
      icon={<Construction />}
      root={{ to: paths.audit, label: routeLabels.audit }}
    />
  );
}
