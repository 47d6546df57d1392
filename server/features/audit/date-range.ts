/** A date range of the audit filters, both ends included; refused (4000) when it ends before it starts. */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';

export interface DateRange {
  readonly from?: Date;
  readonly to?: Date;
}

export function dateRangeOf(filters: { dateFrom?: string; dateTo?: string }): DateRange {
  const from = filters.dateFrom === undefined ? undefined : new Date(filters.dateFrom);
  const to = filters.dateTo === undefined ? undefined : new Date(filters.dateTo);
  if (from !== undefined && to !== undefined && from > to) {
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数 dateFrom 不能晚于 dateTo');
  }
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
