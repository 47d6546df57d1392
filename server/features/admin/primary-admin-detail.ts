/** `POST primary/admin/detail`: one operator account, phone masked; an unknown id is answered with 4011. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findAdmin, toAdmin } from './admin-record';

export const primaryAdminDetail = defineHandler(
  'primaryAdminDetail',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    return ok(toAdmin(await findAdmin(db, body.id)));
  },
);
