/**
 * An application as its detail shows it (the contract's `ApplicationDetail`): the summary's facts, the
 * applicant's fields, the entry files and the full history.
 */
import type { components } from '@openapi/schema';
import { listEntryFiles } from './entry-file-record';
import { loadHistory, toHistoryRow } from './application-history';
import type { Queryable } from '../../db/database';
import { findApplication, type ApplicationRecord } from './application-record';
import { toApplicationSummary } from './application-summary';

type ApplicationDetail = components['schemas']['ApplicationDetail'];

export async function applicationDetailOf(
  db: Queryable,
  record: ApplicationRecord,
  now: Date,
): Promise<ApplicationDetail> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const files = await listEntryFiles(db, record.id);
  const history = await loadHistory(db, record.id);
  return {
    ...toApplicationSummary(record, now),
    creditCode: record.creditCode,
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    files,
    history: history.map(toHistoryRow),
  };
}

/** The detail of an application just written in the same transaction. */
export async function reloadedDetail(
  db: Queryable,
  id: string,
  now: Date,
): Promise<ApplicationDetail> {
  const record = await findApplication(db, id);
  if (record === undefined) throw new Error(`application ${id} vanished within its transaction`);
  return applicationDetailOf(db, record, now);
}
