import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { domainApplications, domains, operationLog, operators } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import {
  api,
  demoPasswords,
  demoPhones,
  latestCodeFor,
  postApi,
  sessionOf,
  signInCorporate,
  signInOperator,
  type DemoAccount,
} from '../support/server-auth';

type Announcement = components['schemas']['Announcement'];
type EntryConfig = components['schemas']['EntryConfig'];

/** What a log row says, without its id. */
type LogRow = Omit<typeof operationLog.$inferSelect, 'id'>;

describe('the operation log (操作日志) of operator actions', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const operatorIds: Partial<Record<DemoAccount, string>> = {};

  const call = async (path: string, body: unknown, token: string): Promise<ParsedEnvelope> =>
    envelopeOf(await postApi(app, path, body, token));

  function dataOf<T>(envelope: ParsedEnvelope): T {
    if (envelope.code !== 0) {
      throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
    }
    return envelope.data as T;
  }

  /** The rows written since the log was last emptied, oldest first. */
  async function logged(): Promise<LogRow[]> {
    const rows = await app.db.select().from(operationLog).orderBy(asc(operationLog.at));
    return rows.map(({ id: _id, ...row }) => row);
  }

  function by(account: DemoAccount): { actorId: string; actorName: string } {
    const names: Record<DemoAccount, string> = {
      admin: '系统管理员',
      chushen: '陈静',
      zhongshen: '刘洋',
      shenji: '赵敏',
      bianji: '孙悦',
    };
    return { actorId: operatorIds[account] ?? '', actorName: names[account] };
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const rows = await app.db
      .select({ id: operators.id, account: operators.account })
      .from(operators);
    for (const row of rows) operatorIds[row.account as DemoAccount] = row.id;
  });
  beforeEach(async () => {
    await app.db.delete(operationLog);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records an operator login with the caller’s address, and a failed one as a security event', async () => {
    const from = { remoteAddress: '10.20.30.40' };
    const post = (path: string, body: object) =>
      app.inject({
        method: 'POST',
        url: `${api}${path}`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        ...from,
      });
    const credentials = { account: 'shenji', password: demoPasswords.shenji };
    clock.advance(61_000);
    expect(envelopeOf(await post('/web/login/primary/msg-send', credentials)).code).toBe(0);
    const smsCode = await latestCodeFor(app, demoPhones.shenji);
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    expect(
      envelopeOf(await post('/web/login/primary', { ...credentials, smsCode: wrongCode })).code,
    ).toBe(4000);
    const failure = {
      ...by('shenji'),
      action: 'loginFailure',
      targetType: null,
      targetId: null,
      targetLabel: null,
      detail: '登录失败：账号 shenji 短信验证码错误',
      ip: '10.20.30.40',
      at: clock.now(),
    };
    expect(await logged()).toEqual([failure]);

    sessionOf(envelopeOf(await post('/web/login/primary', { ...credentials, smsCode })));
    expect(await logged()).toEqual([
      failure,
      {
        ...by('shenji'),
        action: 'login',
        targetType: null,
        targetId: null,
        targetLabel: null,
        detail: 'shenji 登录成功',
        ip: '10.20.30.40',
        at: clock.now(),
      },
    ]);
  });

  it('records an operator logout, but not a logout without a session, nor corporate users', async () => {
    const { token } = await signInOperator(app, clock, 'zhongshen');
    const corporate = await signInCorporate(app, 'suzhou-zhisuan');
    await app.db.delete(operationLog);

    await postApi(app, '/web/login/logout', {}, corporate.token);
    await postApi(app, '/web/login/logout', {}, 'no-such-token');
    expect(await logged()).toEqual([]);
    await postApi(app, '/web/login/logout', {}, token);
    await postApi(app, '/web/login/logout', {}, token);
    expect(await logged()).toEqual([
      {
        ...by('zhongshen'),
        action: 'logout',
        targetType: null,
        targetId: null,
        targetLabel: null,
        detail: 'zhongshen 退出登录',
        ip: '127.0.0.1',
        at: clock.now(),
      },
    ]);
  });

  it('records a password change without the password', async () => {
    const { token } = await signInOperator(app, clock, 'chushen');
    await app.db.delete(operationLog);
    const newPassword = 'First#Review-2027';
    const wrong = await call(
      '/primary/home/modify-password',
      { oldPassword: 'Wrong@2026', newPassword },
      token,
    );
    expect(wrong.code).toBe(4000);
    expect(await logged()).toEqual([]);
    const changed = await call(
      '/primary/home/modify-password',
      { oldPassword: demoPasswords.chushen, newPassword },
      token,
    );
    expect(changed.code).toBe(0);
    const rows = await logged();
    expect(rows).toEqual([
      {
        ...by('chushen'),
        action: 'passwordChange',
        targetType: null,
        targetId: null,
        targetLabel: null,
        detail: 'chushen 修改了本人的登录密码',
        ip: '127.0.0.1',
        at: clock.now(),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(newPassword);
    expect(JSON.stringify(rows)).not.toContain(demoPasswords.chushen);
    // Back to the demo password for the other tests.
    await call(
      '/primary/home/modify-password',
      { oldPassword: newPassword, newPassword: demoPasswords.chushen },
      token,
    );
  });

  it('records the entry-config changes: create, update, status and delete, and nothing for 4212', async () => {
    const { token } = await signInOperator(app, clock, 'bianji');
    await app.db.delete(operationLog);
    const [domain] = await app.db.select({ id: domains.id }).from(domains).limit(1);
    const config = dataOf<EntryConfig>(
      await call(
        '/primary/entry-config/new',
        {
          domainId: domain?.id,
          name: '数据分级分类管理办法',
          required: true,
          allowedTypes: ['pdf'],
          maxSizeBytes: 1024 * 1024,
        },
        token,
      ),
    );
    const at = clock.now();
    await call(
      '/primary/entry-config/update',
      { id: config.id, name: '数据分类分级管理制度', maxSizeBytes: 2 * 1024 * 1024 },
      token,
    );
    expect(
      (await call('/primary/entry-config/update', { id: config.id, required: true }, token)).code,
    ).toBe(4212);
    await call('/primary/entry-config/status', { id: config.id, enabled: false }, token);
    expect(
      (await call('/primary/entry-config/status', { id: config.id, enabled: false }, token)).code,
    ).toBe(4212);
    await call('/primary/entry-config/delete', { id: config.id }, token);

    const target = { targetType: 'entryConfig', targetId: config.id, ip: '127.0.0.1', at };
    expect(await logged()).toEqual([
      {
        ...by('bianji'),
        ...target,
        action: 'entryConfigCreate',
        targetLabel: '数据分级分类管理办法',
        detail: '新增入驻材料“数据分级分类管理办法”',
      },
      {
        ...by('bianji'),
        ...target,
        action: 'entryConfigUpdate',
        targetLabel: '数据分类分级管理制度',
        detail: '修改入驻材料“数据分级分类管理办法”：材料名称、大小上限',
      },
      {
        ...by('bianji'),
        ...target,
        action: 'entryConfigStatus',
        targetLabel: '数据分类分级管理制度',
        detail: '停用入驻材料“数据分类分级管理制度”',
      },
      {
        ...by('bianji'),
        ...target,
        action: 'entryConfigDelete',
        targetLabel: '数据分类分级管理制度',
        detail: '删除入驻材料“数据分类分级管理制度”',
      },
    ]);
  });

  it('records the announcement changes: add, update, publish and unpublish, and nothing for 4212', async () => {
    const { token } = await signInOperator(app, clock, 'bianji');
    await app.db.delete(operationLog);
    const draft = dataOf<Announcement>(
      await call(
        '/primary/announcement/add',
        { title: '关于数据专区年度评估的通知', content: '<p>请各入驻单位按时提交评估材料。</p>' },
        token,
      ),
    );
    await call(
      '/primary/announcement/update',
      { id: draft.id, title: '关于专区年度评估的通知' },
      token,
    );
    expect(
      (
        await call(
          '/primary/announcement/update',
          { id: draft.id, title: '关于专区年度评估的通知' },
          token,
        )
      ).code,
    ).toBe(4212);
    await call('/primary/announcement/publish', { id: draft.id }, token);
    expect((await call('/primary/announcement/publish', { id: draft.id }, token)).code).toBe(4212);
    await call('/primary/announcement/unpublish', { id: draft.id }, token);

    const rows = await logged();
    expect(rows.map((row) => [row.action, row.targetLabel, row.detail])).toEqual([
      [
        'announcementCreate',
        '关于数据专区年度评估的通知',
        '新建公告草稿“关于数据专区年度评估的通知”',
      ],
      [
        'announcementUpdate',
        '关于专区年度评估的通知',
        '修改公告“关于数据专区年度评估的通知”的标题',
      ],
      ['announcementPublish', '关于专区年度评估的通知', '发布公告“关于专区年度评估的通知”'],
      ['announcementUnpublish', '关于专区年度评估的通知', '撤下公告“关于专区年度评估的通知”'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        ...by('bianji'),
        targetType: 'announcement',
        targetId: draft.id,
        ip: '127.0.0.1',
        at: clock.now(),
      });
    }
  });

  it('records a review decision with the application, the stage and the reviewer’s comment', async () => {
    const { token } = await signInOperator(app, clock, 'chushen');
    await app.db.delete(operationLog);
    const [waiting] = await app.db
      .select({ id: domainApplications.id, version: domainApplications.version })
      .from(domainApplications)
      .where(
        and(eq(domainApplications.state, 'firstReview'), isNull(domainApplications.claimedById)),
      )
      .orderBy(asc(domainApplications.stateEnteredAt))
      .limit(1);
    if (waiting === undefined) {
      throw new Error('the demo seed has no unclaimed application in first review');
    }
    // only the claimant decides; the claim is logged under the case number
    const claimed = await call(
      '/primary/review/first-claim',
      { id: waiting.id, version: waiting.version },
      token,
    );
    expect(claimed.code).toBe(0);
    const { caseNumber, round } = claimed.data as { caseNumber: string; round: number };
    const claimRow = {
      ...by('chushen'),
      action: 'reviewClaim',
      targetType: 'application',
      targetId: waiting.id,
      targetLabel: caseNumber,
      detail: `入驻初审：认领（第 ${String(round)} 轮）`,
      ip: '127.0.0.1',
      at: clock.now(),
    };
    expect(await logged()).toEqual([claimRow]);
    const claimedVersion = waiting.version + 1;
    const stale = await call(
      '/primary/review/first-decision',
      { id: waiting.id, version: claimedVersion + 1, decision: 'approve' },
      token,
    );
    expect(stale.code).toBe(4090);
    expect(await logged()).toEqual([claimRow]);

    const decided = await call(
      '/primary/review/first-decision',
      {
        id: waiting.id,
        version: claimedVersion,
        decision: 'return',
        comment: ' 请补充数据安全承诺书 ',
      },
      token,
    );
    expect(decided.code).toBe(0);
    const detail = decided.data as { corName: string; domainName: string; round: number };
    expect(await logged()).toEqual([
      claimRow,
      {
        ...by('chushen'),
        action: 'reviewDecision',
        targetType: 'application',
        targetId: waiting.id,
        targetLabel: `${detail.corName} · ${detail.domainName}`,
        detail: `入驻初审：退回修改（第 ${String(detail.round)} 轮）；审核意见：请补充数据安全承诺书`,
        ip: '127.0.0.1',
        at: clock.now(),
      },
    ]);
  });

  it('records the administrators’ account changes, and nothing for refusals or 4212', async () => {
    const { token } = await signInOperator(app, clock, 'admin');
    await app.db.delete(operationLog);
    const target = operatorIds.shenji ?? '';
    expect((await call('/primary/admin/enable', { id: target }, token)).code).toBe(4212);
    expect((await call('/primary/admin/disable', { id: operatorIds.admin }, token)).code).toBe(
      4090,
    );
    expect((await call('/primary/admin/update', { id: target, name: '赵敏' }, token)).code).toBe(
      4212,
    );
    expect(await logged()).toEqual([]);

    await call('/primary/admin/update', { id: target, name: '赵敏敏' }, token);
    await call('/primary/admin/disable', { id: target }, token);
    await call('/primary/admin/enable', { id: target }, token);
    const reset = dataOf<{ temporaryPassword: string }>(
      await call('/primary/admin/reset-password', { id: target }, token),
    );
    const rows = await logged();
    expect(rows.map((row) => row.action)).toEqual([
      'adminUpdate',
      'adminDisable',
      'adminEnable',
      'adminPasswordReset',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        ...by('admin'),
        targetType: 'admin',
        targetId: target,
        targetLabel: 'shenji',
        ip: '127.0.0.1',
        at: clock.now(),
      });
    }
    expect(JSON.stringify(rows)).not.toContain(reset.temporaryPassword);
    // Put the auditor back as the other tests know it.
    await app.db
      .update(operators)
      .set({ name: '赵敏', mustChangePassword: false })
      .where(eq(operators.id, target));
  });
});
