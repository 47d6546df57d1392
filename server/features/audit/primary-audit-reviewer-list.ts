/**
 * `POST primary/audit/reviewer-list`: the people the auditors' reviewer filter offers — every operator
 * whose role now grants a review right, and every operator who ever took a review decision (a right
 * since taken away, or an account since disabled, does not erase what they decided). Each comes with
 * the review stages the role grants today. A decision is an 通过, 驳回 or 退回修改 row: someone who only
 * claimed or released a case (认领/释放 rows carry the reviewer role too) never decided anything.
 */
import { and, arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import {
  REVIEW_DECISION_EVENTS,
  WORKFLOW_RIGHTS,
} from '../../../machines/domain-application/domain-application.types';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplicationHistory, operators, roles } from '../../db/schema';
import { ok } from '../../http/envelope';

type ReviewStage = components['schemas']['ReviewStage'];

const stageRights = [
  ['firstReview', WORKFLOW_RIGHTS.firstReview],
  ['finalReview', WORKFLOW_RIGHTS.finalReview],
] as const satisfies readonly (readonly [ReviewStage, string])[];

const reviewRights = stageRights.map(([, right]) => right);

/** The contract keeps a person's name to 30 characters. */
const nameMaxLength = 30;

export const primaryAuditReviewerList = defineHandler(
  'primaryAuditReviewerList',
  async (_input, { db, request }) => {
    request.requireOperator();
    const deciders = db
      .selectDistinct({ id: domainApplicationHistory.actorId })
      .from(domainApplicationHistory)
      .where(
        and(
          eq(domainApplicationHistory.actorKind, 'primary'),
          inArray(domainApplicationHistory.actorRole, ['firstReviewer', 'finalReviewer']),
          inArray(domainApplicationHistory.event, REVIEW_DECISION_EVENTS),
        ),
      );
    const rows = await db
      .select({ id: operators.id, name: operators.name, rights: roles.rights })
      .from(operators)
      .innerJoin(roles, eq(roles.id, operators.roleId))
      .where(or(arrayOverlaps(roles.rights, reviewRights), inArray(operators.id, deciders)));
    const reviewers = rows.map((row) => ({
      id: row.id,
      name: [...row.name].slice(0, nameMaxLength).join(''),
      stages: stageRights
        .filter(([, right]) => row.rights.includes(right))
        .map(([stage]): ReviewStage => stage),
    }));
    reviewers.sort(
      (left, right) =>
        left.name.localeCompare(right.name, 'zh-Hans-CN') || left.id.localeCompare(right.id),
    );
    return ok(reviewers);
  },
);
