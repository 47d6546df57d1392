/**
 * `POST primary/review/queue`: the applications waiting in one review stage, the longest waiting
 * first, each with its deadline and whether it is overdue. A reviewer sees only the stage of a right
 * held, and may narrow it to the cases they claimed (我认领的) or nobody has (未认领). "Overdue only" is filtered in the database with one cutoff per time limit (review-timing.ts),
 * so paging and the total stay exact.
 */
import { and, asc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { WORKFLOW_RIGHTS } from '../../../machines/domain-application/domain-application.types';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { corporateUsers, domainApplications, domains } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import type { Queryable } from '../../db/database';
import { readApplicationPage } from './application-page';
import { caseNumberMatches } from './case-number';
import { reviewStageLabels } from './review-stage-labels';
import { overdueCutoff } from './review-timing';

type ReviewClaimFilter = components['schemas']['ReviewClaimFilter'];

const stageRights = {
  firstReview: WORKFLOW_RIGHTS.firstReview,
  finalReview: WORKFLOW_RIGHTS.finalReview,
} as const;

/** Entered the stage before the cutoff of its domain's time limit of that stage. */
async function overdueCondition(
  db: Queryable,
  stage: keyof typeof stageRights,
  now: Date,
): Promise<SQL> {
  const column = stage === 'firstReview' ? domains.firstReviewDays : domains.finalReviewDays;
  const limits = await db.selectDistinct({ reviewDays: column }).from(domains);
  const conditions = limits.map(({ reviewDays }) =>
    and(
      eq(column, reviewDays),
      lt(domainApplications.stateEnteredAt, overdueCutoff(stage, reviewDays, now)),
    ),
  );
  return or(...conditions) ?? sql`false`;
}

/** 我认领的, 未认领 or 全部. */
function claimCondition(filter: ReviewClaimFilter, callerId: string): SQL | undefined {
  switch (filter) {
    case 'mine':
      return eq(domainApplications.claimedById, callerId);
    case 'unclaimed':
      return isNull(domainApplications.claimedById);
    case 'all':
      return undefined;
  }
}

export const primaryReviewQueue = defineHandler(
  'primaryReviewQueue',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    if (!caller.rights.includes(stageRights[body.stage])) {
      throw new AppError(
        EnvelopeCode.noRight,
        `您没有${reviewStageLabels[body.stage]}权限，不能查看该审核队列`,
      );
    }
    const now = clock.now();
    const keyword = normalizedKeyword(body.keyword);
    const where = and(
      eq(domainApplications.state, body.stage),
      body.domainId === undefined ? undefined : eq(domainApplications.domainId, body.domainId),
      keyword === null
        ? undefined
        : or(
            textContainsKeyword(corporateUsers.corName, keyword),
            textContainsKeyword(corporateUsers.creditCode, keyword),
            textContainsKeyword(domainApplications.scenario, keyword),
            caseNumberMatches(keyword),
          ),
      body.overdueOnly === true ? await overdueCondition(db, body.stage, now) : undefined,
      claimCondition(body.claim ?? 'all', caller.userId),
    );
    return ok(
      await readApplicationPage(db, {
        paging: pagingOf(body),
        where,
        orderBy: [asc(domainApplications.stateEnteredAt), asc(domainApplications.id)],
        now,
      }),
    );
  },
);
