/**
 * The domain application operations: the applicant's (专区入驻申请), the reviewers' (初审, 终审, with
 * 认领 and 释放) and the administrators' case desk (改派, 审核工作量).
 */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryAdminReviewReassign } from './primary-admin-review-reassign';
import { primaryAdminReviewWorkload } from './primary-admin-review-workload';
import { primaryReviewDetail } from './primary-review-detail';
import { primaryReviewFinalClaim } from './primary-review-final-claim';
import { primaryReviewFinalDecision } from './primary-review-final-decision';
import { primaryReviewFinalRelease } from './primary-review-final-release';
import { primaryReviewFirstClaim } from './primary-review-first-claim';
import { primaryReviewFirstDecision } from './primary-review-first-decision';
import { primaryReviewFirstRelease } from './primary-review-first-release';
import { primaryReviewHistory } from './primary-review-history';
import { primaryReviewQueue } from './primary-review-queue';
import { secondDomainApplicationDelete } from './second-domain-application-delete';
import { secondDomainApplicationDetail } from './second-domain-application-detail';
import { secondDomainApplicationDomains } from './second-domain-application-domains';
import { secondDomainApplicationList } from './second-domain-application-list';
import { secondDomainApplicationNew } from './second-domain-application-new';
import { secondDomainApplicationRevise } from './second-domain-application-revise';
import { secondDomainApplicationSubmit } from './second-domain-application-submit';
import { secondDomainApplicationUpdate } from './second-domain-application-update';
import { secondDomainApplicationWithdraw } from './second-domain-application-withdraw';

export const domainApplicationHandlers: readonly OperationHandler[] = [
  secondDomainApplicationNew,
  secondDomainApplicationUpdate,
  secondDomainApplicationSubmit,
  secondDomainApplicationWithdraw,
  secondDomainApplicationRevise,
  secondDomainApplicationList,
  secondDomainApplicationDetail,
  secondDomainApplicationDelete,
  secondDomainApplicationDomains,
  primaryReviewQueue,
  primaryReviewDetail,
  primaryReviewFirstDecision,
  primaryReviewFinalDecision,
  primaryReviewHistory,
  primaryReviewFirstClaim,
  primaryReviewFirstRelease,
  primaryReviewFinalClaim,
  primaryReviewFinalRelease,
  primaryAdminReviewReassign,
  primaryAdminReviewWorkload,
];
