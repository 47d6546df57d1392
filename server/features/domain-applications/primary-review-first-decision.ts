/** `POST primary/review/first-decision`: firstReview → finalReview, rejected or returned. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { decideReview, decisionMessages } from './review-decision';

export const primaryReviewFirstDecision = defineHandler(
  'primaryReviewFirstDecision',
  async ({ body }, context) =>
    ok(await decideReview('firstReview', body, context), decisionMessages[body.decision]),
);
