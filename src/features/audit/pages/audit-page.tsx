import { Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 流程审计: the visualised workflow states and history of applications. */
export function AuditPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.audit}
      statusTitle={t('common.inPreparation')}
      description={t('pages.audit')}
      icon={<Workflow />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
