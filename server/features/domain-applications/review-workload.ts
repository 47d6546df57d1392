/**
 * The reviewers' workload (审核工作量, DESIGN §9) as administrators see it: for every operator holding a
 * review right, and anyone still holding a claim, the cases claimed and waiting (with their time
 * limits), the decisions made this week, and how many claimed cases are overdue.
 */
import { and, count, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import {
  REVIEW_DECISION_EVENTS,
  WORKFLOW_RIGHTS,
} from '../../../machines/domain-application/domain-application.types';
import { isReviewStage } from '../../../machines/domain-application/review-deadline';
import {
  shanghaiDate,
  startOfShanghaiDate,
} from '../../../machines/domain-application/working-calendar';
import type { Queryable } from '../../db/database';
import { domainApplicationHistory, domainApplications } from '../../db/schema';
import { selectApplications } from './application-record';
import { reviewTimingOf } from './review-timing';
import { listReviewOperators } from './review-operators';

type ReviewWorkload = components['schemas']['ReviewWorkload'];
type ReviewerWorkload = components['schemas']['ReviewerWorkload'];
type ClaimedCase = components['schemas']['ClaimedCase'];
type ReviewStage = components['schemas']['ReviewStage'];

const reviewStates = ['firstReview', 'finalReview'] as const;

const stageRights = [
  ['firstReview', WORKFLOW_RIGHTS.firstReview],
  ['finalReview', WORKFLOW_RIGHTS.finalReview],
] as const satisfies readonly (readonly [ReviewStage, string])[];

/** The contract keeps a person's name to 30 characters. */
const nameMaxLength = 30;

const dayMs = 86_400_000;

/** Monday 00:00 in Beijing time of the week `now` falls in (China keeps no summer time). */
export function startOfWeek(now: Date): Date {
  const today = shanghaiDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return new Date(startOfShanghaiDate(today).getTime() - sinceMonday * dayMs);
}

async function claimedCases(db: Queryable, now: Date): Promise<Map<string, ClaimedCase[]>> {
  const rows = await selectApplications(db)
    .where(
      and(
        inArray(domainApplications.state, [...reviewStates]),
        isNotNull(domainApplications.claimedById),
      ),
    )
    .orderBy(domainApplications.claimedAt, domainApplications.id);
  const byReviewer = new Map<string, ClaimedCase[]>();
  for (const row of rows) {
    const { state, claimedById, claimedAt } = row;
    if (!isReviewStage(state) || claimedById === null || claimedAt === null) continue;
    const cases = byReviewer.get(claimedById) ?? [];
    cases.push({
      id: row.id,
      corName: row.corName,
      domainName: row.domainName,
      state,
      version: row.version,
      claimedAt: claimedAt.toISOString(),
      ...reviewTimingOf(row, now),
    });
    byReviewer.set(claimedById, cases);
  }
  return byReviewer;
}

/** Review decisions (通过, 驳回, 退回修改) per operator since the start of the week. */
async function decisionsSince(db: Queryable, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ actorId: domainApplicationHistory.actorId, decisions: count() })
    .from(domainApplicationHistory)
    .where(
      and(
        eq(domainApplicationHistory.actorKind, 'primary'),
        inArray(domainApplicationHistory.event, [...REVIEW_DECISION_EVENTS]),
        gte(domainApplicationHistory.at, since),
      ),
    )
    .groupBy(domainApplicationHistory.actorId);
  return new Map(rows.map((row) => [row.actorId, row.decisions]));
}

async function unclaimedCount(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(domainApplications)
    .where(
      and(
        inArray(domainApplications.state, [...reviewStates]),
        isNull(domainApplications.claimedById),
      ),
    );
  return row?.total ?? 0;
}

export async function readReviewWorkload(db: Queryable, now: Date): Promise<ReviewWorkload> {
  const weekStart = startOfWeek(now);
  const claimed = await claimedCases(db, now);
  const decided = await decisionsSince(db, weekStart);
  const operators = await listReviewOperators(db, [...claimed.keys()]);
  const reviewers: ReviewerWorkload[] = operators.map((operator) => {
    const cases = claimed.get(operator.id) ?? [];
    return {
      id: operator.id,
      name: [...operator.name].slice(0, nameMaxLength).join(''),
      stages: stageRights
        .filter(([, right]) => operator.enabled && operator.rights.includes(right))
        .map(([stage]): ReviewStage => stage),
      claimedCount: cases.length,
      decidedThisWeek: decided.get(operator.id) ?? 0,
      overdueCount: cases.filter((item) => item.overdue).length,
      cases,
    };
  });
  reviewers.sort(
    (left, right) =>
      left.name.localeCompare(right.name, 'zh-Hans-CN') || left.id.localeCompare(right.id),
  );
  return {
    weekStart: weekStart.toISOString(),
    unclaimedCount: await unclaimedCount(db),
    reviewers,
  };
}
