/**
 * `POST second/domain-application/update`: changes the fields of an own draft. Not a workflow
 * transition, so no history row; the version still goes up by one, so a reviewer or another tab that
 * read the old version cannot act on what it did not see. Nothing to change is 4212 with the detail.
 */
import { and, eq, sql } from 'drizzle-orm';
import { applicationStateLabels } from '../../../machines/domain-application/workflow-labels';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { applicationChanged, assertCurrentVersion } from './application-conflict';
import { applicationDetailOf, reloadedDetail } from './application-detail';
import { normalizedContactName, normalizedScenario } from './application-fields';
import { findOwnApplication, lockApplicationRow } from './application-record';
import { inApplicationTransaction } from './application-transaction';

export const secondDomainApplicationUpdate = defineHandler(
  'secondDomainApplicationUpdate',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const asked = {
      scenario: body.scenario === undefined ? undefined : normalizedScenario(body.scenario),
      contactName:
        body.contactName === undefined ? undefined : normalizedContactName(body.contactName),
      contactPhone: body.contactPhone,
    };
    const now = clock.now();

    const outcome = await inApplicationTransaction(db, async (tx) => {
      await lockApplicationRow(tx, body.id);
      const record = await findOwnApplication(tx, body.id, caller.userId);
      assertCurrentVersion(record, body.version);
      if (record.state !== 'draft') {
        throw new AppError(
          EnvelopeCode.conflict,
          `申请当前为“${applicationStateLabels[record.state]}”状态，只有草稿可以修改`,
        );
      }
      const changes = {
        ...(asked.scenario !== undefined && asked.scenario !== record.scenario
          ? { scenario: asked.scenario }
          : {}),
        ...(asked.contactName !== undefined && asked.contactName !== record.contactName
          ? { contactName: asked.contactName }
          : {}),
        ...(asked.contactPhone !== undefined && asked.contactPhone !== record.contactPhone
          ? { contactPhone: asked.contactPhone }
          : {}),
      };
      if (Object.keys(changes).length === 0) {
        return { changed: false, detail: await applicationDetailOf(tx, record, now) };
      }
      const updated = await tx
        .update(domainApplications)
        .set({ ...changes, updatedAt: now, version: sql`${domainApplications.version} + 1` })
        .where(
          and(
            eq(domainApplications.id, record.id),
            eq(domainApplications.version, record.version),
            eq(domainApplications.state, 'draft'),
          ),
        )
        .returning({ id: domainApplications.id });
      if (updated.length === 0) throw applicationChanged();
      return { changed: true, detail: await reloadedDetail(tx, record.id, now) };
    });
    return outcome.changed
      ? ok(outcome.detail, '申请已保存')
      : { code: EnvelopeCode.nothingToChange, msg: '申请内容没有变化', data: outcome.detail };
  },
);
