/**
 * `POST primary/review/final-release`: the claimant, or an administrator, releases (释放) a claimed
 * application in finalReview, so another reviewer of the stage may claim it.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { claimMessages, runClaimStep } from './review-claim';
import { workflowActorOf } from './workflow-actor';

export const primaryReviewFinalRelease = defineHandler(
  'primaryReviewFinalRelease',
  async ({ body }, context) => {
    const actor = workflowActorOf(context.request.requireOperator());
    const event = { type: 'review.release', actor, comment: body.comment ?? null } as const;
    return ok(await runClaimStep('finalReview', body, event, context), claimMessages.release);
  },
);
