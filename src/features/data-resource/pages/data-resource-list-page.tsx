import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 数据资源: the catalogue of public data resources. */
export function DataResourceListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dataResource}
      description={t('pages.dataResource')}
      icon={<Database />}
    />
  );
}
