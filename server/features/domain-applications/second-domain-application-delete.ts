/**
 * `POST second/domain-application/delete`: 删除草稿. Only a draft that was never submitted can go: it has
 * no case number and its one history row is its `create`, so nothing was ever decided about it. Once
 * submitted, a case keeps its history for good, even after it is returned and revised into a draft
 * again. The row, its entry files with their stored bytes and its history go in one transaction.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplicationHistory, domainApplications, entryFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import { assertCurrentVersion } from './application-conflict';
import { findOwnApplication, lockApplicationRow } from './application-record';
import { inApplicationTransaction } from './application-transaction';

export const submittedNotDeletableMessage = '已提交过的申请不能删除，仅可删除从未提交的草稿';

export const secondDomainApplicationDelete = defineHandler(
  'secondDomainApplicationDelete',
  async ({ body }, { db, request }) => {
    const caller = request.requireCorporateUser();
    await inApplicationTransaction(db, async (tx) => {
      await lockApplicationRow(tx, body.id);
      const application = await findOwnApplication(tx, body.id, caller.userId);
      const [numbered] = await tx
        .select({ caseNumber: domainApplications.caseNumber })
        .from(domainApplications)
        .where(eq(domainApplications.id, application.id));
      const neverSubmitted =
        application.state === 'draft' &&
        application.firstSubmittedAt === null &&
        application.submittedAt === null &&
        numbered?.caseNumber === null;
      if (!neverSubmitted) {
        throw new AppError(EnvelopeCode.conflict, submittedNotDeletableMessage);
      }
      assertCurrentVersion(application, body.version);
      const history = await tx
        .select({ event: domainApplicationHistory.event })
        .from(domainApplicationHistory)
        .where(eq(domainApplicationHistory.applicationId, application.id));
      // A draft whose history holds more than its creation took part in the workflow; keep it.
      if (history.some((row) => row.event !== 'create')) {
        throw new AppError(EnvelopeCode.conflict, submittedNotDeletableMessage);
      }
      const files = await tx
        .delete(entryFiles)
        .where(eq(entryFiles.applicationId, application.id))
        .returning({ storageKey: entryFiles.storageKey });
      for (const file of files) await removeStoredFile(tx, file.storageKey);
      await tx
        .delete(domainApplicationHistory)
        .where(eq(domainApplicationHistory.applicationId, application.id));
      await tx.delete(domainApplications).where(eq(domainApplications.id, application.id));
    });
    return ok({ id: body.id }, '草稿已删除');
  },
);
