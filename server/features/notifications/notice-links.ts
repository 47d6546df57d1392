/**
 * The in-app pages a notice opens (the routes of DESIGN §8): the applicant's application detail, and the
 * review page of a stage with the case chosen. The server cannot import the SPA's route table, so the
 * paths are written here once; the contract requires every link to stay under /workspace/.
 */
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';

const reviewPages = {
  firstReview: '/workspace/domain/firstReview',
  finalReview: '/workspace/domain/finalReview',
} as const satisfies Record<ReviewStage, string>;

export function applicationDetailLink(applicationId: string): string {
  return `/workspace/domain/detail?id=${encodeURIComponent(applicationId)}`;
}

export function reviewLink(stage: ReviewStage, applicationId: string): string {
  return `${reviewPages[stage]}?id=${encodeURIComponent(applicationId)}`;
}
