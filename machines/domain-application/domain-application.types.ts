/**
 * Types of the domain application workflow (DESIGN §4, 专区入驻): the stages, the events with the actor who
 * sends them, and the context the guards read. The stages, the event names and the roles are the
 * contract's (`ApplicationState`, `WorkflowEvent`, `ActorRole` in openapi/portal.yaml) and the history
 * table's, so they travel unchanged; the machine's own event types (`application.submit`,
 * `review.approve`, …) are mapped to those names here, in `MACHINE_EVENT_TYPES`, and nowhere else.
 */

/** The stages, in the order the diagram reads them. */
export const APPLICATION_STATES = [
  'draft',
  'firstReview',
  'finalReview',
  'approved',
  'rejected',
  'returned',
  'withdrawn',
] as const;

export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The events a person sends to a stored application, as the history and the contract name them. */
export const WORKFLOW_EVENT_TYPES = [
  'submit',
  'withdraw',
  'revise',
  'approve',
  'reject',
  'return',
  'claim',
  'release',
  'reassign',
] as const;

export type WorkflowEventType = (typeof WORKFLOW_EVENT_TYPES)[number];

/**
 * The machine's event type (`area.verb`) for each stored name: the applicant's events are the
 * application's, the decisions and the claims (认领, 释放, 改派) are the review's.
 */
export const MACHINE_EVENT_TYPES = {
  submit: 'application.submit',
  withdraw: 'application.withdraw',
  revise: 'application.revise',
  approve: 'review.approve',
  reject: 'review.reject',
  return: 'review.return',
  claim: 'review.claim',
  release: 'review.release',
  reassign: 'review.reassign',
} as const satisfies { [TName in WorkflowEventType]: `${'application' | 'review'}.${TName}` };

export type DomainApplicationEventType = (typeof MACHINE_EVENT_TYPES)[WorkflowEventType];

/** The machine's event type for a name the history or the contract uses. */
export function machineEventType<TName extends WorkflowEventType>(
  name: TName,
): (typeof MACHINE_EVENT_TYPES)[TName] {
  return MACHINE_EVENT_TYPES[name];
}

/** The name the history and the contract keep for one of the machine's event types. */
export function workflowEventName(type: DomainApplicationEventType): WorkflowEventType {
  const name = WORKFLOW_EVENT_TYPES.find((candidate) => MACHINE_EVENT_TYPES[candidate] === type);
  if (name === undefined) throw new Error(`The workflow has no event ${type}`);
  return name;
}

/** What a history row names as its event: the events above, and `create` for the new draft. */
export type HistoryEventType = 'create' | WorkflowEventType;

/** The review decisions (通过, 驳回, 退回修改): they close a stage, and only its claimant takes them. */
export const REVIEW_DECISION_EVENTS = ['approve', 'reject', 'return'] as const;

export type ReviewDecisionEventType = (typeof REVIEW_DECISION_EVENTS)[number];

export function isReviewDecision(type: WorkflowEventType): type is ReviewDecisionEventType {
  return (REVIEW_DECISION_EVENTS as readonly string[]).includes(type);
}

/** Who holds a case in a review stage (认领): claims and releases change it, the stage never moves. */
export const CLAIM_EVENTS = ['claim', 'release', 'reassign'] as const;

export type ClaimEventType = (typeof CLAIM_EVENTS)[number];

export function isClaimEvent(type: WorkflowEventType): type is ClaimEventType {
  return (CLAIM_EVENTS as readonly string[]).includes(type);
}

/**
 * The role in which a person took part in a transition (the history's `actorRole`): `admin` for an
 * administrator (`admin:manage`) reassigning a case or releasing one somebody else claimed.
 */
export type ActorRole = 'applicant' | 'firstReviewer' | 'finalReviewer' | 'admin';

/** The rights (AuthState `rights`, DESIGN §8) the workflow asks for. */
export const WORKFLOW_RIGHTS = {
  apply: 'domain:apply',
  firstReview: 'domain:first-review',
  finalReview: 'domain:final-review',
  /** Administrators reassign (改派) cases and release anyone's claim. */
  admin: 'admin:manage',
} as const;

/** Longest reason or remark kept with a transition (the contract's `ReviewComment`). */
export const COMMENT_MAX_LENGTH = 1000;

/**
 * The person behind an event: a legal person's user (`applicant`, signed in through the SSO) or a
 * platform operator. `id` is the user's or operator's record id, `name` is shown in the history.
 */
export type WorkflowActor = {
  kind: 'applicant' | 'operator';
  id: string;
  name: string;
  rights: readonly string[];
};

/** The reviewer a case is reassigned to (改派), with their rights: the guard checks the stage's. */
export type ReassignTarget = WorkflowActor;

type EventOf<TType extends DomainApplicationEventType> = {
  type: TType;
  actor: WorkflowActor;
  /** 审核意见 for a review decision, the reason of a withdrawal; required for reject and return. */
  comment?: string | null;
} & (TType extends 'review.reassign' ? { target: ReassignTarget } : unknown) &
  (TType extends 'application.submit'
    ? {
        /** The version of the domain's commitment (承诺书) the applicant ticked 我已阅读并同意 for. */
        commitmentVersion?: number | null;
      }
    : unknown);

/** The events the machine takes, each with the person who sends it. */
export type DomainApplicationEvent = {
  [TType in DomainApplicationEventType]: EventOf<TType>;
}[DomainApplicationEventType];

export type DomainApplicationContext = {
  /** The legal person's user who owns the application; only they send applicant events. */
  applicantId: string;
  /** 第几轮: 1 for a new application, one more after each revise. */
  round: number;
  /** Who approved the current round's first review; the final reviewer must be someone else. */
  firstReviewerId: string | null;
  /** The reviewer who claimed (认领) the case in its current review stage; null when nobody has. */
  claimantId: string | null;
  /** The claimant's name, for the refusals that say who holds the case. */
  claimantName: string | null;
  /** Whether the domain accepts applications: a closed one (专区管理) refuses submissions. */
  domainAccepting: boolean;
  /** The domain's current commitment (承诺书) version a submission must accept; null when it has none. */
  commitmentVersion: number | null;
};

export type DomainApplicationInput = {
  applicantId: string;
  round?: number;
  firstReviewerId?: string | null;
  claimantId?: string | null;
  claimantName?: string | null;
  domainAccepting?: boolean;
  commitmentVersion?: number | null;
};
