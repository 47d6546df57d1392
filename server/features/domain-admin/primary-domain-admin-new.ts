/**
 * `POST primary/domain-admin/new`: a new domain, closed to applications until an administrator opens
 * it, so its entry materials and its commitment are in place before anyone applies. A code already
 * taken is answered with 4090 — decided by the unique index, so two administrators creating the same
 * code at once cannot both succeed. The creation is an entry of the operation log.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { domains } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { domainDescription, domainName, domainSummary } from './domain-admin-fields';
import { recordDomainChange } from './domain-admin-log';
import { findDomainForAdmin } from './domain-admin-record';

export const primaryDomainAdminNew = defineHandler(
  'primaryDomainAdminNew',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    const name = domainName(body.name);
    const summary = domainSummary(body.summary);
    const description = domainDescription(body.description);
    const now = clock.now();

    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(domains)
        .values({
          code: body.code,
          name,
          summary,
          description,
          firstReviewDays: body.firstReviewDays,
          finalReviewDays: body.finalReviewDays,
          sortOrder: body.sortOrder ?? 0,
          acceptingApplications: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: domains.code })
        .returning({ id: domains.id });
      if (inserted === undefined) {
        throw new AppError(
          EnvelopeCode.conflict,
          `专区编码“${body.code}”已被其他专区使用，请换一个编码`,
        );
      }
      await recordDomainChange(tx, caller, request, {
        action: 'domainCreate',
        domain: { id: inserted.id, name },
        detail: `新建专区（编码 ${body.code}；初审时限 ${String(body.firstReviewDays)} 个工作日，终审时限 ${String(body.finalReviewDays)} 个工作日；暂停受理）`,
        at: now,
      });
      return findDomainForAdmin(tx, inserted.id);
    });
    return ok(created, '专区已创建；发布承诺书并配置入驻材料后即可开放受理');
  },
);
