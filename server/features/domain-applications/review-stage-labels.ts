/** The review stages by the names operators know them. */
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';

export const reviewStageLabels = {
  firstReview: '入驻初审',
  finalReview: '入驻终审',
} as const satisfies Record<ReviewStage, string>;
