import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';

/** 入驻终审: the final review of applications past first review. */
export function FinalReviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.domainFinalReview}
      statusTitle={t('common.inPreparation')}
      description={t('pages.domainFinalReview')}
      icon={<BadgeCheck />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
