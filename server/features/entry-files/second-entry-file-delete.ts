/**
 * `POST second/entry/file-delete`: takes a file off one of the caller's own drafts — the row, then the
 * stored bytes. The row goes first: bytes left behind by a failure harm nothing, while a row whose
 * bytes were gone would offer a download that cannot work.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { entryFiles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { lockOwnDraft } from './application-access';
import { entryFileNotFound, findStoredFile } from './stored-file-query';
import { removeStoredFile } from './stored-files';

export const secondEntryFileDelete = defineHandler(
  'secondEntryFileDelete',
  async ({ body }, { db, config, log, request }) => {
    const caller = request.requireCorporateUser();
    const storageKey = await db.transaction(async (tx) => {
      const file = await findStoredFile(tx, body.id);
      if (file === undefined || file.applicantId !== caller.userId) throw entryFileNotFound();
      await lockOwnDraft(tx, file.applicationId, caller.userId);
      const [deleted] = await tx
        .delete(entryFiles)
        .where(eq(entryFiles.id, file.id))
        .returning({ storageKey: entryFiles.storageKey });
      // Deleted meanwhile by another request of the same applicant.
      if (deleted === undefined) throw entryFileNotFound();
      return deleted.storageKey;
    });
    try {
      await removeStoredFile(config.dataDir, storageKey);
    } catch (error) {
      log.warn({ err: error, storageKey }, 'the bytes of a deleted entry file were left on disk');
    }
    return ok({ id: body.id }, '文件已删除');
  },
);
