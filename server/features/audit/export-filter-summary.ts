/**
 * The filters of an export in words, for its operation-log entry: what an auditor took out of the
 * platform should be readable later without decoding ids (专区 交通专区；状态 初审中；…).
 */
import { eq } from 'drizzle-orm';
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import { normalizedKeyword } from '../../db/contains-keyword';
import type { Database } from '../../db/database';
import { domains, operators } from '../../db/schema';
import type { AuditFilters } from './audit-filters';
import { beijingDateTime } from './beijing-time';

async function domainName(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: domains.name }).from(domains).where(eq(domains.id, id));
  return row?.name ?? id;
}

async function operatorName(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, id));
  return row?.name ?? id;
}

export async function exportFilterSummary(db: Database, filters: AuditFilters): Promise<string> {
  const parts = [
    filters.domainId === undefined ? null : `专区 ${await domainName(db, filters.domainId)}`,
    filters.state === undefined ? null : `状态 ${applicationStateLabels[filters.state]}`,
    filters.dateFrom === undefined
      ? null
      : `创建时间起 ${beijingDateTime(new Date(filters.dateFrom))}`,
    filters.dateTo === undefined ? null : `创建时间止 ${beijingDateTime(new Date(filters.dateTo))}`,
    filters.reviewerId === undefined
      ? null
      : `审核人员 ${await operatorName(db, filters.reviewerId)}`,
    normalizedKeyword(filters.keyword) === null ? null : `关键词 ${filters.keyword?.trim() ?? ''}`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? '全部申请' : parts.join('；');
}
