/**
 * Where articles live: every article opens at /dynamics/detail?id=…; its list is /policy for policy
 * documents, /dynamics for operation news and /dynamics?category=notice for notices (公告).
 */
import { paths, withQuery } from '@/config/routes';
import type { ArticleCategory } from './api/list-articles';

export function articlePath(id: string): string {
  return withQuery(paths.dynamicsDetail, { id });
}

export function articleListPath(category: ArticleCategory): string {
  switch (category) {
    case 'policy':
      return paths.policy;
    case 'notice':
      return withQuery(paths.dynamics, { category: 'notice' });
    case 'operation':
      return paths.dynamics;
  }
}
