/**
 * The workflow as the server and the client use it, without starting an actor: a stored application
 * (stage and context) is restored into the machine, one machine event (`application.submit`,
 * `review.approve`, …) is tried with xstate's pure `transition`, and the answer is either the new
 * stage, context and the history row to append (its event under the stored name, `submit`), or the
 * reason for the refusal with a message key (workflow-messages.ts).
 *
 * On the server: read the application row and its history, `restoreContext` (restore-context.ts),
 * `decideTransition`, then in one transaction update the row (state, round, version + 1 where the
 * version is still the one read) and insert `historyRow`; a refusal becomes the envelope
 * `refusalEnvelopeCodes[reason]` with `message` in words. On the client: `allowedEvents` for the
 * buttons, every transition's alike.
 */
import { getInitialSnapshot, getNextTransitions, transition } from 'xstate';
import { domainApplicationMachine } from './domain-application.machine';
import {
  APPLICATION_STATES,
  MACHINE_EVENT_TYPES,
  WORKFLOW_RIGHTS,
  workflowEventName,
  type ActorRole,
  type ApplicationState,
  type DomainApplicationContext,
  type DomainApplicationEvent,
  type DomainApplicationEventType,
  type HistoryEventType,
  type WorkflowActor,
} from './domain-application.types';
import {
  createDraftForbiddenMessage,
  refusalMessage,
  type RefusalMessage,
} from './workflow-messages';
import {
  guardRefusals,
  isWorkflowGuardName,
  normalizedComment,
  requiresComment,
  type Refusal,
  type WorkflowGuardName,
} from './workflow-rules';

/** An application as it is stored: its stage and the context the machine needs. */
export type StoredApplication = {
  state: ApplicationState;
  context: DomainApplicationContext;
};

/** A history row to append, without what the store adds (id, application, version, time). */
export type TransitionHistoryRow = {
  /** null for the row that creates the draft. */
  from: ApplicationState | null;
  event: HistoryEventType;
  to: ApplicationState;
  actorRole: ActorRole;
  actorId: string;
  actorName: string;
  /** The user type (the history table's actor_kind): `second` for a legal person's user, `primary` for an operator. */
  actorUserType: 'primary' | 'second';
  /** The round the application is in after the transition: a revise opens the next round. */
  round: number;
  /** Trimmed; null when none was given. */
  comment: string | null;
  /** On a submission, the version of the domain's commitment (承诺书) accepted; null otherwise. */
  commitmentVersion: number | null;
};

export type TransitionAccepted = {
  ok: true;
  from: ApplicationState | null;
  to: ApplicationState;
  context: DomainApplicationContext;
  historyRow: TransitionHistoryRow;
};

export type TransitionRefused = { ok: false; reason: Refusal; message: RefusalMessage };

export type TransitionDecision = TransitionAccepted | TransitionRefused;

/**
 * The envelope code for each refusal (DESIGN §8): 4000 bad input, 4030 no right, 4090 conflict; named
 * `invalidRequest`, `noRight` and `conflict` in openapi/envelope-codes.ts. Numbers here because machines
 * import only xstate and their own files; tests/machines/envelope-codes.test.ts checks them against the
 * contract at compile time.
 */
export const refusalEnvelopeCodes = {
  'not-allowed-in-state': 4090,
  forbidden: 4030,
  'four-eyes': 4090,
  'claimed-by-other': 4090,
  'not-claimed': 4090,
  'already-claimed': 4090,
  'reviewer-lacks-right': 4000,
  'comment-required': 4000,
  'comment-too-long': 4000,
  'domain-closed': 4000,
  'commitment-required': 4000,
  'commitment-outdated': 4090,
} as const satisfies Record<Refusal, number>;

/** The stage a snapshot of this flat machine is in. */
function stageOf(snapshot: { value: unknown }): ApplicationState {
  const stage = APPLICATION_STATES.find((state) => state === snapshot.value);
  if (stage === undefined) {
    throw new Error(`Unknown workflow state ${JSON.stringify(snapshot.value)}`);
  }
  return stage;
}

function userTypeOf(actor: WorkflowActor): 'primary' | 'second' {
  return actor.kind === 'operator' ? 'primary' : 'second';
}

/**
 * The role an actor plays in an event: applicants' events, or the review stage the decision or claim
 * concerns; an administrator's 改派, and a 释放 of a case somebody else holds, are the admin's.
 */
export function actorRoleFor(
  from: ApplicationState | null,
  event: HistoryEventType,
  claim?: { actorId: string; claimantId: string | null },
): ActorRole {
  if (event === 'reassign') return 'admin';
  if (event === 'release' && claim !== undefined && claim.actorId !== claim.claimantId) {
    return 'admin';
  }
  if (
    event === 'approve' ||
    event === 'reject' ||
    event === 'return' ||
    event === 'claim' ||
    event === 'release'
  ) {
    return from === 'finalReview' ? 'finalReviewer' : 'firstReviewer';
  }
  return 'applicant';
}

/** The stored application as a machine snapshot (no actor is started). */
export function restoreSnapshot(stored: StoredApplication) {
  return domainApplicationMachine.resolveState({ value: stored.state, context: stored.context });
}

/** The transitions of the stored stage that the event's type would take, before any guard runs. */
function candidateGuards(
  stored: StoredApplication,
  eventType: DomainApplicationEventType,
): (WorkflowGuardName | null)[] {
  return getNextTransitions(restoreSnapshot(stored))
    .filter((candidate) => candidate.eventType === eventType)
    .map((candidate) => {
      const guard: unknown = candidate.guard;
      const name =
        typeof guard === 'string'
          ? guard
          : typeof guard === 'object' && guard !== null && 'type' in guard
            ? guard.type
            : null;
      return typeof name === 'string' && isWorkflowGuardName(name) ? name : null;
    });
}

/** Why the machine refused an event: the same check its guard ran, asked for its reason. */
function explainRefusal(
  stored: StoredApplication,
  event: DomainApplicationEvent,
): TransitionRefused {
  const guards = candidateGuards(stored, event.type);
  const subject = {
    state: stored.state,
    event: workflowEventName(event.type),
    context: stored.context,
    machineEvent: event,
  };
  if (guards.length === 0) {
    return {
      ok: false,
      reason: 'not-allowed-in-state',
      message: refusalMessage('not-allowed-in-state', { ...subject, guard: null }),
    };
  }
  for (const guard of guards) {
    const reason = guard === null ? null : guardRefusals[guard](stored.context, event);
    if (reason !== null) {
      return { ok: false, reason, message: refusalMessage(reason, { ...subject, guard }) };
    }
  }
  // The machine refused although no check objects: treat it as not allowed rather than guess.
  return {
    ok: false,
    reason: 'not-allowed-in-state',
    message: refusalMessage('not-allowed-in-state', { ...subject, guard: null }),
  };
}

/**
 * Tries one event on a stored application. Accepted: the new stage and context to store, and the
 * history row to append in the same transaction. Refused: why, and the message key for the envelope's
 * `msg`.
 */
export function decideTransition(
  stored: StoredApplication,
  event: DomainApplicationEvent,
): TransitionDecision {
  const snapshot = restoreSnapshot(stored);
  if (!snapshot.can(event)) return explainRefusal(stored, event);
  const [next] = transition(domainApplicationMachine, snapshot, event);
  const to = stageOf(next);
  const storedEvent = workflowEventName(event.type);
  return {
    ok: true,
    from: stored.state,
    to,
    context: next.context,
    historyRow: {
      from: stored.state,
      event: storedEvent,
      to,
      actorRole: actorRoleFor(stored.state, storedEvent, {
        actorId: event.actor.id,
        claimantId: stored.context.claimantId,
      }),
      actorId: event.actor.id,
      actorName: event.actor.name,
      actorUserType: userTypeOf(event.actor),
      round: next.context.round,
      comment: normalizedComment(event.comment),
      commitmentVersion:
        event.type === 'application.submit' ? (event.commitmentVersion ?? null) : null,
    },
  };
}

/** Stands in for the reason a reviewer will type, so 驳回 and 退回修改 count as allowed buttons. */
const PENDING_REASON = 'the reason the reviewer will give';

const MACHINE_EVENTS: readonly DomainApplicationEventType[] = Object.values(MACHINE_EVENT_TYPES);

/**
 * Stands in for the reviewer an administrator will choose, so 改派 counts as allowed when the actor
 * may reassign at all: someone holding both review rights who holds nothing yet.
 */
const PENDING_REVIEWER: WorkflowActor = {
  kind: 'operator',
  id: '',
  name: '',
  rights: [WORKFLOW_RIGHTS.firstReview, WORKFLOW_RIGHTS.finalReview],
};

/**
 * The event a button would send, with the placeholders its form will fill in: the reason, the
 * reviewer chosen for 改派, and for 提交 the acceptance of the current 承诺书 that its checkbox asks for.
 */
function probeEvent(
  type: DomainApplicationEventType,
  actor: WorkflowActor,
  context: DomainApplicationContext,
): DomainApplicationEvent {
  const comment = requiresComment(workflowEventName(type)) ? PENDING_REASON : null;
  if (type === 'review.reassign') return { type, actor, comment, target: PENDING_REVIEWER };
  if (type === 'application.submit') {
    return { type, actor, comment, commitmentVersion: context.commitmentVersion };
  }
  return { type, actor, comment };
}

/**
 * The machine events this actor may send to the stored application now, for the buttons a page
 * offers, in the machine's order. 驳回 and 退回修改 are listed when the actor may take them; their
 * form still asks for the reason. 改派 is listed when the actor may reassign the case to somebody.
 */
export function allowedEvents(
  stored: StoredApplication,
  actor: WorkflowActor,
): DomainApplicationEventType[] {
  const snapshot = restoreSnapshot(stored);
  const types = new Set(
    getNextTransitions(snapshot).flatMap((candidate) =>
      MACHINE_EVENTS.filter((type) => type === candidate.eventType),
    ),
  );
  return [...types].filter((type) => snapshot.can(probeEvent(type, actor, stored.context)));
}

/**
 * A new application: a round-1 draft owned by the actor, with its `create` history row. Only a legal
 * person's user holding `domain:apply` may start one.
 */
export function createDraft(actor: WorkflowActor): TransitionDecision {
  if (actor.kind !== 'applicant' || !actor.rights.includes(WORKFLOW_RIGHTS.apply)) {
    return { ok: false, reason: 'forbidden', message: createDraftForbiddenMessage };
  }
  const snapshot = getInitialSnapshot(domainApplicationMachine, { applicantId: actor.id });
  const to = stageOf(snapshot);
  return {
    ok: true,
    from: null,
    to,
    context: snapshot.context,
    historyRow: {
      from: null,
      event: 'create',
      to,
      actorRole: 'applicant',
      actorId: actor.id,
      actorName: actor.name,
      actorUserType: userTypeOf(actor),
      round: snapshot.context.round,
      comment: null,
      commitmentVersion: null,
    },
  };
}
