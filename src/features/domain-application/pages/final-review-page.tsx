import { ReviewStagePage } from '@/features/review/pages/review-stage-page';

/** 入驻终审: the final review of applications past first review. */
export function FinalReviewPage() {
  return <ReviewStagePage stage="finalReview" />;
}
