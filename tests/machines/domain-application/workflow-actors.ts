/**
 * The people of the workflow tests: the applicant who owns the application, another legal person, and
 * operators by role (DESIGN §8 demo roles), plus helpers to build stored applications.
 */
import type {
  ApplicationState,
  DomainApplicationContext,
  WorkflowActor,
} from '@machines/domain-application/domain-application.types';
import type { StoredApplication } from '@machines/domain-application/decide';

/** 江苏数源科技有限公司's user, who owns the application under test. */
export const owner: WorkflowActor = {
  kind: 'applicant',
  id: 'corp-user-shuyuan',
  name: '李华',
  rights: ['domain:apply'],
};

/** 苏州智算数据服务有限公司's user: a legal person too, but not the owner. */
export const otherApplicant: WorkflowActor = {
  kind: 'applicant',
  id: 'corp-user-zhisuan',
  name: '王芳',
  rights: ['domain:apply'],
};

export const firstReviewer: WorkflowActor = {
  kind: 'operator',
  id: 'operator-chushen',
  name: '陈静',
  rights: ['domain:first-review'],
};

export const finalReviewer: WorkflowActor = {
  kind: 'operator',
  id: 'operator-zhongshen',
  name: '赵磊',
  rights: ['domain:final-review'],
};

/** Holds every right: may do either review of a round, never both. */
export const admin: WorkflowActor = {
  kind: 'operator',
  id: 'operator-admin',
  name: '系统管理员',
  rights: [
    'admin:manage',
    'content:edit',
    'domain:first-review',
    'domain:final-review',
    'audit:read',
  ],
};

export const auditor: WorkflowActor = {
  kind: 'operator',
  id: 'operator-shenji',
  name: '孙审',
  rights: ['audit:read'],
};

export const REASON = '营业执照副本已过期，请上传有效期内的营业执照';

/** A context for the owner's application in the given round, first-reviewed by `firstReviewerId`. */
export function contextOf(
  overrides: Partial<DomainApplicationContext> = {},
): DomainApplicationContext {
  return {
    applicantId: owner.id,
    round: 1,
    firstReviewerId: null,
    claimantId: null,
    claimantName: null,
    domainAccepting: true,
    commitmentVersion: null,
    ...overrides,
  };
}

/** The context of a case held (认领) by the given reviewer. */
export function claimedBy(actor: WorkflowActor): Partial<DomainApplicationContext> {
  return { claimantId: actor.id, claimantName: actor.name };
}

/** A stored application; in and after the final review its first reviewer is `firstReviewer`. */
export function storedIn(
  state: ApplicationState,
  overrides: Partial<DomainApplicationContext> = {},
): StoredApplication {
  const reviewed = state === 'finalReview' || state === 'approved';
  return {
    state,
    context: contextOf({ firstReviewerId: reviewed ? firstReviewer.id : null, ...overrides }),
  };
}
