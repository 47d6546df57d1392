/** `POST second/entry/file-list`: every file of one of the caller's own applications, in any state. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findOwnApplication } from '../domain-applications/application-record';
import { listEntryFiles } from '../domain-applications/entry-file-record';

export const secondEntryFileList = defineHandler(
  'secondEntryFileList',
  async ({ body }, { db, request }) => {
    const caller = request.requireCorporateUser();
    const application = await findOwnApplication(db, body.applicationId, caller.userId);
    return ok({ applicationId: application.id, list: await listEntryFiles(db, application.id) });
  },
);
