/** `POST primary/review/final-decision`: finalReview → approved, rejected or returned (four-eyes). */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { decideReview, decisionMessages } from './review-decision';

export const primaryReviewFinalDecision = defineHandler(
  'primaryReviewFinalDecision',
  async ({ body }, context) =>
    ok(await decideReview('finalReview', body, context), decisionMessages[body.decision]),
);
