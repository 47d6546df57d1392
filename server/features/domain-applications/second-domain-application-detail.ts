/** `POST second/domain-application/detail`: one own application with its files and full history. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { applicationDetailOf } from './application-detail';
import { findOwnApplication } from './application-record';

export const secondDomainApplicationDetail = defineHandler(
  'secondDomainApplicationDetail',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const record = await findOwnApplication(db, body.id, caller.userId);
    return ok(await applicationDetailOf(db, record, clock.now()));
  },
);
