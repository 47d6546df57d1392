import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { fixtureId, insertApplications, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Page = components['schemas']['DomainPage'];
type Detail = components['schemas']['DomainDetail'];

describe('data domains', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/domain/list', query));

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the domains accepting applications in their set order, none entered while there are no applications', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.list).toEqual([
      {
        id: fixtureId(4, 1),
        code: 'transport',
        name: '交通专区',
        summary: '交通出行公共数据的授权运营',
        firstReviewDays: 5,
        finalReviewDays: 5,
        acceptingApplications: true,
        enteredCount: 0,
      },
    ]);
  });

  it('leaves a closed domain out of the list, its detail still readable', async () => {
    expect((await list({ keyword: '金融' })).total).toBe(0);
    const detail = dataOf<Detail>(
      await getPublic(app, 'web/domain/detail', { id: fixtureId(4, 2) }),
    );
    expect(detail).toMatchObject({
      code: 'finance',
      name: '金融专区',
      acceptingApplications: false,
      firstReviewDays: 7,
      finalReviewDays: 7,
    });
  });

  it('finds domains by keyword and pages them', async () => {
    expect((await list({ keyword: '交通' })).list.map((domain) => domain.code)).toEqual([
      'transport',
    ]);
    expect((await list({ keyword: '医疗' })).total).toBe(0);
    const second = await list({ page: 2, pageSize: 1 });
    expect(second.list).toEqual([]);
    expect(second.total).toBe(1);
  });

  it('gives a domain with its enabled entry requirements in their order', async () => {
    const detail = dataOf<Detail>(
      await getPublic(app, 'web/domain/detail', { id: fixtureId(4, 1) }),
    );
    expect(detail).toMatchObject({
      code: 'transport',
      description: '<p>交通专区介绍</p>',
      commitment: {
        version: 1,
        body: '<p>本单位承诺：交通专区的数据仅用于申请所述的应用场景，不向第三方提供。</p>',
      },
    });
    expect(detail.requirements).toEqual([
      {
        id: fixtureId(5, 2),
        name: '营业执照',
        description: '第2项入驻材料',
        required: true,
        allowedTypes: ['pdf', 'jpg', 'png'],
        maxSizeBytes: 10 * 1024 * 1024,
      },
      expect.objectContaining({
        name: '数据安全承诺书',
        required: false,
        allowedTypes: ['pdf', 'docx'],
      }),
    ]);
  });

  it('counts approved applications as entered', async () => {
    await insertApplications(app.db, [
      { domain: 1, state: 'approved', submittedHour: 0, decidedAfterHours: 10 },
      { domain: 1, state: 'approved', submittedHour: 1, decidedAfterHours: 20 },
      { domain: 1, state: 'rejected', submittedHour: 2, decidedAfterHours: 5 },
      { domain: 1, state: 'firstReview', submittedHour: 3 },
      { domain: 2, state: 'approved', submittedHour: 4, decidedAfterHours: 1 },
    ]);
    const counts = Object.fromEntries((await list({})).list.map((d) => [d.code, d.enteredCount]));
    expect(counts).toEqual({ transport: 2 });
    const finance = dataOf<Detail>(
      await getPublic(app, 'web/domain/detail', { id: fixtureId(4, 2) }),
    );
    expect(finance.enteredCount).toBe(1);
    const detail = dataOf<Detail>(
      await getPublic(app, 'web/domain/detail', { id: fixtureId(4, 1) }),
    );
    expect(detail.enteredCount).toBe(2);
  });

  it('answers 4011 for an unknown domain and refuses unknown fields', async () => {
    expect(await getPublic(app, 'web/domain/detail', { id: fixtureId(4, 9) })).toEqual({
      code: 4011,
      msg: '数据专区不存在',
      data: null,
    });
    expect((await postPublic(app, 'web/domain/list', { sort: 'name' })).code).toBe(4000);
  });
});
