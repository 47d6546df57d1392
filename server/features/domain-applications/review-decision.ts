/**
 * A review decision (通过, 驳回, 退回修改) on the stage a reviewer's endpoint serves. The workflow
 * machine decides whether this operator may take it (right, 审核意见, four-eyes); the endpoint only
 * makes sure the application is in its stage, so an operator holding both rights cannot take the
 * final decision through the first-review endpoint or the other way round.
 */
import type { components } from '@openapi/schema';
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import type { HandlerContext } from '../../contract/operation-handler';
import { AppError } from '../../http/app-error';
import { requireOperator } from '../auth/principal';
import { reviewStageLabels } from './review-stage-labels';
import { findReviewableApplication } from './reviewable-application';
import { runTransition } from './run-transition';
import { workflowActorOf } from './workflow-actor';

type ReviewDecisionRequest = components['schemas']['ReviewDecisionRequest'];
type ApplicationDetail = components['schemas']['ApplicationDetail'];

export async function decideReview(
  stage: ReviewStage,
  body: ReviewDecisionRequest,
  { db, clock, principal }: HandlerContext,
): Promise<ApplicationDetail> {
  const caller = requireOperator(principal);
  return runTransition(db, clock.now(), {
    id: body.id,
    version: body.version,
    event: { type: body.decision, actor: workflowActorOf(caller), comment: body.comment ?? null },
    load: async (tx, id) => {
      const record = await findReviewableApplication(tx, id);
      // A stale version is the likelier story (another reviewer was faster): say that first.
      if (record.version === body.version && record.state !== stage) {
        throw new AppError(
          4090,
          `申请当前为“${applicationStateLabels[record.state]}”状态，不在${reviewStageLabels[stage]}环节`,
        );
      }
      return record;
    },
  });
}

/** What the envelope says after each decision. */
export const decisionMessages = {
  approve: '审核通过',
  reject: '申请已驳回',
  return: '申请已退回修改',
} as const satisfies Record<ReviewDecisionRequest['decision'], string>;
