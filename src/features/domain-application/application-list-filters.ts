/**
 * The filters of the unit's own applications as query parameters — `?keyword=JS2026&domainId=…
 * &dateFrom=2026-03-01&dateTo=2026-03-31` — and the contract query they make. Dates are Beijing
 * calendar days of the current round's submission: `dateFrom` counts from 00:00 of its day, `dateTo`
 * up to the end of its day, whatever the browser's time zone. The state is the tabs' own parameter.
 */
import {
  dateParam,
  textParam,
  type ParamCodec,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { endOfDay, startOfDay } from '@/lib/calendar-date';
import { isRecordId } from '@/lib/is-record-id';
import type { ApplicationListQuery } from './api/list-my-applications';

export type ApplicationListFilters = {
  /** Matched by the server against the case number (from its start), the domain and the scenario. */
  keyword: string;
  domainId: string;
  dateFrom: string;
  dateTo: string;
};

export const KEYWORD_MAX_LENGTH = 50;

/** A record id, or '' for anything else (a hand-edited address filters by nothing). */
const idParam: ParamCodec<string> = {
  parse: (raw) => (isRecordId(raw) ? raw.toLowerCase() : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

export const applicationListCodecs: ParamCodecs<ApplicationListFilters> = {
  keyword: textParam(KEYWORD_MAX_LENGTH),
  domainId: idParam,
  dateFrom: dateParam,
  dateTo: dateParam,
};

export function hasListFilters(filters: ApplicationListFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** The contract query of the filters, without paging. */
export function listQueryOf(filters: ApplicationListFilters): ApplicationListQuery {
  return {
    ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
    ...(filters.domainId === '' ? {} : { domainId: filters.domainId }),
    ...(filters.dateFrom === '' ? {} : { dateFrom: startOfDay(filters.dateFrom) }),
    ...(filters.dateTo === '' ? {} : { dateTo: endOfDay(filters.dateTo) }),
  };
}
