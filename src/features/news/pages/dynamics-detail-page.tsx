import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 公告详情: one article, chosen by the `id` query parameter. */
export function DynamicsDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dynamicsDetail}
      description={t('pages.dynamicsDetail')}
      icon={<Newspaper />}
    />
  );
}
