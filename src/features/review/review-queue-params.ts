/**
 * The review queue's filters as query parameters: `?keyword=…&domainId=…&overdue=1&claim=mine&page=2`,
 * with `id` beside them. `claim` is 我认领的 (`mine`), 未认领 (`unclaimed`) or, when absent, 全部.
 */
import { enumParam, textParam, type ParamCodecs } from '@/components/list/use-list-search-params';

export type ClaimFilter = '' | 'mine' | 'unclaimed';

export type ReviewQueueFilters = {
  keyword: string;
  domainId: string;
  overdue: '' | '1';
  claim: ClaimFilter;
};

export const reviewQueueCodecs: ParamCodecs<ReviewQueueFilters> = {
  keyword: textParam(50),
  domainId: textParam(64),
  overdue: enumParam(['1'], ''),
  claim: enumParam(['mine', 'unclaimed'], ''),
};
