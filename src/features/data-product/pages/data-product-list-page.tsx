import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 数据产品: products built on authorised public data. */
export function DataProductListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dataProduct}
      description={t('pages.dataProduct')}
      icon={<Package />}
    />
  );
}
