/**
 * `POST second/domain-application/new`: a round-1 draft for the signed-in legal person, created by the
 * workflow machine (`createDraft`) with its `create` history row, in a domain that accepts
 * applications and where the legal person has no unfinished application.
 */
import { eq } from 'drizzle-orm';
import { createDraft } from '../../../machines/domain-application/decide';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplicationHistory, domainApplications, domains } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { refusalError } from './application-conflict';
import { reloadedDetail } from './application-detail';
import { normalizedContactName, normalizedScenario } from './application-fields';
import { inApplicationTransaction } from './application-transaction';
import { closedDomainMessage } from './closed-domain';
import { assertNoOpenApplication } from './open-application';
import { historyValues } from './persist-transition';
import { workflowActorOf } from './workflow-actor';

export const secondDomainApplicationNew = defineHandler(
  'secondDomainApplicationNew',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const decision = createDraft(workflowActorOf(caller));
    if (!decision.ok) throw refusalError(decision);
    const scenario = normalizedScenario(body.scenario);
    const contactName = normalizedContactName(body.contactName);
    const now = clock.now();

    const detail = await inApplicationTransaction(db, async (tx) => {
      const [domain] = await tx
        .select({
          id: domains.id,
          name: domains.name,
          acceptingApplications: domains.acceptingApplications,
        })
        .from(domains)
        .where(eq(domains.id, body.domainId));
      if (domain === undefined) throw recordNotFound('数据专区');
      if (!domain.acceptingApplications) {
        throw new AppError(EnvelopeCode.invalidRequest, closedDomainMessage);
      }
      await assertNoOpenApplication(tx, { applicantId: caller.userId, domainId: domain.id }, null);
      const [created] = await tx
        .insert(domainApplications)
        .values({
          domainId: domain.id,
          applicantId: caller.userId,
          scenario,
          contactName,
          contactPhone: body.contactPhone,
          state: decision.to,
          round: decision.context.round,
          version: 1,
          stateEnteredAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: domainApplications.id });
      if (created === undefined) throw new Error('the new application was not stored');
      await tx
        .insert(domainApplicationHistory)
        .values(historyValues(created.id, decision.historyRow, 1, now));
      return reloadedDetail(tx, created.id, now);
    });
    return ok(detail, '申请草稿已创建');
  },
);
