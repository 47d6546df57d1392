import { ReviewStagePage } from './review-stage-page';

/** 入驻初审: the first review of submitted applications. */
export function FirstReviewPage() {
  return <ReviewStagePage stage="firstReview" />;
}
