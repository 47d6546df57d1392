/**
 * Opening and closing a domain to new applications (受理中 / 已暂停受理). A closed domain keeps its
 * cases: those under review are still decided; only new drafts and submissions are refused, and it
 * leaves 专区合集. A domain opens only once it has a commitment (承诺书) for applicants to accept. Each
 * change is an entry of the operation log; asking for the state it is already in writes none.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { HandlerContext } from '../../contract/operation-handler';
import { domains } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nothingChanged, ok } from '../../http/envelope';
import { recordDomainChange } from './domain-admin-log';
import { findDomainForAdmin, lockDomain } from './domain-admin-record';

export async function setAcceptingApplications(
  { db, clock, request }: Pick<HandlerContext, 'db' | 'clock' | 'request'>,
  id: string,
  accepting: boolean,
) {
  const caller = request.requireOperator();
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const current = await lockDomain(tx, id);
    if (current.acceptingApplications === accepting) {
      return { changed: false as const, domain: current };
    }
    if (accepting && current.commitment === null) {
      throw new AppError(
        EnvelopeCode.invalidRequest,
        `${current.name}还没有承诺书：请先发布承诺书，再开放受理`,
      );
    }
    await tx
      .update(domains)
      .set({ acceptingApplications: accepting, updatedAt: now })
      .where(eq(domains.id, current.id));
    await recordDomainChange(tx, caller, request, {
      action: accepting ? 'domainOpen' : 'domainClose',
      domain: current,
      detail: accepting ? '开放受理' : '暂停受理新的入驻申请（已有申请照常审核）',
      at: now,
    });
    return { changed: true as const, domain: await findDomainForAdmin(tx, current.id) };
  });

  const { domain } = outcome;
  if (!outcome.changed) {
    return nothingChanged(domain, accepting ? '该专区已在受理中' : '该专区已暂停受理');
  }
  return ok(
    domain,
    accepting
      ? `${domain.name}已开放受理`
      : `${domain.name}已暂停受理新的入驻申请；已有申请照常审核`,
  );
}
