/**
 * The columns of an audit export, in order: the Chinese header people read, a width that fits what the
 * column holds (in characters, for the workbook), and the cell of a row — text, a number or a moment.
 * The CSV and the workbook are both written from this one list.
 */
import {
  actorRoleLabels,
  applicationStateLabels,
  workflowEventLabels,
} from '../../../machines/domain-application/workflow-labels';
import type { ExportRow } from './export-rows';

export type ExportCell =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'moment'; readonly value: Date };

export interface ExportColumn {
  readonly header: string;
  readonly width: number;
  /** Long free text wraps in the workbook instead of running across the next columns. */
  readonly wrap?: boolean;
  readonly cell: (row: ExportRow) => ExportCell;
}

const text = (value: string | null): ExportCell => ({ kind: 'text', value: value ?? '' });

export const exportColumns: readonly ExportColumn[] = [
  { header: '受理编号', width: 16, cell: (row) => text(row.caseNumber) },
  { header: '申请编号', width: 38, cell: (row) => text(row.applicationId) },
  { header: '申请专区', width: 16, cell: (row) => text(row.domainName) },
  { header: '申请单位', width: 32, cell: (row) => text(row.corName) },
  { header: '统一社会信用代码', width: 22, cell: (row) => text(row.creditCode) },
  {
    header: '申请创建时间（北京时间）',
    width: 22,
    cell: (row) => ({ kind: 'moment', value: row.createdAt }),
  },
  { header: '当前状态', width: 10, cell: (row) => text(applicationStateLabels[row.state]) },
  { header: '轮次', width: 6, cell: (row) => ({ kind: 'number', value: row.round }) },
  {
    header: '流转时间（北京时间）',
    width: 22,
    cell: (row) => ({ kind: 'moment', value: row.at }),
  },
  { header: '操作', width: 10, cell: (row) => text(workflowEventLabels[row.event]) },
  {
    header: '流转前状态',
    width: 12,
    cell: (row) => text(row.fromState === null ? null : applicationStateLabels[row.fromState]),
  },
  { header: '流转后状态', width: 12, cell: (row) => text(applicationStateLabels[row.toState]) },
  { header: '操作人', width: 14, cell: (row) => text(row.actorName) },
  { header: '操作人角色', width: 12, cell: (row) => text(actorRoleLabels[row.actorRole]) },
  { header: '审核意见', width: 50, wrap: true, cell: (row) => text(row.comment) },
];
