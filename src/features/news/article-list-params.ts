/**
 * The filters of an article list as they live in the URL: keyword, a publication date range
 * (YYYY-MM-DD, Beijing time) and, on /dynamics, the section (运营动态 or 通知公告).
 */
import { dateParam, enumParam, textParam } from '@/components/list/use-list-search-params';

export const policyListCodecs = {
  keyword: textParam(50),
  dateFrom: dateParam,
  dateTo: dateParam,
};

export const dynamicsSections = ['operation', 'notice'] as const;
export type DynamicsSection = (typeof dynamicsSections)[number];

export const dynamicsListCodecs = {
  ...policyListCodecs,
  category: enumParam(dynamicsSections, 'operation'),
};
