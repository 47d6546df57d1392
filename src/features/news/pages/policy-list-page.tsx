import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 政策动态: policy documents. */
export function PolicyListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={routeLabels.policy} description={t('pages.policy')} icon={<ScrollText />} />
  );
}
