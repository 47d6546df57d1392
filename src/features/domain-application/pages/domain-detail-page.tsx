import { FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 申请详情: one application, chosen by the `id` query parameter. */
export function DomainDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.domainDetail}
      statusTitle={t('common.inPreparation')}
      description={t('pages.domainDetail')}
      icon={<FileSearch />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
