/**
 * `POST primary/audit/application-history`: one application (any state, drafts included) with its
 * deadline marks, every transition oldest first, and the time it spent in each state, for the
 * highlighted path on the diagram and the timeline.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { loadHistory, toHistoryRow } from '../domain-applications/application-history';
import { applicationNotFound, findApplication } from '../domain-applications/application-record';
import { toApplicationSummary } from '../domain-applications/application-summary';
import { readSnapshot } from './read-snapshot';
import { stateDurationsOf } from './state-durations';

export const primaryAuditApplicationHistory = defineHandler(
  'primaryAuditApplicationHistory',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const now = clock.now();
    // One snapshot: the application and its history agree even while a reviewer decides.
    const trail = await readSnapshot(db, async (tx) => {
      const record = await findApplication(tx, body.id);
      if (record === undefined) throw applicationNotFound();
      return { record, history: await loadHistory(tx, record.id) };
    });
    return ok({
      application: toApplicationSummary(trail.record, now),
      history: trail.history.map(toHistoryRow),
      stateDurations: stateDurationsOf(trail.history, now),
    });
  },
);
