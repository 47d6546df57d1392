/**
 * The filters of an article list as they live in the URL: keyword, a publication date range
 * (YYYY-MM-DD, Beijing time) and, on /dynamics, the section (运营动态 or 通知公告).
 */
import { enumParam, textParam, type ParamCodec } from '@/components/list/use-list-search-params';

/** A calendar date `YYYY-MM-DD` that exists; anything else reads as "no limit". */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateParam: ParamCodec<string> = {
  parse: (raw) => (raw !== null && isCalendarDate(raw) ? raw : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

/** The start of a day in Beijing time, as the contract's date-time. */
export function startOfDay(date: string): string {
  return new Date(`${date}T00:00:00+08:00`).toISOString();
}

/** The last moment of a day in Beijing time, as the contract's date-time. */
export function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59.999+08:00`).toISOString();
}

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
