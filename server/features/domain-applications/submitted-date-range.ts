/**
 * The submission-date filter of the applicant's own list: both ends included, and refused (4000) with a
 * sentence a person understands when it ends before it starts, so a reversed range never reads as
 * "no applications".
 */
import { gte, lte, type SQL } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { domainApplications } from '../../db/schema';
import { AppError } from '../../http/app-error';

export function submittedWithin(range: { dateFrom?: string; dateTo?: string }): SQL[] {
  const from = range.dateFrom === undefined ? undefined : new Date(range.dateFrom);
  const to = range.dateTo === undefined ? undefined : new Date(range.dateTo);
  if (from !== undefined && to !== undefined && from > to) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '提交日期的开始日期不能晚于结束日期（请求参数 dateFrom 晚于 dateTo）',
    );
  }
  return [
    ...(from === undefined ? [] : [gte(domainApplications.submittedAt, from)]),
    ...(to === undefined ? [] : [lte(domainApplications.submittedAt, to)]),
  ];
}
