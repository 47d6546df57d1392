import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 入驻初审: the first review of submitted applications. */
export function FirstReviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.domainFirstReview}
      statusTitle={t('common.inPreparation')}
      description={t('pages.domainFirstReview')}
      icon={<ClipboardCheck />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
