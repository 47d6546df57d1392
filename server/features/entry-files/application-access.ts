/**
 * The application an entry-file request is about, as its applicant may reach it (another legal
 * person's application is answered exactly like one that does not exist, 4011): files change only
 * while it is a draft (4090 after submission).
 */
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { DatabaseTransaction } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  findOwnApplication,
  lockApplicationRow,
  type ApplicationRecord,
} from '../domain-applications/application-record';

/**
 * The caller's draft, its row locked until the transaction ends, so it cannot be submitted while a
 * file is added to or taken from it.
 */
export async function lockOwnDraft(
  tx: DatabaseTransaction,
  id: string,
  applicantId: string,
): Promise<ApplicationRecord> {
  await lockApplicationRow(tx, id);
  const application = await findOwnApplication(tx, id, applicantId);
  assertDraft(application);
  return application;
}

export function assertDraft(application: Pick<ApplicationRecord, 'state'>): void {
  if (application.state === 'draft') return;
  throw new AppError(
    EnvelopeCode.conflict,
    `该申请当前为“${applicationStateLabels[application.state]}”，只有草稿可以修改入驻材料`,
  );
}
