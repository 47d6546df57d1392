/**
 * The frame of an article list page (运营动态, 政策动态): the page header, optional section tabs,
 * the filter bar and the results, all driven by the list state in the URL.
 */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import type { ArticleCategory } from '../api/list-articles';
import { ArticleFilterForm, type ArticleFilters } from './article-filter-form';
import { ArticleResults } from './article-results';

type ArticleListLayoutProps = {
  title: string;
  description: string;
  category: ArticleCategory;
  filters: ArticleFilters;
  page: number;
  pageSize: number;
  /** Section tabs around the filters and the list, whose chosen panel holds them. */
  tabs?: (panel: ReactNode) => ReactNode;
  onFilters: (filters: ArticleFilters) => void;
  onPage: (page: number, pageSize?: number) => void;
  onClearFilters: () => void;
  /**
   * Where the changes lead, for the links and the filter form: the list without its filters, 重置,
   * and each page.
   */
  hrefs: { unfiltered: string; reset: string; page: (page: number) => string };
};

export function ArticleListLayout({
  title,
  description,
  category,
  filters,
  page,
  pageSize,
  tabs,
  onFilters,
  onPage,
  onClearFilters,
  hrefs,
}: ArticleListLayoutProps) {
  const { t } = useTranslation();
  const filtered = filters.keyword !== '' || filters.dateFrom !== '' || filters.dateTo !== '';
  const section = t(`contentPages.news.categories.${category}`);
  const panel = (
    <>
      <ArticleFilterForm
        key={`${filters.keyword}|${filters.dateFrom}|${filters.dateTo}`}
        initial={filters}
        onApply={onFilters}
        onReset={onClearFilters}
        hrefs={{ unfiltered: hrefs.unfiltered, reset: hrefs.reset }}
      />
      <ArticleResults
        query={{ category, ...filters, page, pageSize }}
        label={t('contentPages.news.listLabel', { section })}
        filtered={filtered}
        onPage={onPage}
        onClearFilters={onClearFilters}
        hrefs={{ page: hrefs.page, clear: hrefs.reset }}
      />
    </>
  );
  return (
    <>
      <PageHeader title={title} description={description} />
      <PageContainer py={{ base: '6', md: '8' }}>
        {tabs === undefined ? <Stack gap="5">{panel}</Stack> : tabs(panel)}
      </PageContainer>
    </>
  );
}
