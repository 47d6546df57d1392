/** The review queue's filters as query parameters: `?domainId=…&overdue=1&page=2`, with `id` beside them. */
import { enumParam, textParam, type ParamCodecs } from '@/components/list/use-list-search-params';

export type ReviewQueueFilters = { domainId: string; overdue: '' | '1' };

export const reviewQueueCodecs: ParamCodecs<ReviewQueueFilters> = {
  domainId: textParam(64),
  overdue: enumParam(['1'], ''),
};
