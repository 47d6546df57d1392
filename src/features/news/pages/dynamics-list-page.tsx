import { useTranslation } from '@/i18n/use-translation';
import { useListSearchParams } from '@/components/list/use-list-search-params';

import { dynamicsListCodecs } from '../article-list-params';
import { ArticleListLayout } from '../components/article-list-layout';
import { DynamicsTabs } from '../components/dynamics-tabs';

/** 运营动态: operation news and, in its own tab, the platform's notices (公告). */
export function DynamicsListPage() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, hrefs } = useListSearchParams(dynamicsListCodecs);
  // 重置 clears the keyword and dates but stays in the chosen section.
  const unfiltered = { keyword: '', dateFrom: '', dateTo: '' };
  const clearFilters = () => setFilters(unfiltered);
  const unfilteredHref = hrefs.filters(unfiltered);
  return (
    <ArticleListLayout
      title={t('routes.dynamics')}
      description={t('contentPages.news.dynamicsIntro')}
      category={state.category}
      filters={{ keyword: state.keyword, dateFrom: state.dateFrom, dateTo: state.dateTo }}
      page={state.page}
      pageSize={state.pageSize}
      tabs={(panel) => (
        <DynamicsTabs
          value={state.category}
          onChange={(category) => setFilters({ category })}
          hrefFor={(category) => hrefs.filters({ category })}
        >
          {panel}
        </DynamicsTabs>
      )}
      onFilters={setFilters}
      onPage={setPage}
      onClearFilters={clearFilters}
      hrefs={{
        unfiltered: unfilteredHref,
        reset: unfilteredHref,
        page: (page) => hrefs.page(page),
      }}
    />
  );
}
