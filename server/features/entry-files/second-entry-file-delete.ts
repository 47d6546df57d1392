/**
 * `POST second/entry/file-delete`: takes a file off one of the caller's own drafts — its row and its
 * stored bytes, in one transaction, so neither outlives the other.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { entryFiles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import { lockOwnDraft } from './application-access';
import { entryFileNotFound, findStoredFile } from './stored-file-query';

export const secondEntryFileDelete = defineHandler(
  'secondEntryFileDelete',
  async ({ body }, { db, request }) => {
    const caller = request.requireCorporateUser();
    await db.transaction(async (tx) => {
      const file = await findStoredFile(tx, body.id);
      if (file === undefined || file.applicantId !== caller.userId) throw entryFileNotFound();
      await lockOwnDraft(tx, file.applicationId, caller.userId);
      const [deleted] = await tx
        .delete(entryFiles)
        .where(eq(entryFiles.id, file.id))
        .returning({ storageKey: entryFiles.storageKey });
      // Deleted meanwhile by another request of the same applicant.
      if (deleted === undefined) throw entryFileNotFound();
      await removeStoredFile(tx, deleted.storageKey);
    });
    return ok({ id: body.id }, '文件已删除');
  },
);
