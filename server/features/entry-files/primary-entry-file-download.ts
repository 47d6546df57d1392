/**
 * `GET primary/entry/file-download`: an entry file of a submitted application, for reviewers and
 * auditors. A draft's files are still the applicant's own business and are answered like unknown ones
 * (4011).
 */
import { defineHandler } from '../../contract/operation-handler';
import { sendStoredFile } from '../../kernel/file-store/send-stored-file';
import { entryFileNotFound, findStoredFile } from './stored-file-query';

export const primaryEntryFileDownload = defineHandler(
  'primaryEntryFileDownload',
  async ({ query }, { db, log, reply, request }) => {
    request.requireOperator();
    const file = await findStoredFile(db, query.id);
    if (file === undefined || file.applicationState === 'draft') throw entryFileNotFound();
    return sendStoredFile(reply, db, file, log, query.disposition);
  },
);
