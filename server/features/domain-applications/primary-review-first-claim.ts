/** `POST primary/review/first-claim`: a reviewer claims (认领) an unclaimed application in firstReview. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { claimMessages, runClaimStep } from './review-claim';
import { workflowActorOf } from './workflow-actor';

export const primaryReviewFirstClaim = defineHandler(
  'primaryReviewFirstClaim',
  async ({ body }, context) => {
    const actor = workflowActorOf(context.request.requireOperator());
    const event = { type: 'review.claim', actor, comment: body.comment ?? null } as const;
    return ok(await runClaimStep('firstReview', body, event, context), claimMessages.claim);
  },
);
