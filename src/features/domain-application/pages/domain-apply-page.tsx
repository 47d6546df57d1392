import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 专区申请: a corporate user applies to enter a data domain. */
export function DomainApplyPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.domainApply}
      statusTitle={t('common.inPreparation')}
      description={t('pages.domainApply')}
      icon={<FilePlus2 />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
