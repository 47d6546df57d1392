/**
 * `POST primary/audit/application-history`: one application submitted at least once (a draft never
 * submitted is answered as if it did not exist, as for reviewers) with its
 * deadline marks, every transition oldest first, and the time it spent in each state, for the
 * highlighted path on the diagram and the timeline.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { loadHistory, toHistoryRow } from '../domain-applications/application-history';
import { toApplicationSummary } from '../domain-applications/application-summary';
import { findReviewableApplication } from '../domain-applications/reviewable-application';
import { readSnapshot } from './read-snapshot';
import { stateDurationsOf } from './state-durations';

export const primaryAuditApplicationHistory = defineHandler(
  'primaryAuditApplicationHistory',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const now = clock.now();
    // One snapshot: the application and its history agree even while a reviewer decides.
    const trail = await readSnapshot(db, async (tx) => {
      const record = await findReviewableApplication(tx, body.id);
      return { record, history: await loadHistory(tx, record.id) };
    });
    return ok({
      application: toApplicationSummary(trail.record, now),
      history: trail.history.map(toHistoryRow),
      stateDurations: stateDurationsOf(trail.history, now),
    });
  },
);
