/**
 * `POST primary/domain-admin/commitment-new`: the domain's next commitment version. Versions are only
 * ever added — the text an applicant accepted stays readable under the number kept in their history
 * row — and from now on a submission must accept the new one. The domain's row is locked while the
 * number is chosen, so two administrators publishing at once get consecutive versions; the text of
 * the current version again is answered with 4212. A publication is an entry of the operation log.
 */
import { defineHandler } from '../../contract/operation-handler';
import { domainCommitments } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { commitmentBody } from './domain-admin-fields';
import { recordDomainChange } from './domain-admin-log';
import { commitmentVersionsOf, lockDomain } from './domain-admin-record';

export const primaryDomainAdminCommitmentNew = defineHandler(
  'primaryDomainAdminCommitmentNew',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    const text = commitmentBody(body.body);
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const domain = await lockDomain(tx, body.domainId);
      const current = domain.commitment;
      if (current !== null && current.body === text) {
        return { changed: false as const, version: current, domainName: domain.name };
      }
      await tx.insert(domainCommitments).values({
        domainId: domain.id,
        version: (current?.version ?? 0) + 1,
        body: text,
        createdBy: caller.userId,
        createdByName: caller.name,
        createdAt: now,
      });
      const [published] = await commitmentVersionsOf(tx, domain.id, 1);
      if (published === undefined) throw new Error('the new commitment version was not stored');
      await recordDomainChange(tx, caller, request, {
        action: 'domainCommitmentPublish',
        domain,
        detail: `发布承诺书第 ${String(published.version)} 版`,
        at: now,
      });
      return { changed: true as const, version: published, domainName: domain.name };
    });

    if (!outcome.changed) return nothingChanged(outcome.version, '承诺书内容没有变化');
    return ok(
      outcome.version,
      `${outcome.domainName}承诺书第 ${String(outcome.version.version)} 版已发布，此后提交的申请须同意此版`,
    );
  },
);
