/**
 * The case number (受理编号) of an application: `JS`, the year of its first submission (Asia/Shanghai)
 * and the next value of `application_case_number_seq` (`applicationCaseNumberSeq`) in six digits, e.g. JS2026000123. The sequence
 * hands each value out once across transactions and instances, so numbers never collide; a number is
 * given once, on the first submission, and kept through revisions and resubmissions.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shanghaiDate } from '../../../machines/domain-application/working-calendar';
import { escapeLikeWildcards } from '../../db/contains-keyword';
import { domainApplications } from '../../db/schema';

export const caseNumberPattern = /^JS\d{10}$/;

/**
 * The value of `case_number` a submission writes: the number the application already has, or a new
 * one. COALESCE evaluates `nextval` only when there is none, so a resubmission takes no value.
 */
export function caseNumberOnSubmit(now: Date): SQL<string> {
  const year = shanghaiDate(now).slice(0, 4);
  return sql<string>`coalesce(${domainApplications.caseNumber}, ${`JS${year}`}::text || lpad(nextval('application_case_number_seq')::text, 6, '0'))`;
}

/**
 * Whether the application's case number starts with the keyword (case ignored): a whole number finds
 * its case, and a prefix such as `JS2026` the cases of a year.
 */
export function caseNumberMatches(keyword: string): SQL<boolean> {
  return sql<boolean>`${domainApplications.caseNumber} LIKE upper(${escapeLikeWildcards(keyword)}) || '%'`;
}
