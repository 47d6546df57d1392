import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 专区合集: the data domains and what entering them requires. */
export function ApplyListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.applyList}
      description={t('pages.applyList')}
      icon={<LayoutGrid />}
    />
  );
}
