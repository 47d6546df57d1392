/**
 * `POST primary/audit/state-counts`: how many applications are in each workflow state now, within the
 * optional domain and creation date range, and how many of those under review are past their time
 * limit (judged as the reviewers' lists judge it, in working days). Every state of the machine is
 * listed, zero included, in the machine's own order, so the diagram can put a figure on every node.
 */
import { and, count, inArray } from 'drizzle-orm';
import { workflowDiagram } from '../../../machines/domain-application/workflow-diagram';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { selectApplications } from '../domain-applications/application-record';
import { reviewTimingOf } from '../domain-applications/review-timing';
import { auditConditions } from './audit-filters';

const statesInOrder = workflowDiagram().nodes.map((node) => node.state);

export const primaryAuditStateCounts = defineHandler(
  'primaryAuditStateCounts',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const scope = auditConditions(db, {
      domainId: body.domainId,
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
    });
    const rows = await db
      .select({ state: domainApplications.state, count: count() })
      .from(domainApplications)
      .where(scope)
      .groupBy(domainApplications.state);
    const counts = new Map(rows.map((row) => [row.state, row.count]));
    const underReview = await selectApplications(db).where(
      and(scope, inArray(domainApplications.state, ['firstReview', 'finalReview'])),
    );
    const now = clock.now();
    const overdue = new Map<string, number>();
    for (const record of underReview) {
      if (reviewTimingOf(record, now).overdue) {
        overdue.set(record.state, (overdue.get(record.state) ?? 0) + 1);
      }
    }
    const list = statesInOrder.map((state) => ({
      state,
      count: counts.get(state) ?? 0,
      overdue: overdue.get(state) ?? 0,
    }));
    return ok({ list, total: list.reduce((sum, item) => sum + item.count, 0) });
  },
);
