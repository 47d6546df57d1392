/**
 * What distinguishes the two review stages for the pages: the right that opens them (DESIGN §8), the
 * route of the stage's review page and the key of its label.
 */
import { WORKFLOW_RIGHTS } from '@machines/domain-application/domain-application.types';
import { paths } from '@/config/routes';
import type { ReviewStage } from './api/list-review-queue';

export type ReviewStageInfo = {
  stage: ReviewStage;
  right: string;
  path: string;
  /** The stage's route label, for `t()`. */
  labelKey: 'routes.domainFirstReview' | 'routes.domainFinalReview';
};

export const reviewStages: readonly ReviewStageInfo[] = [
  {
    stage: 'firstReview',
    right: WORKFLOW_RIGHTS.firstReview,
    path: paths.domainFirstReview,
    labelKey: 'routes.domainFirstReview',
  },
  {
    stage: 'finalReview',
    right: WORKFLOW_RIGHTS.finalReview,
    path: paths.domainFinalReview,
    labelKey: 'routes.domainFinalReview',
  },
];

export function reviewStageInfo(stage: ReviewStage): ReviewStageInfo {
  const info = reviewStages.find((candidate) => candidate.stage === stage);
  if (info === undefined) throw new Error(`Unknown review stage ${stage}`);
  return info;
}
