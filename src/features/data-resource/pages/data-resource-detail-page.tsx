import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 数据资源详情: one resource, chosen by the `id` query parameter. */
export function DataResourceDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dataResourceDetail}
      description={t('pages.dataResourceDetail')}
      icon={<Database />}
    />
  );
}
