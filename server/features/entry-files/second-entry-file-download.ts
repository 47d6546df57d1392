/**
 * `GET second/entry/file-download`: one of the caller's own entry files. Another legal person's file
 * is answered like one that does not exist (4011).
 */
import { defineHandler } from '../../contract/operation-handler';
import { sendStoredFile } from '../../kernel/file-store/send-stored-file';
import { entryFileNotFound, findStoredFile } from './stored-file-query';

export const secondEntryFileDownload = defineHandler(
  'secondEntryFileDownload',
  async ({ query }, { db, log, reply, request }) => {
    const caller = request.requireCorporateUser();
    const file = await findStoredFile(db, query.id);
    if (file === undefined || file.applicantId !== caller.userId) throw entryFileNotFound();
    return sendStoredFile(reply, db, file, log, query.disposition);
  },
);
