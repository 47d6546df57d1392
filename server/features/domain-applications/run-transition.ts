/**
 * One workflow event on a stored application, as every transition handler runs it: in one
 * transaction, lock and read the application, check the version the caller read, restore the
 * machine's context from the history, let the machine decide, run the checks beyond the workflow,
 * then persist the row and the history row with the notices the change causes, and answer with the
 * detail as it now stands; the applicant's result goes out by SMS only after the transaction commits.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@openapi/schema';
import {
  decideTransition,
  type StoredApplication,
} from '../../../machines/domain-application/decide';
import type { DomainApplicationEvent } from '../../../machines/domain-application/domain-application.types';
import { restoreContext } from '../../../machines/domain-application/restore-context';
import type { Database, DatabaseTransaction } from '../../db/database';
import type { SmsSender } from '../../kernel/sms-sender';
import { sendResultSms } from '../notifications/result-sms';
import { notifyTransition } from '../notifications/transition-notifications';
import { assertCurrentVersion, refusalError } from './application-conflict';
import { reloadedDetail } from './application-detail';
import { domainFactsOf } from './domain-facts';
import { loadHistory } from './application-history';
import { lockApplicationRow, type ApplicationRecord } from './application-record';
import { inApplicationTransaction } from './application-transaction';
import { persistTransition } from './persist-transition';

type ApplicationDetail = components['schemas']['ApplicationDetail'];

export interface TransitionRequest {
  readonly id: string;
  /** The version the caller last read. */
  readonly version: number;
  readonly event: DomainApplicationEvent;
  /** Reads the application as this caller may see it, or answers 4011. */
  readonly load: (tx: DatabaseTransaction, id: string) => Promise<ApplicationRecord>;
  /** A check beyond the workflow (materials uploaded, one open application), once the machine agreed. */
  readonly precondition?: (tx: DatabaseTransaction, record: ApplicationRecord) => Promise<void>;
  /** What else the change writes in its transaction once the transition is stored (the operation log). */
  readonly afterPersist?: (tx: DatabaseTransaction, record: ApplicationRecord) => Promise<void>;
  /**
   * Where the applicant's result message (退回修改, 驳回, 通过) goes once the change has committed; a
   * transition that cannot produce one (the applicant's own steps) may leave it out.
   */
  readonly resultSms?: { readonly sender: SmsSender; readonly log: FastifyBaseLogger };
}

async function storedApplicationOf(
  tx: DatabaseTransaction,
  record: ApplicationRecord,
): Promise<StoredApplication> {
  const history = await loadHistory(tx, record.id);
  const domain = await domainFactsOf(tx, record.domainId);
  return { state: record.state, context: restoreContext(record, history, domain) };
}

export async function runTransition(
  db: Database,
  now: Date,
  request: TransitionRequest,
): Promise<ApplicationDetail> {
  const { detail, resultSms } = await inApplicationTransaction(db, async (tx) => {
    await lockApplicationRow(tx, request.id);
    const record = await request.load(tx, request.id);
    assertCurrentVersion(record, request.version);
    const decision = decideTransition(await storedApplicationOf(tx, record), request.event);
    if (!decision.ok) throw refusalError(decision);
    await request.precondition?.(tx, record);
    await persistTransition(tx, record, decision, now);
    const previousClaimant =
      record.claimedById === null
        ? null
        : { id: record.claimedById, name: record.claimedByName ?? '' };
    const sms = await notifyTransition(tx, record.id, decision, now, previousClaimant);
    await request.afterPersist?.(tx, record);
    return { detail: await reloadedDetail(tx, record.id, now), resultSms: sms };
  });
  if (request.resultSms !== undefined) {
    await sendResultSms(request.resultSms.sender, request.resultSms.log, resultSms);
  }
  return detail;
}
