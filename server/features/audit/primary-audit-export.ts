/**
 * `GET primary/audit/export`: the history rows of the applications the list's filters select, as a
 * CSV or Excel attachment with a Chinese file name (RFC 5987 `filename*`). The export itself is an
 * operator action and is written to the operation log before the file goes out. Any failure (a bad
 * filter, too many rows) is a JSON error envelope instead of a file.
 */
import { defineHandler, type HandlerContext, type QueryOf } from '../../contract/operation-handler';
import { attachmentDisposition } from '../../http/attachment-disposition';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { exportFile } from './export-file';
import { exportFilterSummary } from './export-filter-summary';
import { loadExportRows } from './export-rows';

type ExportQuery = QueryOf<'primaryAuditExport'>;

async function sendExport(query: ExportQuery, context: HandlerContext) {
  const { db, clock, request, reply } = context;
  const operator = request.requireOperator();
  const filters = {
    domainId: query.domainId,
    state: query.state,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    reviewerId: query.reviewerId,
    keyword: query.keyword,
  };
  const rows = await loadExportRows(db, filters);
  const now = clock.now();
  const file = await exportFile(query.format, rows, now);
  await recordOperation(db, {
    actor: { userId: operator.userId, name: operator.name },
    action: 'auditExport',
    target: { type: 'export', id: query.format, label: file.name },
    detail: `导出专区入驻流程记录 ${String(rows.length)} 条（${query.format.toUpperCase()}）；筛选：${await exportFilterSummary(db, filters)}`,
    ip: request.ip,
    at: now,
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.bytes.length))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

export const primaryAuditExport = defineHandler('primaryAuditExport', ({ query }, context) =>
  sendExport(query, context),
);
