/**
 * The review queue's filters as query parameters: `?keyword=…&domainId=…&overdue=1&page=2`, with `id`
 * beside them.
 */
import { enumParam, textParam, type ParamCodecs } from '@/components/list/use-list-search-params';

export type ReviewQueueFilters = { keyword: string; domainId: string; overdue: '' | '1' };

export const reviewQueueCodecs: ParamCodecs<ReviewQueueFilters> = {
  keyword: textParam(50),
  domainId: textParam(64),
  overdue: enumParam(['1'], ''),
};
