/** `POST primary/domain-admin/detail`: one domain with its description and current commitment (4011 if unknown). */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findDomainForAdmin } from './domain-admin-record';

export const primaryDomainAdminDetail = defineHandler(
  'primaryDomainAdminDetail',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    return ok(await findDomainForAdmin(db, body.id));
  },
);
