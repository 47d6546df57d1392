/**
 * `POST primary/domain-admin/update`: a new name, summary, description, display order or time limits;
 * an omitted field keeps its value and nothing changed is answered with 4212. The code never changes:
 * it is the domain's stable name in addresses and exports. A change is an entry of the operation log
 * naming the fields changed.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domains } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { domainDescription, domainName, domainSummary } from './domain-admin-fields';
import { domainChangesText, recordDomainChange } from './domain-admin-log';
import { findDomainForAdmin, lockDomain } from './domain-admin-record';

export const primaryDomainAdminUpdate = defineHandler(
  'primaryDomainAdminUpdate',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    // Checked before the record is read, so a bad field is reported whatever the id.
    const wanted = {
      ...(body.name === undefined ? {} : { name: domainName(body.name) }),
      ...(body.summary === undefined ? {} : { summary: domainSummary(body.summary) }),
      ...(body.description === undefined
        ? {}
        : { description: domainDescription(body.description) }),
      ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }),
      ...(body.firstReviewDays === undefined ? {} : { firstReviewDays: body.firstReviewDays }),
      ...(body.finalReviewDays === undefined ? {} : { finalReviewDays: body.finalReviewDays }),
    };
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const current = await lockDomain(tx, body.id);
      const changes = Object.fromEntries(
        Object.entries(wanted).filter(
          ([field, value]) => current[field as keyof typeof wanted] !== value,
        ),
      ) as Partial<typeof wanted>;
      if (Object.keys(changes).length === 0) return { changed: false as const, domain: current };
      await tx
        .update(domains)
        .set({ ...changes, updatedAt: now })
        .where(eq(domains.id, current.id));
      await recordDomainChange(tx, caller, request, {
        action: 'domainUpdate',
        domain: { id: current.id, name: changes.name ?? current.name },
        detail: `修改专区信息：${domainChangesText(current, changes)}`,
        at: now,
      });
      return { changed: true as const, domain: await findDomainForAdmin(tx, current.id) };
    });

    if (!outcome.changed) return nothingChanged(outcome.domain, '专区信息没有变化');
    return ok(outcome.domain, '专区信息已保存');
  },
);
