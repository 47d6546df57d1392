/**
 * Security events (安全事件) in the operation log and the upload rate limit: failed and refused
 * logins, the login's own limits, access refused for want of a right, uploads refused for their name
 * or content, and uploads over the limit — each recorded with the caller's address, a flood of refusals
 * recorded only a bounded number of times, and the log's `security` category selecting them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { entryFiles, operationLog, operators, rateLimitCounters } from '../../server/db/schema';
import { countHit } from '../../server/kernel/fixed-window-counter';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import { businessLicenceEntryId, createDraft } from '../support/domain-application-requests';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { storedKeys } from '../support/stored-files';
import {
  api,
  demoPasswords,
  demoPhones,
  latestCodeFor,
  postApi,
  signInCorporate,
  signInOperator,
} from '../support/server-auth';

type AdminLogPage = components['schemas']['AdminLogPage'];

const securityActions = [
  'loginFailure',
  'loginDisabled',
  'rateLimited',
  'accessDenied',
  'uploadRefused',
] as const;

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('security events and the upload rate limit', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let applicant: string;
  let draftId: string;
  let auditor: string;
  let editor: string;

  const from = (address: string) => ({ remoteAddress: address });

  function post(pathName: string, body: object, address = '10.1.1.1', token?: string) {
    return app.inject({
      method: 'POST',
      url: `${api}${pathName}`,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { 'user-token': token }),
      },
      ...from(address),
    });
  }

  async function upload(filename: string, bytes: Buffer = pdfBytes, address = '10.2.2.2') {
    const form = new FormData();
    form.append('applicationId', draftId);
    form.append('entryConfigId', businessLicenceEntryId);
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const request = new Request('http://127.0.0.1/upload', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'user-token': applicant,
      },
      ...from(address),
    });
  }

  /** The security events recorded since the log was emptied, oldest first. */
  async function events() {
    const rows = await app.db
      .select()
      .from(operationLog)
      .where(inArray(operationLog.action, [...securityActions]))
      .orderBy(asc(operationLog.at), asc(operationLog.detail));
    return rows.map((row) => ({
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName,
      detail: row.detail,
      ip: row.ip,
    }));
  }

  async function operatorId(account: string): Promise<string> {
    const [row] = await app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, account));
    if (row === undefined) throw new Error(`no operator ${account}`);
    return row.id;
  }

  const storedFiles = () => storedKeys(app.db);

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await app.db.delete(entryFiles);
    await insertCatalogFixtures(app.db);
    applicant = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    draftId = (await createDraft(app, applicant)).id;
    auditor = (await signInOperator(app, clock, 'shenji')).token;
    editor = (await signInOperator(app, clock, 'bianji')).token;
  });
  beforeEach(async () => {
    // Each test with fresh counts and an empty log.
    await app.db.delete(rateLimitCounters);
    await app.db.delete(operationLog);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts hits per key in fixed windows, concurrent hits included', async () => {
    const now = new Date('2026-11-22T03:00:00.000Z');
    const hits = await Promise.all(
      Array.from({ length: 8 }, () => countHit(app.db, 'test:concurrent', 60_000, now)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await countHit(app.db, 'test:other', 60_000, now)).hits).toBe(1);
    const next = await countHit(
      app.db,
      'test:concurrent',
      60_000,
      new Date(now.getTime() + 60_000),
    );
    expect(next).toEqual({ hits: 1, windowRemainingMs: 60_000 });
    // The first hit of a new window cleared the windows that had ended.
    const left = await app.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'test:concurrent'));
    expect(left).toHaveLength(1);
  });

  it('limits uploads to 30 per user in ten minutes: HTTP 429, 4290, nothing stored, recorded once', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect(envelopeOf(await upload(`营业执照${String(index)}.pdf`)).code).toBe(0);
    }
    const rows = await app.db.select().from(entryFiles);
    const stored = await storedFiles();
    for (let index = 0; index < 3; index += 1) {
      const refused = await upload('营业执照-超出.pdf');
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused)).toEqual({
        code: 4290,
        msg: expect.stringMatching(/^操作过于频繁，请 \d+ (分钟|秒)后再试$/) as unknown,
        data: null,
      });
    }
    expect(await app.db.select().from(entryFiles)).toEqual(rows);
    expect(await storedFiles()).toEqual(stored);
    expect(await events()).toEqual([
      {
        action: 'rateLimited',
        actorId: expect.any(String) as unknown,
        actorName: '江苏数源科技有限公司',
        detail: '上传文件过于频繁（10 分钟内超过 30 次），已拒绝',
        ip: '10.2.2.2',
      },
    ]);

    // The next window takes uploads again.
    clock.advance(10 * 60 * 1000);
    expect(envelopeOf(await upload('营业执照-次日.pdf')).code).toBe(0);
  });

  it('limits uploads per address too (120 in ten minutes), whoever sends them', async () => {
    for (let index = 0; index < 120; index += 1) {
      await countHit(app.db, 'upload:ip:10.9.9.9', 10 * 60 * 1000, clock.now());
    }
    const rows = await app.db.select().from(entryFiles);
    const refused = await upload('营业执照.pdf', pdfBytes, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).code).toBe(4290);
    expect(await app.db.select().from(entryFiles)).toEqual(rows);
    expect(await events()).toMatchObject([
      {
        action: 'rateLimited',
        detail: '上传文件过于频繁（10 分钟内超过 120 次），已拒绝',
        ip: '10.9.9.9',
      },
    ]);
    // The same user from another address is not held up by it.
    expect(envelopeOf(await upload('营业执照.pdf', pdfBytes, '10.9.9.10')).code).toBe(0);
  });

  it('records uploads refused for their name or content, with the name made printable', async () => {
    expect(envelopeOf(await upload('../../etc/营业执照.pdf')).code).toBe(4000);
    expect(envelopeOf(await upload('营业执照\u202Efdp.pdf')).code).toBe(4000);
    expect(envelopeOf(await upload('营业执照.pdf', Buffer.from('MZ not a pdf'))).code).toBe(4000);
    const rows = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'uploadRefused'))
      .orderBy(asc(operationLog.detail));
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => [row.targetLabel, row.detail, row.ip])).toEqual(
      expect.arrayContaining([
        [
          '营业执照\uFFFDfdp.pdf',
          '上传被拒绝：文件名不能包含不可见的格式字符，请修改文件名后重新上传',
          '10.2.2.2',
        ],
        [
          '../../etc/营业执照.pdf',
          '上传被拒绝：文件名不能包含“/”或“\\”，请修改文件名后重新上传',
          '10.2.2.2',
        ],
        [
          '营业执照.pdf',
          '上传被拒绝：文件内容与扩展名不符：“营业执照.pdf”不是有效的 PDF 文件，请重新选择',
          '10.2.2.2',
        ],
      ]),
    );
    expect(rows.every((row) => row.targetType === 'application' && row.targetId === draftId)).toBe(
      true,
    );
  });

  it('records wrong passwords and unknown accounts as failed logins, with the address', async () => {
    const chushen = await operatorId('chushen');
    expect(
      envelopeOf(
        await post('/web/login/primary/msg-send', { account: 'chushen', password: 'Wrong@2026' }),
      ).code,
    ).toBe(4000);
    expect(
      envelopeOf(
        await post('/web/login/primary/msg-send', { account: 'nobody', password: 'Wrong@2026' }),
      ).code,
    ).toBe(4000);
    expect(await events()).toEqual([
      {
        action: 'loginFailure',
        actorId: chushen,
        actorName: '陈静',
        detail: '登录失败：账号 chushen 密码错误',
        ip: '10.1.1.1',
      },
      {
        action: 'loginFailure',
        actorId: null,
        actorName: '未知用户',
        detail: '登录失败：账号 nobody 不存在',
        ip: '10.1.1.1',
      },
    ]);
  });

  it('records each lock once, and a try while locked once per lock, however often it is tried', async () => {
    const zhongshen = await operatorId('zhongshen');
    const wrong = { account: 'zhongshen', password: 'Wrong@2026' };
    const codes: number[] = [];
    // Each from its own address, so that no per-address limit is reached.
    for (let index = 1; index <= 8; index += 1) {
      codes.push(
        envelopeOf(await post('/web/login/primary/msg-send', wrong, `10.3.3.${String(index)}`))
          .code,
      );
    }
    expect(codes).toEqual([4000, 4000, 4000, 4000, 4290, 4290, 4290, 4290]);
    const recorded = await events();
    expect(recorded.filter((event) => event.action === 'loginFailure')).toHaveLength(4);
    expect(recorded.filter((event) => event.action === 'rateLimited')).toEqual([
      {
        action: 'rateLimited',
        actorId: zhongshen,
        actorName: '刘洋',
        detail: '账号 zhongshen 连续 5 次密码错误，锁定 1 分钟（第 1 次锁定）',
        ip: '10.3.3.5',
      },
      {
        action: 'rateLimited',
        actorId: zhongshen,
        actorName: '刘洋',
        detail: '账号 zhongshen 锁定期间尝试登录，已拒绝',
        ip: '10.3.3.6',
      },
    ]);
    await app.db
      .update(operators)
      .set({ lockedUntil: null, failedLogins: 0 })
      .where(eq(operators.id, zhongshen));
  });

  it('records at most 20 failed logins per address in ten minutes, then the address limit once', async () => {
    for (let index = 0; index < 25; index += 1) {
      await post(
        '/web/login/primary/msg-send',
        { account: `guess${String(index)}`, password: 'x' },
        '10.4.4.4',
      );
    }
    const recorded = await events();
    expect(recorded.filter((event) => event.action === 'loginFailure')).toHaveLength(20);
    expect(recorded.filter((event) => event.action === 'rateLimited')).toEqual([
      {
        action: 'rateLimited',
        actorId: null,
        actorName: '未知用户',
        detail: '登录失败次数过多（10 分钟内 20 次），已暂停此来源地址的运营人员登录',
        ip: '10.4.4.4',
      },
    ]);
  });

  it('records a login to a disabled account', async () => {
    const bianji = await operatorId('bianji');
    await app.db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, bianji));
    const refused = envelopeOf(
      await post('/web/login/primary/msg-send', {
        account: 'bianji',
        password: demoPasswords.bianji,
      }),
    );
    await app.db.update(operators).set({ status: 'enabled' }).where(eq(operators.id, bianji));
    expect(refused.code).toBe(1001);
    expect(await events()).toEqual([
      {
        action: 'loginDisabled',
        actorId: bianji,
        actorName: '孙悦',
        detail: '账号 bianji 已停用，登录被拒绝',
        ip: '10.1.1.1',
      },
    ]);
  });

  it('records SMS limits once per account and window, and wrong codes as failed logins', async () => {
    const admin = await operatorId('admin');
    const credentials = { account: 'admin', password: demoPasswords.admin };
    expect(envelopeOf(await post('/web/login/primary/msg-send', credentials)).code).toBe(0);
    for (let index = 0; index < 3; index += 1) {
      expect(envelopeOf(await post('/web/login/primary/msg-send', credentials)).code).toBe(4290);
    }
    const code = await latestCodeFor(app, demoPhones.admin);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      envelopeOf(await post('/web/login/primary', { ...credentials, smsCode: wrongCode })).code,
    ).toBe(4000);
    expect(await events()).toEqual([
      {
        action: 'loginFailure',
        actorId: admin,
        actorName: '系统管理员',
        detail: '登录失败：账号 admin 短信验证码错误',
        ip: '10.1.1.1',
      },
      {
        action: 'rateLimited',
        actorId: admin,
        actorName: '系统管理员',
        detail: expect.stringMatching(
          /^账号 admin 短信验证码：操作过于频繁，请 \d+ 秒后再试$/,
        ) as unknown,
        ip: '10.1.1.1',
      },
    ]);
  });

  it('records access refused for want of a right (4030), at most 20 a user in ten minutes', async () => {
    const bianji = await operatorId('bianji');
    for (let index = 0; index < 25; index += 1) {
      const denied = await post('/primary/audit/admin-log', {}, '10.5.5.5', editor);
      expect(envelopeOf(denied).code).toBe(4030);
    }
    const recorded = await events();
    expect(recorded).toHaveLength(20);
    expect(recorded[0]).toEqual({
      action: 'accessDenied',
      actorId: bianji,
      actorName: '孙悦',
      detail: '无权访问 POST /primary/audit/admin-log（primaryAuditAdminLog）',
      ip: '10.5.5.5',
    });
    // A legal person calling an operator's operation is refused and recorded too.
    expect(envelopeOf(await post('/primary/audit/admin-log', {}, '10.5.5.6', applicant)).code).toBe(
      4030,
    );
    expect((await events()).at(-1)).toMatchObject({
      action: 'accessDenied',
      actorName: '江苏数源科技有限公司',
      ip: '10.5.5.6',
    });
  });

  it('lists security events apart from other entries in the operation log', async () => {
    await post('/web/login/primary/msg-send', { account: 'nobody', password: 'x' });
    await signInOperator(app, clock, 'chushen');
    const list = async (category: 'security' | 'operation') => {
      const envelope = envelopeOf(
        await postApi(app, '/primary/audit/admin-log', { category }, auditor),
      );
      expect(envelope.code).toBe(0);
      return (envelope.data as AdminLogPage).list.map((entry) => [entry.action, entry.actorId]);
    };
    expect(await list('security')).toEqual([['loginFailure', null]]);
    expect(await list('operation')).toEqual([['login', await operatorId('chushen')]]);
  });
});
