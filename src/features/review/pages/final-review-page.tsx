import { ReviewStagePage } from './review-stage-page';

/** 入驻终审: the final review of applications past first review. */
export function FinalReviewPage() {
  return <ReviewStagePage stage="finalReview" />;
}
