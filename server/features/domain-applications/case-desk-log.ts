/**
 * The operation-log entries (操作日志) of the case desk: 认领, 释放 and 改派 of a case, written in the
 * step's own transaction, so the log holds a step exactly when the case does. The target is the
 * application, labelled with its 受理编号 — the number people quote on the phone.
 */
import type { WorkflowActor } from '../../../machines/domain-application/domain-application.types';
import type { DatabaseTransaction } from '../../db/database';
import { recordOperation, type OperationAction } from '../../kernel/operation-log/record-operation';
import type { ApplicationRecord } from './application-record';
import { reviewStageLabels } from './review-stage-labels';

export type CaseDeskStep = 'claim' | 'release' | 'reassign';

const actionOfStep = {
  claim: 'reviewClaim',
  release: 'reviewRelease',
  reassign: 'reviewReassign',
} as const satisfies Record<CaseDeskStep, OperationAction>;

export interface CaseDeskEntry {
  readonly step: CaseDeskStep;
  readonly actor: WorkflowActor;
  /** The case as it was read before the step: its stage and who held it. */
  readonly record: ApplicationRecord;
  /** The reviewer a 改派 hands the case to. */
  readonly target?: WorkflowActor;
  readonly comment: string | null | undefined;
  readonly ip: string;
  readonly at: Date;
}

/** `JS2026000123`; a case in review always has one, the fallback only guards old rows. */
export function caseLabelOf(record: ApplicationRecord): string {
  return record.caseNumber ?? `${record.corName} · ${record.domainName}`;
}

function whatHappened({ step, actor, record, target }: CaseDeskEntry): string {
  const round = `第 ${String(record.round)} 轮`;
  const heldBy = record.claimedByName;
  switch (step) {
    case 'claim':
      return `认领（${round}）`;
    case 'release':
      return record.claimedById === null || record.claimedById === actor.id
        ? `释放（${round}）`
        : `释放${heldBy ?? ''}认领的申请（${round}）`;
    case 'reassign':
      return `改派给${target?.name ?? ''}（${heldBy === null ? '原未认领' : `原认领人：${heldBy}`}；${round}）`;
  }
}

export function recordCaseDeskStep(tx: DatabaseTransaction, entry: CaseDeskEntry): Promise<void> {
  const { record } = entry;
  const stage = reviewStageLabels[record.state === 'finalReview' ? 'finalReview' : 'firstReview'];
  const comment = entry.comment?.trim() ?? '';
  return recordOperation(tx, {
    actor: { userId: entry.actor.id, name: entry.actor.name },
    action: actionOfStep[entry.step],
    target: { type: 'application', id: record.id, label: caseLabelOf(record) },
    detail: [`${stage}：${whatHappened(entry)}`, comment === '' ? null : `说明：${comment}`]
      .filter((part) => part !== null)
      .join('；'),
    ip: entry.ip,
    at: entry.at,
  });
}
