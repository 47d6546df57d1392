/**
 * A review decision (通过, 驳回, 退回修改) on the stage a reviewer's endpoint serves. The workflow
 * machine decides whether this operator may take it (right, 审核意见, four-eyes); the endpoint only
 * makes sure the application is in its stage, so an operator holding both rights cannot take the
 * final decision through the first-review endpoint or the other way round.
 */
import type { components } from '@openapi/schema';
import { machineEventType } from '../../../machines/domain-application/domain-application.types';
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';
import {
  applicationStateLabels,
  workflowEventLabels,
} from '../../../machines/domain-application/workflow-labels';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { HandlerContext } from '../../contract/operation-handler';
import { AppError } from '../../http/app-error';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { reviewStageLabels } from './review-stage-labels';
import { findReviewableApplication } from './reviewable-application';
import { runTransition } from './run-transition';
import { workflowActorOf } from './workflow-actor';

type ReviewDecisionRequest = components['schemas']['ReviewDecisionRequest'];
type ApplicationDetail = components['schemas']['ApplicationDetail'];

export async function decideReview(
  stage: ReviewStage,
  body: ReviewDecisionRequest,
  { db, clock, request, smsSender, log }: HandlerContext,
): Promise<ApplicationDetail> {
  const caller = request.requireOperator();
  const now = clock.now();
  return runTransition(db, now, {
    id: body.id,
    version: body.version,
    event: {
      type: machineEventType(body.decision),
      actor: workflowActorOf(caller),
      comment: body.comment ?? null,
    },
    resultSms: { sender: smsSender, log },
    load: async (tx, id) => {
      const record = await findReviewableApplication(tx, id);
      // A stale version is the likelier story (another reviewer was faster): say that first.
      if (record.version === body.version && record.state !== stage) {
        throw new AppError(
          EnvelopeCode.conflict,
          `申请当前为“${applicationStateLabels[record.state]}”状态，不在${reviewStageLabels[stage]}环节`,
        );
      }
      return record;
    },
    afterPersist: (tx, record) =>
      recordOperation(tx, {
        actor: { userId: caller.userId, name: caller.name },
        action: 'reviewDecision',
        target: {
          type: 'application',
          id: record.id,
          label: `${record.corName} · ${record.domainName}`,
        },
        detail: [
          `${reviewStageLabels[stage]}：${workflowEventLabels[body.decision]}（第 ${String(record.round)} 轮）`,
          body.comment === undefined || body.comment.trim() === ''
            ? null
            : `审核意见：${body.comment.trim()}`,
        ]
          .filter((part) => part !== null)
          .join('；'),
        ip: request.ip,
        at: now,
      }),
  });
}

/** What the envelope says after each decision. */
export const decisionMessages = {
  approve: '审核通过',
  reject: '申请已驳回',
  return: '申请已退回修改',
} as const satisfies Record<ReviewDecisionRequest['decision'], string>;
