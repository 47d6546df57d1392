/** `POST primary/review/detail`: a submitted application with its files and full history. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { applicationDetailOf } from './application-detail';
import { findReviewableApplication } from './reviewable-application';

export const primaryReviewDetail = defineHandler(
  'primaryReviewDetail',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const record = await findReviewableApplication(db, body.id);
    return ok(await applicationDetailOf(db, record, clock.now()));
  },
);
