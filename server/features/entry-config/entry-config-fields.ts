/**
 * The business rules of an entry config's fields beyond their shape (the contract checks types, the
 * file-type list and the size bounds): a name is trimmed, must say something and is unique within its
 * domain; a description is trimmed.
 */
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { DatabaseTransaction } from '../../db/database';
import { domains, entryConfigs } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordNotFound } from '../../http/record-not-found';
import { hasVisibleText } from '../../text/visible-text';

const controlCharacters = /\p{Cc}/u;

export function entryConfigName(raw: string): string {
  const name = raw.trim();
  if (!hasVisibleText(name))
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '请求参数 name 不能为空：请填写材料名称，不能只有空格',
    );
  if (controlCharacters.test(name)) {
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数 name 不能包含换行符或其他控制字符');
  }
  return name;
}

export function entryConfigDescription(raw: string): string {
  return raw.trim();
}

/**
 * Serializes the writes that name configs of one domain, so two editors adding the same name at once
 * cannot both pass the check (a transaction-scoped advisory lock, on PGlite and PostgreSQL alike).
 */
async function lockDomainNames(tx: DatabaseTransaction, domainId: string): Promise<void> {
  const lockName = `entry-config-names:${domainId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockName}))`);
}

export async function assertDomainExists(tx: DatabaseTransaction, domainId: string): Promise<void> {
  const [domain] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.id, domainId));
  if (domain === undefined) throw recordNotFound('数据专区');
}

/** 4090 when another config of the domain already has this name (the contract's answer to a duplicate). */
export async function assertNameFree(
  tx: DatabaseTransaction,
  domainId: string,
  name: string,
  exceptId: string | null,
): Promise<void> {
  await lockDomainNames(tx, domainId);
  const [taken] = await tx
    .select({ id: entryConfigs.id })
    .from(entryConfigs)
    .where(
      and(
        eq(entryConfigs.domainId, domainId),
        eq(entryConfigs.name, name),
        exceptId === null ? undefined : ne(entryConfigs.id, exceptId),
      ),
    )
    .limit(1);
  if (taken !== undefined) {
    throw new AppError(EnvelopeCode.conflict, `该专区已有名为“${name}”的入驻材料，请换一个名称`);
  }
}

const sortOrderStep = 10;
const largestSortOrder = 999;

/** After the domain's last config. */
export async function nextSortOrder(tx: DatabaseTransaction, domainId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(entryConfigs.sortOrder) })
    .from(entryConfigs)
    .where(eq(entryConfigs.domainId, domainId));
  const last = row?.last ?? null;
  return last === null ? sortOrderStep : Math.min(last + sortOrderStep, largestSortOrder);
}
