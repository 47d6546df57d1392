import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDraft as draftOf, decideTransition } from '../../machines/domain-application/decide';
import type { WorkflowActor } from '../../machines/domain-application/domain-application.types';
import {
  corporateUsers,
  domainApplicationHistory,
  domainApplications,
} from '../../server/db/schema';
import { inApplicationTransaction } from '../../server/features/domain-applications/application-transaction';
import {
  historyValues,
  persistTransition,
} from '../../server/features/domain-applications/persist-transition';
import { insertCatalogFixtures, fixtureId } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  pageOf,
  transition,
  transportDomainId,
  type ApplicationDetail,
  clearApplications,
} from '../support/domain-application-requests';
import { signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock } from '../support/server-app';

const wellFormed = /^JS2026\d{6}$/;

describe('case numbers (受理编号) of domain applications', () => {
  let app: FastifyInstance;
  // Sunday 22 November 2026, 10:00 in Beijing
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = { shuyuan: '', chushen: '', shenji: '' };

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    tokens.shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    tokens.chushen = (await signInOperator(app, clock, 'chushen')).token;
    tokens.shenji = (await signInOperator(app, clock, 'shenji')).token;
  }, 180_000);
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function submitted(): Promise<ApplicationDetail> {
    const draft = await createDraft(app, tokens.shuyuan);
    await attachFile(app, draft, businessLicenceEntryId);
    return detailOf(await transition(app, tokens.shuyuan, 'submit', draft));
  }

  it('gives none to a draft and one to the first submission', async () => {
    const draft = await createDraft(app, tokens.shuyuan);
    expect(draft.caseNumber).toBeNull();
    await attachFile(app, draft, businessLicenceEntryId);
    const sent = detailOf(await transition(app, tokens.shuyuan, 'submit', draft));
    expect(sent.caseNumber).toMatch(wellFormed);
    const [row] = await app.db
      .select({ caseNumber: domainApplications.caseNumber })
      .from(domainApplications)
      .where(eq(domainApplications.id, draft.id));
    expect(row?.caseNumber).toBe(sent.caseNumber);
  });

  it('keeps the number through a return, the revision and the resubmission', async () => {
    const sent = await submitted();
    const returned = detailOf(
      await decide(app, tokens.chushen, 'first', sent, 'return', '请补充营业执照'),
    );
    expect(returned.caseNumber).toBe(sent.caseNumber);
    const revised = detailOf(await transition(app, tokens.shuyuan, 'revise', returned));
    expect(revised.caseNumber).toBe(sent.caseNumber);
    const again = detailOf(await transition(app, tokens.shuyuan, 'submit', revised));
    expect(again).toMatchObject({ round: 2, state: 'firstReview', caseNumber: sent.caseNumber });
  });

  it('gives 50 submissions at once 50 distinct numbers', async () => {
    // the applicant of a draft made through the API, acting directly on the database
    const probe = await createDraft(app, tokens.shuyuan);
    const [applicant] = await app.db
      .select({ id: corporateUsers.id, name: corporateUsers.name })
      .from(domainApplications)
      .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
      .where(eq(domainApplications.id, probe.id));
    if (applicant === undefined) throw new Error('the signed-in applicant is missing');
    const actor: WorkflowActor = {
      kind: 'applicant',
      id: applicant.id,
      name: applicant.name,
      rights: ['domain:apply'],
    };
    const draft = draftOf(actor);
    if (!draft.ok) throw new Error(draft.reason);
    const now = clock.now();
    const ids = Array.from({ length: 50 }, (_, index) => fixtureId(90, index + 1));
    await app.db.insert(domainApplications).values(
      ids.map((id) => ({
        id,
        domainId: transportDomainId,
        applicantId: applicant.id,
        scenario: '并发提交',
        contactName: '李明',
        contactPhone: '13900001101',
        state: draft.to,
        stateEnteredAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await app.db
      .insert(domainApplicationHistory)
      .values(ids.map((id) => historyValues(id, draft.historyRow, 1, now)));
    const submit = decideTransition(
      { state: draft.to, context: draft.context },
      { type: 'application.submit', actor },
    );
    if (!submit.ok) throw new Error(submit.reason);

    await Promise.all(
      ids.map((id) =>
        inApplicationTransaction(app.db, (tx) =>
          persistTransition(tx, { id, version: 1, firstSubmittedAt: null }, submit, now),
        ),
      ),
    );

    const rows = await app.db
      .select({ caseNumber: domainApplications.caseNumber })
      .from(domainApplications)
      .where(inArray(domainApplications.id, ids));
    const numbers = rows.map((row) => row.caseNumber);
    expect(numbers).toHaveLength(50);
    for (const number of numbers) expect(number).toMatch(wellFormed);
    expect(new Set(numbers).size).toBe(50);
  }, 120_000);

  it('finds a case by its number, whole or from its start, in every list', async () => {
    const mine = await submitted();
    const number = mine.caseNumber ?? '';
    expect(number).toMatch(wellFormed);
    const found = (envelope: Awaited<ReturnType<typeof call>>) =>
      pageOf(envelope).list.map((item) => item.caseNumber);

    for (const keyword of [number, number.toLowerCase(), ` ${number} `]) {
      expect(
        found(await call(app, '/second/domain-application/list', { keyword }, tokens.shuyuan)),
      ).toEqual([number]);
      expect(
        found(
          await call(
            app,
            '/primary/review/queue',
            { stage: 'firstReview', keyword },
            tokens.chushen,
          ),
        ),
      ).toEqual([number]);
      expect(
        found(await call(app, '/primary/audit/application-list', { keyword }, tokens.shenji)),
      ).toEqual([number]);
    }
    // a prefix finds it; the middle of a number does not, nor a number that is not there
    expect(
      found(
        await call(app, '/second/domain-application/list', { keyword: 'JS2026' }, tokens.shuyuan),
      ),
    ).toEqual([number]);
    for (const keyword of [number.slice(4), 'JS2025', 'JS2026_']) {
      expect(
        found(await call(app, '/second/domain-application/list', { keyword }, tokens.shuyuan)),
      ).toEqual([]);
      expect(
        found(
          await call(
            app,
            '/primary/review/queue',
            { stage: 'firstReview', keyword },
            tokens.chushen,
          ),
        ),
      ).toEqual([]);
    }
  });
});
