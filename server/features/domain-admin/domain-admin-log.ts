/**
 * The operation-log entries (操作日志) of 专区管理: a domain created, changed, opened, closed, or given a
 * new 承诺书 version — by whom, from where — labelled with the domain's name. Written in the change's
 * own transaction, and only for a change that happened (a 4212 writes nothing).
 */
import type { HandlerContext } from '../../contract/operation-handler';
import type { DatabaseTransaction } from '../../db/database';
import type { OperatorPrincipal } from '../../kernel/principal';
import { recordOperation, type OperationAction } from '../../kernel/operation-log/record-operation';

export interface DomainChange {
  readonly action: Extract<
    OperationAction,
    'domainCreate' | 'domainUpdate' | 'domainOpen' | 'domainClose' | 'domainCommitmentPublish'
  >;
  readonly domain: { readonly id: string; readonly name: string };
  readonly detail: string;
  readonly at: Date;
}

export function recordDomainChange(
  tx: DatabaseTransaction,
  caller: OperatorPrincipal,
  request: HandlerContext['request'],
  change: DomainChange,
): Promise<void> {
  return recordOperation(tx, {
    actor: { userId: caller.userId, name: caller.name },
    action: change.action,
    target: { type: 'domain', id: change.domain.id, label: change.domain.name },
    detail: change.detail,
    ip: request.ip,
    at: change.at,
  });
}

/** The fields of a domain as the log names them. */
const fieldLabels = {
  name: '名称',
  summary: '简介',
  description: '介绍',
  sortOrder: '显示顺序',
  firstReviewDays: '初审时限',
  finalReviewDays: '终审时限',
} as const;

export type DomainField = keyof typeof fieldLabels;

/**
 * `名称：交通专区 → 交通出行专区；初审时限：5 → 7 个工作日；介绍`: short values with their before and
 * after, long texts (简介, 介绍) by name only.
 */
export function domainChangesText(
  before: Partial<Record<DomainField, string | number>>,
  after: Partial<Record<DomainField, string | number>>,
): string {
  return (Object.keys(after) as DomainField[])
    .map((field) => {
      const label = fieldLabels[field];
      if (field === 'summary' || field === 'description') return label;
      const unit = field === 'firstReviewDays' || field === 'finalReviewDays' ? ' 个工作日' : '';
      return `${label}：${String(before[field])} → ${String(after[field])}${unit}`;
    })
    .join('；');
}
