/** `POST primary/admin/review-workload`: every reviewer's claimed cases, decisions this week and overdue cases. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { readReviewWorkload } from './review-workload';

export const primaryAdminReviewWorkload = defineHandler(
  'primaryAdminReviewWorkload',
  async (_input, { db, clock, request }) => {
    request.requireOperator();
    return ok(await readReviewWorkload(db, clock.now()));
  },
);
