import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { dataProductResources, dataResources } from '../../server/db/schema';
import { insertApplications, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Statistics = components['schemas']['HomeStatistics'];

describe('home statistics', () => {
  let app: FastifyInstance;
  const statistics = async () =>
    dataOf<Statistics>(await getPublic(app, 'web/home/statistics', {}));

  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(async () => {
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts the catalogue and gives 0 and null while no application was made', async () => {
    expect(await statistics()).toEqual({
      resourceCount: 8,
      productCount: 4,
      providerCount: 6,
      applicationCount: 0,
      approvedCount: 0,
      approvalRate: null,
      medianReviewHours: null,
      computedAt: '2026-11-22T02:00:00.000Z',
    });
  });

  it('computes the application figures from the stored applications at call time', async () => {
    await insertApplications(app.db, [
      { domain: 1, state: 'approved', submittedHour: 0, decidedAfterHours: 10 },
      { domain: 1, state: 'approved', submittedHour: 1, decidedAfterHours: 30 },
      { domain: 2, state: 'approved', submittedHour: 2, decidedAfterHours: 48 },
      { domain: 1, state: 'rejected', submittedHour: 3, decidedAfterHours: 20 },
      { domain: 1, state: 'finalReview', submittedHour: 4 },
      { domain: 2, state: 'returned', submittedHour: 5 },
      { domain: 1, state: 'draft', submittedHour: null },
    ]);
    expect(await statistics()).toMatchObject({
      // the draft was never submitted, so it was not received
      applicationCount: 6,
      approvedCount: 3,
      approvalRate: 0.75,
      // the decided ones took 10, 20, 30 and 48 hours
      medianReviewHours: 25,
    });
    await app.db.delete(dataProductResources);
    await app.db.delete(dataResources);
    expect(await statistics()).toMatchObject({ resourceCount: 0, providerCount: 0 });
  });

  it('gives a rate of 0 when every decision was a rejection', async () => {
    await insertApplications(app.db, [
      { domain: 1, state: 'rejected', submittedHour: 0, decidedAfterHours: 2.5 },
    ]);
    expect(await statistics()).toMatchObject({
      applicationCount: 1,
      approvedCount: 0,
      approvalRate: 0,
      medianReviewHours: 2.5,
    });
  });
});
