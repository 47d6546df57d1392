/**
 * `POST primary/audit/admin-log`: the operation log (操作日志) — every state-changing action of an
 * operator, and the security events — filtered by who, what, which of the two and when (both ends
 * included), newest first. Read-only: the log is only ever appended to.
 */
import { and, count, desc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { defineHandler } from '../../contract/operation-handler';
import { readPage } from '../../db/read-page';
import { operationLog } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { securityEventActions } from '../../kernel/operation-log/record-security-event';
import { dateRangeOf } from './date-range';

type AdminLogEntry = components['schemas']['AdminLogEntry'];

/** The contract's lengths; the recorder keeps within them, this keeps older rows within them too. */
function clipped(text: string, length: number): string {
  return [...text].slice(0, length).join('');
}

function toAdminLogEntry(row: typeof operationLog.$inferSelect): AdminLogEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: clipped(row.actorName, 50),
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId === null ? null : clipped(row.targetId, 64),
    targetLabel: row.targetLabel === null ? null : clipped(row.targetLabel, 200),
    detail: clipped(row.detail, 1000),
    ip: clipped(row.ip, 45),
    at: row.at.toISOString(),
  };
}

export const primaryAuditAdminLog = defineHandler(
  'primaryAuditAdminLog',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const { from, to } = dateRangeOf(body);
    const where = and(
      body.actorId === undefined ? undefined : eq(operationLog.actorId, body.actorId),
      body.action === undefined ? undefined : eq(operationLog.action, body.action),
      body.category === undefined
        ? undefined
        : body.category === 'security'
          ? inArray(operationLog.action, [...securityEventActions])
          : notInArray(operationLog.action, [...securityEventActions]),
      from === undefined ? undefined : gte(operationLog.at, from),
      to === undefined ? undefined : lte(operationLog.at, to),
    );
    return ok(
      await readPage(
        pagingOf(body),
        {
          count: () => db.select({ total: count() }).from(operationLog).where(where),
          rows: (limit, offset) =>
            db
              .select()
              .from(operationLog)
              .where(where)
              .orderBy(desc(operationLog.at), desc(operationLog.id))
              .limit(limit)
              .offset(offset),
        },
        toAdminLogEntry,
      ),
    );
  },
);
