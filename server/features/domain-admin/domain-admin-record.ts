/**
 * A data domain as 专区管理 shows it (the contract's `DomainAdminSummary` and `DomainAdminDetail`): the
 * row with its case count and current commitment version, both counted at call time. Every read of one
 * domain for an answer or a change goes through here.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { DatabaseTransaction, Queryable } from '../../db/database';
import { domainApplications, domainCommitments, domains } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';

export type DomainAdminSummary = components['schemas']['DomainAdminSummary'];
export type DomainAdminDetail = components['schemas']['DomainAdminDetail'];
export type DomainCommitmentVersion = components['schemas']['DomainCommitmentVersion'];

/**
 * Columns of the outer `domains` row and of the counted table, qualified by table name: in a select
 * from one table drizzle writes bare column names, and a bare "id" inside the subquery would be the
 * counted table's own.
 */
function qualified(table: string, column: string) {
  return sql`${sql.identifier(table)}.${sql.identifier(column)}`;
}

const domainId = qualified('domains', 'id');

/** A case is an application submitted at least once; a draft never submitted is not one yet. */
const caseCount =
  sql<number>`(select count(*) from ${domainApplications} where ${qualified('domain_applications', 'domain_id')} = ${domainId} and ${qualified('domain_applications', 'first_submitted_at')} is not null)`.mapWith(
    Number,
  );

const currentCommitmentVersion = sql<
  number | null
>`(select max(${qualified('domain_commitments', 'version')}) from ${domainCommitments} where ${qualified('domain_commitments', 'domain_id')} = ${domainId})`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
);

export const domainAdminColumns = {
  id: domains.id,
  code: domains.code,
  name: domains.name,
  summary: domains.summary,
  sortOrder: domains.sortOrder,
  firstReviewDays: domains.firstReviewDays,
  finalReviewDays: domains.finalReviewDays,
  acceptingApplications: domains.acceptingApplications,
  updatedAt: domains.updatedAt,
  caseCount,
  commitmentVersion: currentCommitmentVersion,
};

export interface DomainAdminRow {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly summary: string;
  readonly sortOrder: number;
  readonly firstReviewDays: number;
  readonly finalReviewDays: number;
  readonly acceptingApplications: boolean;
  readonly updatedAt: Date;
  readonly caseCount: number;
  readonly commitmentVersion: number | null;
}

export function toDomainAdminSummary(row: DomainAdminRow): DomainAdminSummary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** 4011 数据专区不存在. */
export const domainNotFound = () => recordNotFound('数据专区');

/** Every version of the domain's commitment, newest (the current one) first. */
export async function commitmentVersionsOf(
  db: Queryable,
  domainId: string,
  limit?: number,
): Promise<DomainCommitmentVersion[]> {
  const query = db
    .select({
      version: domainCommitments.version,
      body: domainCommitments.body,
      createdAt: domainCommitments.createdAt,
      createdByName: domainCommitments.createdByName,
    })
    .from(domainCommitments)
    .where(eq(domainCommitments.domainId, domainId))
    .orderBy(desc(domainCommitments.version));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The domain with its description and its current commitment, or 4011. */
export async function findDomainForAdmin(db: Queryable, id: string): Promise<DomainAdminDetail> {
  const [row] = await db
    .select({ ...domainAdminColumns, description: domains.description })
    .from(domains)
    .where(eq(domains.id, id));
  if (row === undefined) throw domainNotFound();
  const [commitment] = await commitmentVersionsOf(db, id, 1);
  return {
    ...toDomainAdminSummary(row),
    description: row.description,
    commitment: commitment ?? null,
  };
}

/**
 * The domain's row, locked until the transaction ends, so two administrators changing it (or
 * publishing a commitment) at once take turns and the later one decides on what the earlier one left.
 */
export async function lockDomain(tx: DatabaseTransaction, id: string): Promise<DomainAdminDetail> {
  const [locked] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.id, id))
    .for('update');
  if (locked === undefined) throw domainNotFound();
  return findDomainForAdmin(tx, locked.id);
}
