import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf } from '../support/server-app';
import { miniContract, miniContractHandlers } from '../support/server-mini-contract';

const api = '/alpha-portal/api/v1';

describe('query validation on the real contract', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('accepts a numeric timestamp t', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/web/login/register?t=1763776800000`,
    });
    expect(envelopeOf(response).code).toBe(0);
  });

  it.each([
    ['t=abc', '请求参数 t 必须是整数'],
    ['t=1.5', '请求参数 t 必须是整数'],
    ['t=-1', '请求参数 t 不能小于 0'],
    ['foo=1', '请求参数 foo 不被允许'],
    ['t=1&callback=x', '请求参数 callback 不被允许'],
    ['t=0x10', '请求参数 t 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格'],
    ['t=1e3', '请求参数 t 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格'],
    ['t=%205', '请求参数 t 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格'],
    ['t=%2B5', '请求参数 t 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格'],
  ])('refuses ?%s with a Chinese message naming the field', async (query, msg) => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/content-config/wall/?${query}`,
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 4000, msg, data: null });
  });

  it('answers an unknown API path with 404 and code 4040', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/web/no-such-thing?t=1` });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toEqual({ code: 4040, msg: '接口不存在', data: null });
  });

  it('answers a known path with the wrong method with 404 and code 4040', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/web/login/uuid`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(4040);
  });
});

describe('body validation and tokens on the real contract', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${api}${url}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each([
    [
      '/web/login/primary',
      { account: 42, password: 'Admin@2026', smsCode: '123456' },
      '请求参数 account 必须是字符串',
    ],
    [
      '/web/login/primary',
      { account: 'admin', password: '', smsCode: '123456' },
      '请求参数 password 不能为空',
    ],
    ['/web/login/primary', { account: 'admin', smsCode: '123456' }, '请求参数 password 不能为空'],
    [
      '/web/login/primary',
      { account: 'admin', password: 'Admin@2026', smsCode: '123456', remember: true },
      '请求参数 remember 不被允许',
    ],
    ['/web/data-resource/list', { pageSize: 101 }, '请求参数 pageSize 不能大于 100'],
    ['/web/data-resource/list', { page: '2' }, '请求参数 page 必须是整数'],
  ])('refuses POST %s %j: %s', async (url, payload, msg) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 4000, msg, data: null });
  });

  it('refuses a protected operation without a token or with an unknown one', async () => {
    const headerSets: Record<string, string>[] = [{}, { 'user-token': 'unknown-token' }];
    for (const headers of headerSets) {
      const response = await post('/primary/admin/list', {}, headers);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({ code: 4010, msg: '鉴权失败，请重新登录', data: null });
    }
  });
});

describe('body, path and query validation on a mini contract', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      contract: { document: miniContract },
      handlers: miniContractHandlers,
      bodyLimit: 2048,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const createAccount = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `${api}/test/accounts`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  it('passes a valid body to the handler, with defaults filled in', async () => {
    const response = await createAccount({ account: 'chushen', password: 'Review@2026' });
    expect(envelopeOf(response)).toEqual({
      code: 0,
      msg: '操作成功',
      data: { id: 1, account: 'chushen', role: 'reviewer' },
    });
  });

  it.each([
    [{ account: 42, password: 'x' }, '请求参数 account 必须是字符串'],
    [{ account: 'a' }, '请求参数 password 不能为空'],
    [{ account: 'a', password: '' }, '请求参数 password 不能为空'],
    [{ account: 'a', password: 'x', foo: 1 }, '请求参数 foo 不被允许'],
    [{ account: 'a'.repeat(21), password: 'x' }, '请求参数 account 长度不能超过 20 个字符'],
    [
      { account: 'a', password: 'x', role: 'root' },
      '请求参数 role 必须是以下值之一：admin、reviewer',
    ],
    [
      { account: 'a', password: 'x', profile: { phone: '123' } },
      '请求参数 profile.phone 格式不正确',
    ],
    [{ account: 'a', password: 'x', profile: { email: 'a' } }, '请求参数 profile.email 不被允许'],
    [{ account: 'a', password: 'x', tags: ['a', 1] }, '请求参数 tags[1] 必须是字符串'],
    [{ account: 'a', password: 'x', tags: ['a', 'b', 'c', 'd'] }, '请求参数 tags 最多只能有 3 项'],
    [['account'], '请求体必须是 JSON 对象'],
  ])('refuses %j: %s', async (payload, msg) => {
    const response = await createAccount(payload);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 4000, msg, data: null });
  });

  it('never coerces body values: a number sent as a string is refused', async () => {
    const response = await createAccount({ account: 'a', password: 'x', tags: 'a' });
    expect(envelopeOf(response).msg).toBe('请求参数 tags 必须是数组');
  });

  it('refuses a missing body when one is required', async () => {
    const response = await app.inject({ method: 'POST', url: `${api}/test/accounts` });
    expect(envelopeOf(response)).toEqual({ code: 4000, msg: '请求体不能为空', data: null });
  });

  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udc00y'],
    ['surrogates in the wrong order', '\udfff\ud800'],
  ])('refuses %s in a body value or key instead of storing U+FFFD', async (_name, text) => {
    const msg = '请求参数包含无效的 Unicode 字符（不成对的代理项），请检查输入的文字';
    for (const payload of [
      { account: text, password: 'x' },
      { account: 'a', password: 'x', [text]: 1 },
    ]) {
      const response = await createAccount(payload);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response)).toEqual({ code: 4000, msg, data: null });
    }
  });

  it('keeps characters outside the basic plane, written as surrogate pairs', async () => {
    const response = await createAccount({ account: '𝕏👩‍👩‍👧', password: 'x' });
    expect(envelopeOf(response).code).toBe(0);
  });

  it('refuses malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/test/accounts`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "a",',
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 4000, msg: '请求体不是合法的 JSON', data: null });
  });

  it.each([
    ['text/plain', 'account=a'],
    ['application/xml', '<account>a</account>'],
  ])('refuses a %s body', async (contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/test/accounts`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { code, msg } = envelopeOf(response);
    expect(code).toBe(4000);
    expect(msg).toContain('不支持的请求内容类型');
  });

  it('answers an over-size body with 413 and code 4130, in words about the request, not a file', async () => {
    const response = await createAccount({ account: 'a', password: 'x'.repeat(4096) });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({
      code: 4130,
      msg: '请求内容超过大小限制，请精简后重试',
      data: null,
    });
  });

  it.each([
    ['__proto__ at the top', '{"account":"a","password":"x","__proto__":{"isAdmin":true}}'],
    ['__proto__ inside a field', '{"account":"a","password":"x","profile":{"__proto__":{"x":1}}}'],
    ['constructor.prototype', '{"account":"a","password":"x","constructor":{"prototype":{"x":1}}}'],
  ])('refuses a body with %s in its own words, not as malformed JSON', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/test/accounts`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({
      code: 4000,
      msg: '请求体不能包含名为 __proto__ 或 constructor.prototype 的字段',
      data: null,
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses an empty JSON body as empty', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/test/accounts`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(envelopeOf(response)).toEqual({ code: 4000, msg: '请求体不能为空', data: null });
  });

  it('coerces query and path parameters from strings, and applies query defaults', async () => {
    const detail = await app.inject({ method: 'GET', url: `${api}/test/accounts/7?t=1` });
    expect(envelopeOf(detail).data).toEqual({ id: 7, account: 'admin', role: 'admin' });

    const list = await app.inject({
      method: 'GET',
      url: `${api}/test/accounts/list?status=enabled`,
    });
    expect(envelopeOf(list).data).toEqual({ pageSize: 10, status: 'enabled' });
  });

  it.each([
    ['/test/accounts/list?pageSize=101', '请求参数 pageSize 不能大于 100'],
    ['/test/accounts/list?pageSize=0', '请求参数 pageSize 不能小于 1'],
    ['/test/accounts/list?status=gone', '请求参数 status 必须是以下值之一：enabled、disabled'],
    ['/test/accounts/list?t=abc', '请求参数 t 必须是整数'],
    ['/test/accounts/list?page=2', '请求参数 page 不被允许'],
    ['/test/accounts/abc', '请求参数 id 必须是整数'],
    ['/test/accounts/0', '请求参数 id 不能小于 1'],
    [
      '/test/accounts/0x7',
      '请求参数 id 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格',
    ],
    [
      '/test/accounts/list?pageSize=1e1',
      '请求参数 pageSize 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格',
    ],
  ])('refuses %s', async (url, msg) => {
    const response = await app.inject({ method: 'GET', url: `${api}${url}` });
    expect(envelopeOf(response)).toEqual({ code: 4000, msg, data: null });
  });

  it('refuses a protected operation without a token, or with an unknown one, with 401', async () => {
    for (const headers of [{}, { 'user-token': '' }, { 'user-token': 'not-a-session' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/test/protected`,
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({ code: 4010, msg: '鉴权失败，请重新登录', data: null });
    }
  });

  it('answers an operation without a handler with 501 after validating the request', async () => {
    const invalid = await app.inject({ method: 'GET', url: `${api}/test/unimplemented?x=1` });
    expect(envelopeOf(invalid).code).toBe(4000);

    const valid = await app.inject({ method: 'GET', url: `${api}/test/unimplemented?t=1` });
    expect(valid.statusCode).toBe(501);
    expect(envelopeOf(valid)).toEqual({ code: 5010, msg: '该功能暂未开放', data: null });
  });

  it('answers a business failure thrown as AppError with its code and message', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/test/missing-record` });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 4011, msg: '记录不存在', data: null });
  });

  it('answers an unexpected exception with 500 and nothing internal', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/test/failure` });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toEqual({
      code: 5000,
      msg: '服务器内部错误，请稍后重试',
      data: null,
    });
    expect(response.body).not.toContain('/srv/secret');
    expect(response.body).not.toContain('stack');
  });

  it('fails loudly when a handler answers something the contract does not allow', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/test/off-contract` });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response).code).toBe(5000);
  });

  it('fails loudly when a handler fails with a code the contract does not list', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/test/unknown-code` });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toEqual({
      code: 5000,
      msg: '服务器内部错误，请稍后重试',
      data: null,
    });
  });
});

describe('handlers and the contract at start-up', () => {
  it('refuses a handler for an operation the contract does not have', async () => {
    await expect(
      buildTestApp({
        contract: { document: miniContract },
        handlers: [{ operationId: 'noSuchOperation', handle: () => Promise.resolve(null) }],
      }),
    ).rejects.toThrow('noSuchOperation');
  });
});
