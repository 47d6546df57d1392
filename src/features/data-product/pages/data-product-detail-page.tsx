import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 数据产品详情: one product, chosen by the `id` query parameter. */
export function DataProductDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dataProductDetail}
      description={t('pages.dataProductDetail')}
      icon={<Package />}
    />
  );
}
