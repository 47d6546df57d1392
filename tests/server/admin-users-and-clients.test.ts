import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { clientApplications, corporateUsers, domainApplications } from '../../server/db/schema';
import { isValidCreditCode } from '../../server/features/account/credit-code';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import { postApi, signInCorporate, signInOperator } from '../support/server-auth';

type ClientPage = components['schemas']['ClientPage'];
type CorporateUserPage = components['schemas']['CorporateUserPage'];
type CorporateUserDetail = components['schemas']['CorporateUserDetail'];

describe('client applications and corporate users (接入应用与法人用户)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let admin: string;

  const call = async (path: string, body: unknown) =>
    envelopeOf(await postApi(app, `/primary/${path}`, body, admin));

  function dataOf<T>(envelope: ParsedEnvelope): T {
    if (envelope.code !== 0) {
      throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
    }
    return envelope.data as T;
  }

  const clients = async (query: object = {}) =>
    dataOf<ClientPage>(await call('admin/client-list', query));
  const users = async (query: object = {}) =>
    dataOf<CorporateUserPage>(await call('user/list', query));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    // The SSO stand-in's legal person signs in once, a minute after the demo companies were seeded.
    await signInCorporate(app, 'jiangsu-shuyuan');
    admin = (await signInOperator(app, clock, 'admin')).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the seeded client applications of Jiangsu companies, newest first', async () => {
    const page = await clients({ pageSize: 100 });
    expect(page.total).toBe(13);
    expect(page.list[0]).toEqual({
      id: expect.any(String) as unknown,
      name: '海洋渔业数据服务（暂停）',
      clientId: 'ych-marine-fishery',
      company: '盐城海洋数据科技有限公司',
      status: 'disabled',
      createdAt: '2026-09-23T05:40:00.000Z',
    });
    const times = page.list.map((client) => client.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    const companies = new Set(page.list.map((client) => client.company));
    expect(companies).toContain('江苏数源科技有限公司');
    expect(companies).toContain('苏州智算数据服务有限公司');

    // Credit codes, where the owner is a known legal person, carry valid check characters.
    const stored = await app.db.select().from(clientApplications);
    for (const row of stored) {
      if (row.creditCode !== null) expect(isValidCreditCode(row.creditCode)).toBe(true);
    }
  });

  it('filters client applications by keyword (name, client id or company) and status, page by page', async () => {
    const names = async (query: object) => (await clients(query)).list.map((client) => client.name);
    expect(await names({ keyword: '智算' })).toEqual([
      '智算医疗资源调度分析（试点）',
      '智算城市交通指数平台',
    ]);
    expect(await names({ keyword: 'JSY-' })).toEqual([
      '数源普惠金融风控接口',
      '数源企业信用画像服务',
    ]);
    expect(await names({ keyword: '征信报告' })).toEqual(['企业征信报告服务']);
    expect(await names({ status: 'disabled' })).toEqual([
      '海洋渔业数据服务（暂停）',
      '健康档案授权查询服务',
      '智算医疗资源调度分析（试点）',
    ]);
    expect(await names({ status: 'enabled', keyword: '智算' })).toEqual(['智算城市交通指数平台']);
    const second = await clients({ page: 2, pageSize: 5 });
    expect(second).toMatchObject({ total: 13, page: 2, pageSize: 5 });
    expect(second.list).toHaveLength(5);
    expect((await clients({ page: 3, pageSize: 5 })).list).toHaveLength(3);
    expect((await call('admin/client-list', { status: 'paused' })).code).toBe(4000);
  });

  it('lists the corporate users, newest first, with the contact phone masked', async () => {
    const page = await users();
    expect(page.total).toBe(8);
    expect(page.list[0]).toEqual({
      id: expect.any(String) as unknown,
      name: '李明',
      corName: '江苏数源科技有限公司',
      creditCode: '91320100MA1XY8K3A9',
      contact: '139****1101',
      createdAt: '2026-11-22T02:00:00.000Z',
    });
    expect(JSON.stringify(page)).not.toContain('13900001101');
    expect((await users({ page: 2, pageSize: 5 })).list).toHaveLength(3);
  });

  it('finds corporate users by company name, credit code or contact name', async () => {
    const companies = async (keyword: string) =>
      (await users({ keyword })).list.map((user) => user.corName);
    expect(await companies('数源')).toEqual(['江苏数源科技有限公司']);
    expect(await companies('91320100ma1xy8k3a9')).toEqual(['江苏数源科技有限公司']);
    expect(await companies('李明')).toEqual(['江苏数源科技有限公司']);
    expect(await companies('征信')).toEqual(['江苏征信科技有限公司']);
    expect(await companies('钱晓燕')).toEqual(['无锡物联网数据服务有限公司']);
    expect(await companies('不存在的公司')).toEqual([]);
    expect((await call('user/list', { keyword: 'x'.repeat(51) })).code).toBe(4000);
  });

  it('shows a corporate user with its last sign-in and the number of its domain applications', async () => {
    const [shuyuan] = (await users({ keyword: '91320100MA1XY8K3A9' })).list;
    expect(dataOf<CorporateUserDetail>(await call('user/detail', { id: shuyuan?.id }))).toEqual({
      ...shuyuan,
      lastLoginAt: '2026-11-22T02:00:00.000Z',
      applicationCount: 0,
      applications: [],
    });

    const [credit] = (await users({ keyword: '江苏征信科技' })).list;
    const [stored] = await app.db
      .select({ total: count() })
      .from(domainApplications)
      .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
      .where(eq(corporateUsers.corName, '江苏征信科技有限公司'));
    const detail = dataOf<CorporateUserDetail>(await call('user/detail', { id: credit?.id }));
    expect(stored?.total).toBeGreaterThan(0);
    expect(detail).toMatchObject({
      corName: '江苏征信科技有限公司',
      contact: '139****0587',
      lastLoginAt: null,
      applicationCount: stored?.total,
    });
    // Its applications as the reviewers' lists show them, the most recently updated first.
    expect(detail.applications).toHaveLength(stored?.total ?? -1);
    const updated = (detail.applications ?? []).map((application) => application.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    for (const application of detail.applications ?? []) {
      expect(application.corName).toBe('江苏征信科技有限公司');
    }
  });

  it('answers an unknown corporate user with 4011 and a malformed id with 4000', async () => {
    expect(await call('user/detail', { id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      code: 4011,
      msg: '法人用户不存在',
      data: null,
    });
    const malformed = await call('user/detail', { id: '42' });
    expect(malformed.code).toBe(4000);
    expect(malformed.msg).toContain('id');
  });
});
