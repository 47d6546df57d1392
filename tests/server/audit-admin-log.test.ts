import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import {
  recordOperation,
  type OperationRecord,
} from '../../server/kernel/operation-log/record-operation';
import { call } from '../support/domain-application-requests';
import { postApi, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock, type ParsedEnvelope } from '../support/server-app';

type AdminLogPage = components['schemas']['AdminLogPage'];

const alice = { userId: randomUUID(), name: '王芳' };
const bob = { userId: randomUUID(), name: '周强' };

/** October 2026, before anything the test app itself logs. */
const october = (dayOfMonth: number, hourOfDay = 9) =>
  new Date(
    `2026-10-${String(dayOfMonth).padStart(2, '0')}T${String(hourOfDay).padStart(2, '0')}:00:00+08:00`,
  );

const seededEntries: OperationRecord[] = [
  {
    actor: alice,
    action: 'announcementCreate',
    target: { type: 'announcement', id: randomUUID(), label: '关于系统维护的通知' },
    detail: '新增公告草稿',
    ip: '10.0.0.1',
    at: october(1),
  },
  {
    actor: bob,
    action: 'entryConfigUpdate',
    target: { type: 'entryConfig', id: randomUUID(), label: '营业执照' },
    detail: '修改入驻材料配置',
    ip: '10.0.0.2',
    at: october(2),
  },
  {
    actor: alice,
    action: 'announcementPublish',
    target: { type: 'announcement', id: randomUUID(), label: '关于系统维护的通知' },
    detail: '发布公告',
    ip: '10.0.0.1',
    at: october(3),
  },
  {
    actor: alice,
    action: 'login',
    target: null,
    detail: '登录',
    ip: '2001:db8::1',
    at: october(4),
  },
  {
    actor: bob,
    action: 'announcementCreate',
    target: { type: 'announcement', id: randomUUID(), label: '数据专区开放通知' },
    detail: '新增公告草稿',
    ip: '10.0.0.2',
    at: october(5),
  },
];

const october1 = october(1, 0).toISOString();
const octoberEnd = new Date('2026-10-31T23:59:59.999+08:00').toISOString();

describe('the operation log for auditors and administrators', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = { shenji: '', admin: '', chushen: '', bianji: '' };

  const adminLog = (body: Record<string, unknown>, token = tokens.shenji) =>
    call(app, '/primary/audit/admin-log', body, token);

  function pageOf(envelope: ParsedEnvelope): AdminLogPage {
    if (envelope.code !== 0) throw new Error(`${String(envelope.code)} ${envelope.msg}`);
    return envelope.data as AdminLogPage;
  }

  const inOctober = async (body: Record<string, unknown> = {}) =>
    pageOf(await adminLog({ dateFrom: october1, dateTo: octoberEnd, ...body }));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    for (const entry of seededEntries) await recordOperation(app.db, entry);
    for (const account of ['shenji', 'admin', 'chushen', 'bianji'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the entries newest first, with everything the contract names', async () => {
    const page = await inOctober();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(page.list.map((entry) => entry.at)).toEqual(
      [5, 4, 3, 2, 1].map((dayOfMonth) => october(dayOfMonth).toISOString()),
    );
    expect(page.list[3]).toEqual({
      id: expect.any(String) as string,
      actorId: bob.userId,
      actorName: '周强',
      action: 'entryConfigUpdate',
      targetType: 'entryConfig',
      targetId: seededEntries[1]?.target?.id,
      targetLabel: '营业执照',
      detail: '修改入驻材料配置',
      ip: '10.0.0.2',
      at: october(2).toISOString(),
    });
    expect(page.list[1]).toMatchObject({
      action: 'login',
      targetType: null,
      targetId: null,
      targetLabel: null,
      ip: '2001:db8::1',
    });
  });

  it('filters by actor, action and date range, both ends included', async () => {
    const details = async (body: Record<string, unknown>) =>
      (await inOctober(body)).list.map((entry) => `${entry.actorName}:${entry.action}`);
    expect(await details({ actorId: alice.userId })).toEqual([
      '王芳:login',
      '王芳:announcementPublish',
      '王芳:announcementCreate',
    ]);
    expect(await details({ action: 'announcementCreate' })).toEqual([
      '周强:announcementCreate',
      '王芳:announcementCreate',
    ]);
    expect(await details({ actorId: bob.userId, action: 'announcementCreate' })).toEqual([
      '周强:announcementCreate',
    ]);
    const between = pageOf(
      await adminLog({ dateFrom: october(2).toISOString(), dateTo: october(4).toISOString() }),
    );
    expect(between.list.map((entry) => entry.action)).toEqual([
      'login',
      'announcementPublish',
      'entryConfigUpdate',
    ]);
    expect((await inOctober({ actorId: randomUUID() })).total).toBe(0);
  });

  it('pages the log', async () => {
    const second = await inOctober({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.list.map((entry) => entry.at)).toEqual([
      october(3).toISOString(),
      october(2).toISOString(),
    ]);
    expect((await inOctober({ page: 4, pageSize: 2 })).list).toEqual([]);
    expect(await adminLog({ pageSize: 500 })).toEqual({
      code: 4000,
      msg: '请求参数 pageSize 不能大于 100',
      data: null,
    });
  });

  it('refuses bad filters in Chinese', async () => {
    expect(await adminLog({ dateFrom: octoberEnd, dateTo: october1 })).toEqual({
      code: 4000,
      msg: '请求参数 dateFrom 不能晚于 dateTo',
      data: null,
    });
    const unknownAction = await adminLog({ action: 'delete' });
    expect(unknownAction.code).toBe(4000);
    expect(unknownAction.msg).toContain('action');
    expect(await adminLog({ actor: 'admin' })).toEqual({
      code: 4000,
      msg: '请求参数 actor 不被允许',
      data: null,
    });
  });

  it('shows what operators do through the portal, such as a content save', async () => {
    clock.advance(60_000);
    tokens.bianji = (await signInOperator(app, clock, 'bianji')).token;
    const saved = await postApi(
      app,
      '/primary/content-config/update',
      { key: 'privacy', title: '隐私政策声明', content: '<p>更新后的隐私政策</p>' },
      tokens.bianji,
    );
    expect(saved.json()).toMatchObject({ code: 0 });
    const page = pageOf(await adminLog({ action: 'contentUpdate' }, tokens.admin));
    expect(page.list[0]).toMatchObject({
      actorName: '孙悦',
      action: 'contentUpdate',
      targetType: 'contentConfig',
      targetId: 'privacy',
      targetLabel: '隐私政策声明',
      ip: '127.0.0.1',
      at: clock.now().toISOString(),
    });
  });

  it('is open to auditors and administrators only', async () => {
    expect((await adminLog({}, tokens.admin)).code).toBe(0);
    const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };
    expect(await adminLog({}, tokens.chushen)).toEqual(noRight);
    expect(await adminLog({}, tokens.bianji)).toEqual(noRight);
    expect((await postApi(app, '/primary/audit/admin-log', {})).statusCode).toBe(401);
  });
});
