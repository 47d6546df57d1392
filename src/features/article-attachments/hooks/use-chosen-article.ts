/** The article whose attachments are shown, reloaded when another is chosen. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getArticleTitle } from '../api/get-article-title';

export function useChosenArticle(id: string) {
  const load = useCallback(() => getArticleTitle(id), [id]);
  return useAsyncData(['GET /web/article/detail', { id }, 'title'], load);
}
