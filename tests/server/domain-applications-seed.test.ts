import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corporateUsers,
  domainApplicationHistory,
  domainApplications,
  entryConfigs,
  entryFiles,
} from '../../server/db/schema';
import { demoApplicationsReferenceDate } from '../../server/db/seed/applications/demo-application-stories';
import { isValidCreditCode } from '../../server/features/account/credit-code';
import { call, pageOf } from '../support/domain-application-requests';
import { dataOf, getPublic } from '../support/public-api';
import { getApi, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock } from '../support/server-app';
import { storedBytes } from '../support/stored-files';

describe('demo domain applications', () => {
  let app: FastifyInstance;
  // the reference date of the demo applications: Friday 20 November 2026, 18:00 in Beijing
  const clock = new ManualClock(demoApplicationsReferenceDate);

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('spreads a realistic handful of applications over every stage, none for 江苏数源科技', async () => {
    const rows = await app.db
      .select({
        state: domainApplications.state,
        creditCode: corporateUsers.creditCode,
        corName: corporateUsers.corName,
      })
      .from(domainApplications)
      .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set([
        'draft',
        'firstReview',
        'finalReview',
        'approved',
        'rejected',
        'returned',
        'withdrawn',
      ]),
    );
    expect(rows.map((row) => row.creditCode)).not.toContain('91320100MA1XY8K3A9');
    expect(rows.map((row) => row.corName)).toContain('南京城市大脑运营有限公司');
    for (const row of rows) expect(isValidCreditCode(row.creditCode)).toBe(true);
  });

  it('gives every application a history the workflow could have written', async () => {
    const applications = await app.db.select().from(domainApplications);
    for (const application of applications) {
      const history = await app.db
        .select()
        .from(domainApplicationHistory)
        .where(eq(domainApplicationHistory.applicationId, application.id))
        .orderBy(asc(domainApplicationHistory.version));
      expect(history.map((row) => row.version)).toEqual(history.map((_row, index) => index + 1));
      expect(history[0]).toMatchObject({ event: 'create', fromState: null, toState: 'draft' });
      history.slice(1).forEach((row, index) => {
        expect(row.fromState).toBe(history[index]?.toState);
        expect(row.at.getTime()).toBeGreaterThanOrEqual(history[index]?.at.getTime() ?? 0);
      });
      const last = history.at(-1);
      expect(application).toMatchObject({
        state: last?.toState,
        round: last?.round,
        version: last?.version,
        stateEnteredAt: last?.at,
      });
      expect(last?.at.getTime()).toBeLessThanOrEqual(demoApplicationsReferenceDate.getTime());
      // every submission accepted the domain's 承诺书 (version 1, as seeded), like a new one
      for (const row of history) {
        expect(row.commitmentVersion).toBe(row.event === 'submit' ? 1 : null);
      }
      for (const row of history.filter((entry) => entry.actorKind === 'primary')) {
        expect(['陈静', '刘洋']).toContain(row.actorName);
        expect(row.actorRole).toBe(
          row.fromState === 'finalReview' ? 'finalReviewer' : 'firstReviewer',
        );
      }
    }
  });

  it('stores the entry files with their bytes in the database, every submitted one complete', async () => {
    const files = await app.db.select().from(entryFiles);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = await storedBytes(app.db, file.storageKey);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    }
    const submitted = await app.db.select().from(domainApplications);
    for (const application of submitted.filter((row) => row.firstSubmittedAt !== null)) {
      const present = new Set(
        files
          .filter((file) => file.applicationId === application.id)
          .map((file) => file.entryConfigId),
      );
      const requiredIds = (
        await app.db
          .select({ id: entryConfigs.id, required: entryConfigs.required })
          .from(entryConfigs)
          .where(eq(entryConfigs.domainId, application.domainId))
      )
        .filter((entry) => entry.required)
        .map((entry) => entry.id);
      expect(requiredIds.length).toBeGreaterThan(0);
      for (const id of requiredIds) expect(present.has(id)).toBe(true);
    }
  });

  it('serves the seeded files to reviewers like any upload', async () => {
    const { token } = await signInOperator(app, clock, 'chushen');
    const [file] = await app.db
      .select({ id: entryFiles.id, name: entryFiles.name, sha256: entryFiles.sha256 })
      .from(entryFiles)
      .innerJoin(domainApplications, eq(domainApplications.id, entryFiles.applicationId))
      .where(eq(domainApplications.state, 'approved'))
      .limit(1);
    if (file === undefined) throw new Error('no file of an approved application');
    const response = await getApi(app, `/primary/entry/file-download?id=${file.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(file.sha256);
  });

  it('has reviews past their limit and reviews still within it on the reference date', async () => {
    const { token } = await signInOperator(app, clock, 'admin');
    for (const stage of ['firstReview', 'finalReview'] as const) {
      const queue = pageOf(await call(app, '/primary/review/queue', { stage }, token));
      expect(queue.list.map((item) => item.overdue)).toContain(true);
      expect(queue.list.map((item) => item.overdue)).toContain(false);
    }
  });

  it('feeds the home statistics', async () => {
    const statistics = dataOf<{
      applicationCount: number;
      approvedCount: number;
      approvalRate: number;
    }>(await getPublic(app, 'web/home/statistics', {}));
    expect(statistics.applicationCount).toBeGreaterThan(statistics.approvedCount);
    expect(statistics.approvedCount).toBeGreaterThan(0);
    expect(statistics.approvalRate).toBeGreaterThan(0);
    expect(statistics.approvalRate).toBeLessThan(1);
  });
});
