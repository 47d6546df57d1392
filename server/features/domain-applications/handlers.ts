/** The domain application operations: the applicant's (专区入驻申请) and the reviewers' (初审, 终审). */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryReviewDetail } from './primary-review-detail';
import { primaryReviewFinalDecision } from './primary-review-final-decision';
import { primaryReviewFirstDecision } from './primary-review-first-decision';
import { primaryReviewHistory } from './primary-review-history';
import { primaryReviewQueue } from './primary-review-queue';
import { secondDomainApplicationDetail } from './second-domain-application-detail';
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
  primaryReviewQueue,
  primaryReviewDetail,
  primaryReviewFirstDecision,
  primaryReviewFinalDecision,
  primaryReviewHistory,
];
