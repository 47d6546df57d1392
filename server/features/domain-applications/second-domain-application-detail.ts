/** `POST second/domain-application/detail`: one own application with its files and full history. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { requireCorporateUser } from '../../kernel/principal';
import { applicationDetailOf } from './application-detail';
import { findOwnApplication } from './application-record';

export const secondDomainApplicationDetail = defineHandler(
  'secondDomainApplicationDetail',
  async ({ body }, { db, clock, principal }) => {
    const caller = requireCorporateUser(principal);
    const record = await findOwnApplication(db, body.id, caller.userId);
    return ok(await applicationDetailOf(db, record, clock.now()));
  },
);
