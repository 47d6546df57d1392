/** The article a detail page shows, reloaded when its id changes. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getArticle } from './get-article';

export function useArticle(id: string) {
  const load = useCallback(() => getArticle(id), [id]);
  return useAsyncData(['GET /web/article/detail', { id }, 'found'], load);
}
