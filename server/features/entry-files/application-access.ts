/**
 * The application an entry-file request is about, as its applicant may reach it: another legal
 * person's application is answered exactly like one that does not exist (4011), so ids cannot be
 * probed; files change only while it is a draft (4090 after submission).
 */
import { eq } from 'drizzle-orm';
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import type { Database, DatabaseTransaction } from '../../db/database';
import { domainApplications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordNotFound } from '../../http/record-not-found';

type Queryable = Database | DatabaseTransaction;

export interface ApplicationAccess {
  readonly id: string;
  readonly domainId: string;
  readonly applicantId: string;
  readonly state: (typeof domainApplications.state.enumValues)[number];
}

const accessColumns = {
  id: domainApplications.id,
  domainId: domainApplications.domainId,
  applicantId: domainApplications.applicantId,
  state: domainApplications.state,
};

export const applicationNotFound = () => recordNotFound('专区入驻申请');

export async function findOwnApplication(
  db: Queryable,
  id: string,
  applicantId: string,
): Promise<ApplicationAccess> {
  const [row] = await db
    .select(accessColumns)
    .from(domainApplications)
    .where(eq(domainApplications.id, id));
  if (row === undefined || row.applicantId !== applicantId) throw applicationNotFound();
  return row;
}

/**
 * The caller's draft, its row locked until the transaction ends, so it cannot be submitted while a
 * file is added to or taken from it.
 */
export async function lockOwnDraft(
  tx: DatabaseTransaction,
  id: string,
  applicantId: string,
): Promise<ApplicationAccess> {
  const [row] = await tx
    .select(accessColumns)
    .from(domainApplications)
    .where(eq(domainApplications.id, id))
    .for('update');
  if (row === undefined || row.applicantId !== applicantId) throw applicationNotFound();
  assertDraft(row);
  return row;
}

export function assertDraft(application: ApplicationAccess): void {
  if (application.state === 'draft') return;
  throw new AppError(
    4090,
    `该申请当前为“${applicationStateLabels[application.state]}”，只有草稿可以修改入驻材料`,
  );
}
