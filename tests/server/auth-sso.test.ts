import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corporateUsers, devSsoTickets, sessions, ssoLoginAttempts } from '../../server/db/schema';
import type { OutboundFetch } from '../../server/http/outbound-fetch';
import { createInProcessFetch } from '../../server/http/in-process-fetch';
import {
  postApi,
  postSsoForm,
  sessionOf,
  signInCorporate,
  ssoLoginAddress,
  ssoTicketFor,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const minute = 60 * 1000;
const portal = 'http://localhost';
const usedTicket = { code: 4000, msg: '登录票据无效或已被使用，请重新登录', data: null };

/** What the SSO answers instead of the stand-in, when a test wants to see another answer. */
let ssoOverride: ((request: Request) => Promise<Response>) | null = null;

function casSuccess(attributes: Record<string, unknown>): Promise<Response> {
  return Promise.resolve(
    Response.json({
      serviceResponse: { authenticationSuccess: { user: 'sso-user-1', attributes } },
    }),
  );
}

describe('corporate login through the SSO stand-in', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  beforeAll(async () => {
    let built: FastifyInstance | null = null;
    const outboundFetch: OutboundFetch = (request) => {
      if (ssoOverride !== null) return ssoOverride(request);
      if (built === null) return Promise.reject(new Error('not ready'));
      return createInProcessFetch(built)(request);
    };
    built = await buildTestApp({ clock, outboundFetch });
    app = built;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    ssoOverride = null;
  });

  it('shows a sign-in page listing the three demo identities', async () => {
    const address = await ssoLoginAddress(app);
    expect(address.origin + address.pathname).toBe(`${portal}/dev-sso/login`);
    const page = await app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<title>江苏政务服务网统一身份认证（演示）</title>');
    for (const text of [
      '江苏数源科技有限公司',
      '91320100MA1XY8K3A9',
      '苏州智算数据服务有限公司',
      '91320500MA1NQ7W2BB',
      '张三',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body.match(/<button type="submit">/g)).toHaveLength(3);
    expect(page.body).toContain(`name="uuid" value="${address.searchParams.get('uuid') ?? ''}"`);
    expect(page.body).not.toMatch(/<script|<link|src=/);
  });

  it('escapes everything it echoes', async () => {
    const address = await ssoLoginAddress(app);
    const service = `${portal}/login?preUrl="><script>alert(1)</script>`;
    address.searchParams.set('service', service);
    const page = await app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('explains a login request it cannot serve', async () => {
    const noService = await app.inject({ method: 'GET', url: '/dev-sso/login?uuid=x' });
    expect(noService.statusCode).toBe(400);
    expect(noService.body).toContain('登录地址缺少有效的回跳地址（service）');

    const service = encodeURIComponent(`${portal}/login`);
    const unknown = await app.inject({
      method: 'GET',
      url: `/dev-sso/login?uuid=6f1c2a8e-3d4b-4c5a-9e8f-0a1b2c3d4e5f&service=${service}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('找不到该登录请求，请返回平台重新登录');
    expect(unknown.body).toContain(`href="${portal}/login"`);

    const address = await ssoLoginAddress(app);
    clock.advance(10 * minute);
    const late = await app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('登录请求已过期，请返回平台重新登录');
  });

  it('issues a one-time ticket and sends the browser back to the service, keeping its query', async () => {
    const { location, ticket, service } = await ssoTicketFor(app, 'jiangsu-shuyuan', {
      service: (offered) => `${offered}?preUrl=${encodeURIComponent('/workspace/domain/apply')}`,
    });
    expect(ticket).toMatch(/^ST-[0-9a-f]{48}$/);
    const back = new URL(location);
    expect(back.origin + back.pathname).toBe(`${portal}/login`);
    expect(back.searchParams.get('preUrl')).toBe('/workspace/domain/apply');

    const tickets = await app.db.select().from(devSsoTickets);
    expect(tickets.some((row) => row.ticketHash.includes(ticket.slice(3)))).toBe(false);

    const session = sessionOf(
      envelopeOf(await postApi(app, '/web/login/second', { ticket, service })),
    );
    expect(session).toMatchObject({
      userType: 'second',
      name: '李明',
      corName: '江苏数源科技有限公司',
      rights: ['domain:apply'],
      mustChangePassword: false,
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await postApi(app, '/web/login/second', { ticket, service });
    expect(envelopeOf(again)).toEqual(usedTicket);
  });

  it('uses up the login attempt: the same login address cannot sign in twice', async () => {
    const address = await ssoLoginAddress(app);
    const fields = {
      uuid: address.searchParams.get('uuid') ?? '',
      service: address.searchParams.get('service') ?? '',
      identity: 'suzhou-zhisuan',
    };
    expect((await postSsoForm(app, fields)).statusCode).toBe(303);
    const twice = await postSsoForm(app, fields);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('该登录请求已经完成认证');
    const [attempt] = await app.db
      .select({ consumedAt: ssoLoginAttempts.consumedAt })
      .from(ssoLoginAttempts)
      .where(eq(ssoLoginAttempts.uuid, fields.uuid));
    expect(attempt?.consumedAt).toEqual(clock.now());
  });

  it('refuses a natural person with 3166', async () => {
    const { ticket, service } = await ssoTicketFor(app, 'zhang-san');
    const refused = await postApi(app, '/web/login/second', { ticket, service });
    expect(envelopeOf(refused)).toEqual({ code: 3166, msg: '仅支持法人登录', data: null });
  });

  it('creates the corporate user once and refreshes it on later sign-ins', async () => {
    const before = clock.now();
    await signInCorporate(app, 'suzhou-zhisuan');
    clock.advance(3 * minute);
    const session = await signInCorporate(app, 'suzhou-zhisuan');
    const rows = await app.db
      .select()
      .from(corporateUsers)
      .where(eq(corporateUsers.creditCode, '91320500MA1NQ7W2BB'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: 'dev-legal-91320500MA1NQ7W2BB',
      name: '周婷',
      corName: '苏州智算数据服务有限公司',
      phone: '13900001102',
      lastLoginAt: clock.now(),
    });
    expect(rows[0]?.createdAt.getTime()).toBeLessThanOrEqual(before.getTime());

    const detail = await postApi(app, '/second/user/detail', {}, session.token);
    expect(envelopeOf(detail)).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        id: rows[0]?.id,
        name: '周婷',
        corName: '苏州智算数据服务有限公司',
        creditCode: '91320500MA1NQ7W2BB',
        contact: '139****1102',
        createdAt: rows[0]?.createdAt.toISOString(),
        lastLoginAt: clock.now().toISOString(),
        applicationCount: 0,
      },
    });
    const [stored] = await app.db
      .select({ userKind: sessions.userKind, userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.userId, rows[0]?.id ?? ''));
    expect(stored).toEqual({ userKind: 'second', userId: rows[0]?.id });
  });

  it('binds a ticket to its service address and to five minutes', async () => {
    const forOther = await ssoTicketFor(app, 'jiangsu-shuyuan');
    const elsewhere = await postApi(app, '/web/login/second', {
      ticket: forOther.ticket,
      service: `${portal}/user/login`,
    });
    expect(envelopeOf(elsewhere)).toEqual(usedTicket);
    // A failed validation uses the ticket up too (CAS).
    const afterwards = await postApi(app, '/web/login/second', {
      ticket: forOther.ticket,
      service: forOther.service,
    });
    expect(envelopeOf(afterwards)).toEqual(usedTicket);

    const late = await ssoTicketFor(app, 'jiangsu-shuyuan');
    clock.advance(5 * minute);
    const expired = await postApi(app, '/web/login/second', {
      ticket: late.ticket,
      service: late.service,
    });
    expect(envelopeOf(expired)).toEqual(usedTicket);
  });

  it("refuses a service address that is not the portal's own", async () => {
    const { ticket } = await ssoTicketFor(app, 'jiangsu-shuyuan');
    const foreign = await postApi(app, '/web/login/second', {
      ticket,
      service: 'https://elsewhere.example/login',
    });
    expect(envelopeOf(foreign)).toEqual({
      code: 4000,
      msg: '回跳地址不属于本平台，无法登录',
      data: null,
    });
  });

  it('answers serviceValidate in CAS 3.0 JSON, once per ticket', async () => {
    const { ticket, service } = await ssoTicketFor(app, 'jiangsu-shuyuan');
    const query = new URLSearchParams({ ticket, service, format: 'JSON' });
    const first = await app.inject({ method: 'GET', url: `/dev-sso/serviceValidate?${query}` });
    expect(first.json()).toEqual({
      serviceResponse: {
        authenticationSuccess: {
          user: 'dev-legal-91320100MA1XY8K3A9',
          attributes: {
            userType: 'legal',
            name: '李明',
            corName: '江苏数源科技有限公司',
            creditCode: '91320100MA1XY8K3A9',
            phone: '13900001101',
          },
        },
      },
    });
    const second = await app.inject({ method: 'GET', url: `/dev-sso/serviceValidate?${query}` });
    expect(second.json()).toEqual({
      serviceResponse: {
        authenticationFailure: { code: 'INVALID_TICKET', description: '票据不存在或已被使用' },
      },
    });
    const missing = await app.inject({ method: 'GET', url: '/dev-sso/serviceValidate' });
    expect(missing.json()).toMatchObject({
      serviceResponse: { authenticationFailure: { code: 'INVALID_REQUEST' } },
    });
  });

  it('remembers who signed in on the stand-in until /dev-sso/logout, which returns to the portal', async () => {
    const address = await ssoLoginAddress(app);
    const posted = await postSsoForm(app, {
      uuid: address.searchParams.get('uuid') ?? '',
      service: address.searchParams.get('service') ?? '',
      identity: 'jiangsu-shuyuan',
    });
    const cookie = String(posted.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe('dev_sso_identity=jiangsu-shuyuan');

    const next = await ssoLoginAddress(app);
    const page = await app.inject({
      method: 'GET',
      url: next.pathname + next.search,
      headers: { cookie },
    });
    expect(page.body).toContain('您已在本认证服务登录为：江苏数源科技有限公司');

    const home = `${portal}/home`;
    const logout = await app.inject({
      method: 'GET',
      url: `/dev-sso/logout?service=${encodeURIComponent(home)}`,
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe(home);
    expect(String(logout.headers['set-cookie'])).toContain('dev_sso_identity=; Max-Age=0');

    const foreign = await app.inject({
      method: 'GET',
      url: `/dev-sso/logout?service=${encodeURIComponent('https://elsewhere.example/')}`,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers.location).toBeUndefined();
    expect(foreign.body).toContain('已退出统一身份认证');
  });

  it('says where registration happens', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev-sso/register' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('江苏政务服务网注册');
    // The address the request came in on, as `web/login/out` hands it out too.
    expect(page.body).toContain('href="http://localhost:80/home"');
  });

  it('tells the user when the SSO cannot be reached or answers nonsense (5000)', async () => {
    const unavailable = { code: 5000, msg: '统一身份认证服务暂时无法访问，请稍后重试', data: null };
    const body = { ticket: 'ST-0123', service: `${portal}/login` };
    ssoOverride = () => Promise.reject(new TypeError('fetch failed'));
    expect(envelopeOf(await postApi(app, '/web/login/second', body))).toEqual(unavailable);
    ssoOverride = () => Promise.resolve(new Response('<html>维护中</html>', { status: 503 }));
    expect(envelopeOf(await postApi(app, '/web/login/second', body))).toEqual(unavailable);
    ssoOverride = () => Promise.resolve(new Response('not json', { status: 200 }));
    expect(envelopeOf(await postApi(app, '/web/login/second', body))).toEqual(unavailable);
  });

  it('refuses a legal person whose credit code fails the check character, or without a phone', async () => {
    const body = { ticket: 'ST-0123', service: `${portal}/login` };
    const legal = { userType: 'legal', name: '王五', corName: '南京某某科技有限公司' };
    ssoOverride = () =>
      casSuccess({ ...legal, creditCode: '91320100MA1XY8K3A8', phone: '13900009999' });
    expect(envelopeOf(await postApi(app, '/web/login/second', body))).toEqual({
      code: 4000,
      msg: '法人的统一社会信用代码校验未通过，无法登录',
      data: null,
    });
    ssoOverride = () => casSuccess({ ...legal, creditCode: ['91320100MA1XY8K3A9'] });
    expect(envelopeOf(await postApi(app, '/web/login/second', body))).toEqual({
      code: 4000,
      msg: '统一身份认证未提供有效的联系电话，请在江苏政务服务网完善后再登录',
      data: null,
    });
    ssoOverride = () =>
      casSuccess({ ...legal, creditCode: ['91320100MA1XY8K3A9'], phone: ['025-83301234'] });
    const session = sessionOf(envelopeOf(await postApi(app, '/web/login/second', body)));
    expect(session).toMatchObject({ name: '王五', corName: '南京某某科技有限公司' });
  });
});
