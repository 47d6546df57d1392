/**
 * `POST primary/audit/state-counts`: how many applications are in each workflow state now, within the
 * optional domain and creation date range. Every state of the machine is listed, zero included, in
 * the machine's own order, so the diagram can put a figure on every node.
 */
import { count } from 'drizzle-orm';
import { workflowDiagram } from '../../../machines/domain-application/workflow-diagram';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { requireOperator } from '../auth/principal';
import { auditConditions } from './audit-filters';

const statesInOrder = workflowDiagram().nodes.map((node) => node.state);

export const primaryAuditStateCounts = defineHandler(
  'primaryAuditStateCounts',
  async ({ body }, { db, principal }) => {
    requireOperator(principal);
    const rows = await db
      .select({ state: domainApplications.state, count: count() })
      .from(domainApplications)
      .where(
        auditConditions(db, {
          domainId: body.domainId,
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
        }),
      )
      .groupBy(domainApplications.state);
    const counts = new Map(rows.map((row) => [row.state, row.count]));
    const list = statesInOrder.map((state) => ({ state, count: counts.get(state) ?? 0 }));
    return ok({ list, total: list.reduce((sum, item) => sum + item.count, 0) });
  },
);
