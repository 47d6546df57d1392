/** `POST primary/review/history`: every transition of a submitted application, oldest first. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { loadHistory, toHistoryRow } from './application-history';
import { findReviewableApplication } from './reviewable-application';

export const primaryReviewHistory = defineHandler(
  'primaryReviewHistory',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const record = await findReviewableApplication(db, body.id);
    const history = await loadHistory(db, record.id);
    return ok({ applicationId: record.id, list: history.map(toHistoryRow) });
  },
);
