/**
 * The rows of an audit export: one per history row of the applications the filters select, with the
 * application's domain, applicant and current state beside it. Applications come in the list's order
 * (most recently updated first), each one's transitions oldest first. At most `exportRowLimit` rows:
 * more is refused (4000) before the rows are read, so a file is never silently cut short.
 */
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { Database, DatabaseTransaction } from '../../db/database';
import {
  corporateUsers,
  domainApplicationHistory,
  domainApplications,
  domains,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditRecordConditions, type AuditFilters } from './audit-filters';
import { readSnapshot } from './read-snapshot';

export const exportRowLimit = 50_000;

const exportColumns = {
  applicationId: domainApplications.id,
  caseNumber: domainApplications.caseNumber,
  domainName: domains.name,
  corName: corporateUsers.corName,
  creditCode: corporateUsers.creditCode,
  state: domainApplications.state,
  createdAt: domainApplications.createdAt,
  round: domainApplicationHistory.round,
  at: domainApplicationHistory.at,
  event: domainApplicationHistory.event,
  fromState: domainApplicationHistory.fromState,
  toState: domainApplicationHistory.toState,
  actorName: domainApplicationHistory.actorName,
  actorRole: domainApplicationHistory.actorRole,
  comment: domainApplicationHistory.comment,
};

export type ExportRow = Awaited<ReturnType<typeof readRows>>[number];

const applicationOfRow = eq(domainApplications.id, domainApplicationHistory.applicationId);
const domainOfApplication = eq(domains.id, domainApplications.domainId);
const applicantOfApplication = eq(corporateUsers.id, domainApplications.applicantId);

async function countRows(tx: DatabaseTransaction, where: SQL | undefined): Promise<number> {
  const [counted] = await tx
    .select({ total: count() })
    .from(domainApplicationHistory)
    .innerJoin(domainApplications, applicationOfRow)
    .innerJoin(domains, domainOfApplication)
    .innerJoin(corporateUsers, applicantOfApplication)
    .where(where);
  return counted?.total ?? 0;
}

function readRows(tx: DatabaseTransaction, where: SQL | undefined) {
  return tx
    .select(exportColumns)
    .from(domainApplicationHistory)
    .innerJoin(domainApplications, applicationOfRow)
    .innerJoin(domains, domainOfApplication)
    .innerJoin(corporateUsers, applicantOfApplication)
    .where(where)
    .orderBy(
      desc(domainApplications.updatedAt),
      desc(domainApplications.id),
      asc(domainApplicationHistory.version),
    );
}

export async function loadExportRows(db: Database, filters: AuditFilters): Promise<ExportRow[]> {
  const where = auditRecordConditions(db, filters);
  return readSnapshot(db, async (tx) => {
    if ((await countRows(tx, where)) > exportRowLimit) {
      throw new AppError(
        EnvelopeCode.invalidRequest,
        `导出的流程记录超过 ${String(exportRowLimit)} 条，请缩小筛选范围（专区、状态、日期或审核人员）后重试`,
      );
    }
    return readRows(tx, where);
  });
}
