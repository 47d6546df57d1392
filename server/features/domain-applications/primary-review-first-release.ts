/**
 * `POST primary/review/first-release`: the claimant, or an administrator, releases (释放) a claimed
 * application in firstReview, so another reviewer of the stage may claim it.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { claimMessages, runClaimStep } from './review-claim';
import { workflowActorOf } from './workflow-actor';

export const primaryReviewFirstRelease = defineHandler(
  'primaryReviewFirstRelease',
  async ({ body }, context) => {
    const actor = workflowActorOf(context.request.requireOperator());
    const event = { type: 'review.release', actor, comment: body.comment ?? null } as const;
    return ok(await runClaimStep('firstReview', body, event, context), claimMessages.release);
  },
);
