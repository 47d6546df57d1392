import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 搜索结果: results for the `keyword` query parameter across resources, products and articles. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword')?.trim() ?? '';
  return (
    <EmptyPage
      title={routeLabels.search}
      note={keyword ? t('pages.searchKeyword', { keyword }) : undefined}
      description={t('pages.search')}
      icon={<Search />}
    />
  );
}
