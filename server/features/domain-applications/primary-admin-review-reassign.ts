/**
 * `POST primary/admin/review-reassign`: an administrator hands an application in review to another
 * operator holding the stage's right (改派), claimed or not. The machine decides (admin:manage, the
 * target's right, four-eyes at the final review); an unknown operator is answered like one without
 * the right.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { claimMessages, runReassign } from './review-claim';
import { findReviewOperator, reassignTargetOf } from './review-operators';
import { workflowActorOf } from './workflow-actor';

export const primaryAdminReviewReassign = defineHandler(
  'primaryAdminReviewReassign',
  async ({ body }, context) => {
    const actor = workflowActorOf(context.request.requireOperator());
    const target = await findReviewOperator(context.db, body.reviewerId);
    if (target === undefined) {
      throw new AppError(EnvelopeCode.invalidRequest, '所选审核人员不存在');
    }
    const event = {
      type: 'review.reassign',
      actor,
      target: reassignTargetOf(target),
      comment: body.comment ?? null,
    } as const;
    return ok(await runReassign(body, event, context), claimMessages.reassign);
  },
);
