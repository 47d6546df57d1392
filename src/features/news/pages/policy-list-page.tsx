import { useTranslation } from '@/i18n/use-translation';
import { useListSearchParams } from '@/components/list/use-list-search-params';

import { policyListCodecs } from '../article-list-params';
import { ArticleListLayout } from '../components/article-list-layout';

/** 政策动态: policy documents, searchable by keyword and publication date. */
export function PolicyListPage() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters, hrefs } = useListSearchParams(policyListCodecs);
  return (
    <ArticleListLayout
      title={t('routes.policy')}
      description={t('contentPages.news.policyIntro')}
      category="policy"
      filters={{ keyword: state.keyword, dateFrom: state.dateFrom, dateTo: state.dateTo }}
      page={state.page}
      pageSize={state.pageSize}
      onFilters={setFilters}
      onPage={setPage}
      onClearFilters={clearFilters}
      hrefs={{ unfiltered: hrefs.clear(), reset: hrefs.clear(), page: (page) => hrefs.page(page) }}
    />
  );
}
