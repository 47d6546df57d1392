import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 运营动态: operation news and notices. */
export function DynamicsListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.dynamics}
      description={t('pages.dynamics')}
      icon={<Newspaper />}
    />
  );
}
