/**
 * 认领 and 释放 on the stage a reviewer's endpoint serves, and the administrator's 改派: one workflow
 * event each, decided by the machine (the stage's right, who holds the case, four-eyes) and stored
 * like every transition, with a history row and version + 1, so two reviewers claiming at once
 * cannot both win — the later one finds the version moved on (4090). The endpoint only makes sure
 * the application is in its stage, as the decisions' endpoints do. Each step is also an entry of the
 * operation log, written in the same transaction (case-desk-log.ts).
 */
import type { components } from '@openapi/schema';
import type { DomainApplicationEvent } from '../../../machines/domain-application/domain-application.types';
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { HandlerContext } from '../../contract/operation-handler';
import { AppError } from '../../http/app-error';
import type { DatabaseTransaction } from '../../db/database';
import type { ApplicationRecord } from './application-record';
import { recordCaseDeskStep, type CaseDeskStep } from './case-desk-log';
import { reviewStageLabels } from './review-stage-labels';
import { findReviewableApplication } from './reviewable-application';
import { runTransition } from './run-transition';

type ApplicationDetail = components['schemas']['ApplicationDetail'];

/** Reads the application for a claim step, answering 4090 when it is not in the endpoint's stage. */
export function loadInStage(stage: ReviewStage, version: number) {
  return async (tx: DatabaseTransaction, id: string): Promise<ApplicationRecord> => {
    const record = await findReviewableApplication(tx, id);
    // A stale version is the likelier story (another reviewer was faster): say that first.
    if (record.version === version && record.state !== stage) {
      throw new AppError(
        EnvelopeCode.conflict,
        `申请当前为“${applicationStateLabels[record.state]}”状态，不在${reviewStageLabels[stage]}环节`,
      );
    }
    return record;
  };
}

/** Reads the application for a reassign: it must be waiting in one of the review stages. */
async function loadInReview(tx: DatabaseTransaction, id: string): Promise<ApplicationRecord> {
  const record = await findReviewableApplication(tx, id);
  if (record.state !== 'firstReview' && record.state !== 'finalReview') {
    throw new AppError(
      EnvelopeCode.conflict,
      `申请当前为“${applicationStateLabels[record.state]}”状态，不在审核环节，不能改派`,
    );
  }
  return record;
}

/** The case-desk step an event takes, for its log entry. */
function stepOf(event: DomainApplicationEvent): CaseDeskStep {
  switch (event.type) {
    case 'review.claim':
      return 'claim';
    case 'review.release':
      return 'release';
    case 'review.reassign':
      return 'reassign';
    default:
      throw new Error(`${event.type} is not a case-desk step`);
  }
}

/** Writes the step's operation-log entry once the machine has taken it. */
function logStep(event: DomainApplicationEvent, { request }: HandlerContext, now: Date) {
  return (tx: DatabaseTransaction, record: ApplicationRecord) =>
    recordCaseDeskStep(tx, {
      step: stepOf(event),
      actor: event.actor,
      record,
      ...(event.type === 'review.reassign' ? { target: event.target } : {}),
      comment: event.comment,
      ip: request.ip,
      at: now,
    });
}

export function runClaimStep(
  stage: ReviewStage,
  body: { readonly id: string; readonly version: number; readonly comment?: string },
  event: DomainApplicationEvent,
  context: HandlerContext,
): Promise<ApplicationDetail> {
  const now = context.clock.now();
  return runTransition(context.db, now, {
    id: body.id,
    version: body.version,
    event,
    load: loadInStage(stage, body.version),
    afterPersist: logStep(event, context, now),
  });
}

export function runReassign(
  body: { readonly id: string; readonly version: number },
  event: DomainApplicationEvent,
  context: HandlerContext,
): Promise<ApplicationDetail> {
  const now = context.clock.now();
  return runTransition(context.db, now, {
    id: body.id,
    version: body.version,
    event,
    load: loadInReview,
    afterPersist: logStep(event, context, now),
  });
}

/** What the envelope says after each step. */
export const claimMessages = {
  claim: '已认领',
  release: '已释放',
  reassign: '已改派',
} as const;
