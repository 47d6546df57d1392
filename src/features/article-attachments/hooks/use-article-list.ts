/** One page of the article list, reloaded when the section, keyword or page change. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listPublicArticles, type AttachmentCategory } from '../api/list-public-articles';

export function useArticleList(query: {
  category: AttachmentCategory;
  keyword: string;
  page: number;
  pageSize: number;
}) {
  const { category, keyword, page, pageSize } = query;
  const load = useCallback(
    () => listPublicArticles({ category, keyword, page, pageSize }),
    [category, keyword, page, pageSize],
  );
  return useAsyncData(['POST /web/article/list', { category, keyword, page, pageSize }], load);
}
