/** The search page's state in the URL: `keyword`, `kind` (blank for 全部), `page`, `pageSize`. */
import { enumParam, textParam } from '@/components/list/use-list-search-params';
import { searchKinds } from './api/search-site';

export const searchCodecs = {
  keyword: textParam(50),
  kind: enumParam(searchKinds, ''),
};
