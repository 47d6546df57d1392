/**
 * The filters of 流程审计 as query parameters — `?domainId=…&state=firstReview&from=2026-03-01&to=2026-03-31
 * &reviewerId=…&keyword=JS2026&page=2` — and the contract queries they make. Dates are Beijing calendar days: `from`
 * counts from 00:00 of its day, `to` up to the end of its day, whatever the browser's time zone.
 */
import {
  enumParam,
  textParam,
  type ParamCodec,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { isRecordId } from '@/lib/is-record-id';
import {
  APPLICATION_STATES,
  type ApplicationState,
} from '@machines/domain-application/domain-application.types';
import {
  endOfShanghaiDate,
  startOfShanghaiDate,
} from '@machines/domain-application/working-calendar';
import type { AuditApplicationQuery, AuditScopeQuery } from './api/audit-types';
import type { ExportFilters } from './api/export-audit-history';

export type AuditFilters = {
  domainId: string;
  state: ApplicationState | '';
  from: string;
  to: string;
  reviewerId: string;
  /** Matched by the server against case number (from its start), applicant, credit code and scenario. */
  keyword: string;
};

/** A record id, or '' for anything else (a hand-edited address filters by nothing). */
const idParam: ParamCodec<string> = {
  parse: (raw) => (isRecordId(raw) ? raw.toLowerCase() : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real `YYYY-MM-DD` date, or ''. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  try {
    startOfShanghaiDate(value);
    return true;
  } catch {
    return false;
  }
}

const dateParam: ParamCodec<string> = {
  parse: (raw) => (raw !== null && isCalendarDate(raw) ? raw : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

export const auditFilterCodecs: ParamCodecs<AuditFilters> = {
  domainId: idParam,
  state: enumParam(APPLICATION_STATES, ''),
  from: dateParam,
  to: dateParam,
  reviewerId: idParam,
  keyword: textParam(50),
};

export function hasFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** The date range in the order people mean it, even when typed the wrong way round. */
function dateRange(filters: AuditFilters): { dateFrom?: string; dateTo?: string } {
  let { from, to } = filters;
  if (from !== '' && to !== '' && from > to) [from, to] = [to, from];
  return {
    ...(from === '' ? {} : { dateFrom: startOfShanghaiDate(from).toISOString() }),
    ...(to === '' ? {} : { dateTo: endOfShanghaiDate(to).toISOString() }),
  };
}

/** The scope of the state counts: domain and dates (the counts are per state, of every reviewer). */
export function scopeQuery(filters: AuditFilters): AuditScopeQuery {
  return {
    ...(filters.domainId === '' ? {} : { domainId: filters.domainId }),
    ...dateRange(filters),
  };
}

/** What the list and the export select. */
export function exportFilters(filters: AuditFilters): ExportFilters {
  return {
    ...scopeQuery(filters),
    ...(filters.state === '' ? {} : { state: filters.state }),
    ...(filters.reviewerId === '' ? {} : { reviewerId: filters.reviewerId }),
    ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
  };
}

export function listQuery(
  filters: AuditFilters,
  page: number,
  pageSize: number,
): AuditApplicationQuery {
  return { ...exportFilters(filters), page, pageSize };
}
