import { FileX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 审批驳回结果: why an application was rejected. */
export function RejectResultPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.domainRejectResult}
      statusTitle={t('common.inPreparation')}
      description={t('pages.domainRejectResult')}
      icon={<FileX2 />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
