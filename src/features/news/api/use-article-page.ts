/** One page of an article list for a view, reloaded whenever the category, filters or page change. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { endOfDay, startOfDay } from '@/lib/calendar-date';
import { listArticles, type ArticleCategory } from './list-articles';

export type ArticlePageQuery = {
  category: ArticleCategory;
  keyword: string;
  dateFrom: string;
  dateTo: string;
  page: number;
  pageSize: number;
};

export function useArticlePage({
  category,
  keyword,
  dateFrom,
  dateTo,
  page,
  pageSize,
}: ArticlePageQuery) {
  const load = useCallback(
    () =>
      listArticles({
        category,
        keyword,
        dateFrom: dateFrom === '' ? undefined : startOfDay(dateFrom),
        dateTo: dateTo === '' ? undefined : endOfDay(dateTo),
        page,
        pageSize,
      }),
    [category, keyword, dateFrom, dateTo, page, pageSize],
  );
  return useAsyncData(
    ['POST /web/article/list', { category, keyword, dateFrom, dateTo, page, pageSize }],
    load,
  );
}
