import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** operationLog: in preparation. */
export function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.operationLog}
      statusTitle={t('common.inPreparation')}
      description={t('common.inPreparation')}
      icon={<Construction />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
