/**
 * Spec §7 (every request) and §8 (the error catalogue), one test per line, through the real client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/api-request-error';
import { withOptions } from '@/api/request-options';
import { createFakeApi, TEST_ORIGIN } from '../../support/fake-api';
import { envelopeResponse, jsonResponse, status700Response } from '../../support/fake-fetch';

const ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=7d4c';

afterEach(() => {
  vi.useRealTimers();
});

describe('every request (spec §7)', () => {
  it('goes to /alpha-portal/api/v1 with the stored token in User-Token', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', ADDRESS));
    harness.token.current = 'tok-abc';
    await harness.api.GET('/web/login/uuid');
    const request = harness.fake.lastRequest();
    expect(new URL(request.url).pathname).toBe('/alpha-portal/api/v1/web/login/uuid');
    expect(new URL(request.url).origin).toBe(TEST_ORIGIN);
    expect(request.headers.get('User-Token')).toBe('tok-abc');
  });

  it('sends an empty User-Token when signed out', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', ADDRESS));
    await harness.api.GET('/web/login/uuid');
    expect(harness.fake.lastRequest().headers.has('User-Token')).toBe(true);
    expect(harness.fake.lastRequest().headers.get('User-Token')).toBe('');
  });

  it('adds t=<now ms> to every GET', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', null));
    harness.clock.current = 1_712_345_678_901;
    await harness.api.GET('/second/entry/file-download', {
      params: { query: { id: 'f-1' } },
      parseAs: 'blob',
    });
    const url = new URL(harness.fake.lastRequest().url);
    expect(url.searchParams.get('t')).toBe('1712345678901');
    expect(url.searchParams.get('id')).toBe('f-1');
  });

  it('does not add t to a POST, and keeps its JSON body', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', null));
    await harness.api.POST('/primary/entry-config/status', { body: { id: 'c-1', enabled: false } });
    const request = harness.fake.lastRequest();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).searchParams.has('t')).toBe(false);
    expect(await request.json()).toEqual({ id: 'c-1', enabled: false });
  });

  it('times out after 60 s with the Chinese toast and a rejected call, not a hang', async () => {
    vi.useFakeTimers();
    const harness = createFakeApi(() => 'hang');
    const call = harness.api.GET('/web/login/uuid');
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(harness.notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error instanceof ApiRequestError ? error.reason : null).toBe('timeout');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('请求超时，请稍后重试');
    expect(harness.loading.pending()).toBe(0);
  });

  it('sends the overtime header in seconds and waits that long when it is over 60 s', async () => {
    vi.useFakeTimers();
    const harness = createFakeApi(() => 'hang');
    const outcome = harness.api
      .GET('/web/login/uuid', withOptions({ overtime: 120 }))
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.fake.lastRequest().headers.get('overtime')).toBe('120');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(ApiRequestError);
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('请求超时，请稍后重试');
  });

  it('times out after overtime when it is shorter than 60 s, and sends no private option headers', async () => {
    vi.useFakeTimers();
    const harness = createFakeApi(() => 'hang');
    const outcome = harness.api
      .GET('/web/login/uuid', withOptions({ overtime: 5, loading: false, silent: false }))
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const request = harness.fake.lastRequest();
    expect(request.headers.get('overtime')).toBe('5');
    const headers = [...request.headers.keys()];
    expect(headers.filter((name) => name.startsWith('x-portal'))).toEqual([]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(harness.notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error instanceof ApiRequestError ? error.reason : null).toBe('timeout');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('请求超时，请稍后重试');
    expect(harness.loading.pending()).toBe(0);
  });

  it('sets the timeout of its own request only: the others keep 60 s', async () => {
    vi.useFakeTimers();
    const harness = createFakeApi(() => 'hang');
    const settled: string[] = [];
    const track = (label: string, call: Promise<unknown>) =>
      call.then(
        () => settled.push(label),
        () => settled.push(label),
      );
    const calls = Promise.all([
      track('overtime 2 s', harness.api.GET('/web/login/uuid', withOptions({ overtime: 2 }))),
      track('default', harness.api.GET('/web/login/out')),
      track(
        'overtime 0.5 s',
        harness.api.GET('/web/login/register', withOptions({ overtime: 0.5 })),
      ),
    ]);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toEqual(['overtime 0.5 s']);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(settled).toEqual(['overtime 0.5 s', 'overtime 2 s']);
    await vi.advanceTimersByTimeAsync(57_999);
    expect(settled).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await calls;
    expect(settled).toEqual(['overtime 0.5 s', 'overtime 2 s', 'default']);
  });

  it('counts pending requests for the global loading indicator, up and back down', async () => {
    let release: (response: Response) => void = () => undefined;
    const harness = createFakeApi(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const counts: number[] = [];
    harness.loading.subscribe(() => counts.push(harness.loading.pending()));
    const call = harness.api.GET('/web/login/uuid');
    await vi.waitFor(() => expect(harness.fake.requests).toHaveLength(1));
    expect(harness.loading.pending()).toBe(1);
    release(envelopeResponse(0, '', ADDRESS));
    await call;
    expect(harness.loading.pending()).toBe(0);
    expect(counts).toEqual([1, 0]);
  });

  it('leaves the loading indicator alone for a request that opts out', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', ADDRESS));
    const listener = vi.fn<() => void>();
    harness.loading.subscribe(listener);
    await harness.api.GET('/web/login/uuid', withOptions({ loading: false }));
    expect(listener).not.toHaveBeenCalled();
    expect(harness.loading.pending()).toBe(0);
  });

  it('ends the loading count when the server cannot be reached, with a clear toast', async () => {
    const harness = createFakeApi(() => 'network-error');
    const error = await harness.api.GET('/web/login/uuid').catch((caught: unknown) => caught);
    expect(error instanceof ApiRequestError ? error.reason : null).toBe('network');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('网络连接失败，请检查网络后重试');
    expect(harness.loading.pending()).toBe(0);
  });

  it('says nothing when the page itself cancels a request', async () => {
    const harness = createFakeApi(() => 'hang');
    const controller = new AbortController();
    const outcome = harness.api
      .GET('/web/login/uuid', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(harness.fake.requests).toHaveLength(1));
    controller.abort();
    const error = await outcome;
    expect(error instanceof ApiRequestError ? error.reason : null).toBe('aborted');
    expect(harness.notifyError).not.toHaveBeenCalled();
    expect(harness.loading.pending()).toBe(0);
  });
});

describe('envelope codes (spec §8)', () => {
  it('0: passes the data through without any effect', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', ADDRESS));
    const { data } = await harness.api.GET('/web/login/uuid');
    expect(data).toEqual({ code: 0, msg: '', data: ADDRESS });
    expect(harness.notifyError).not.toHaveBeenCalled();
    expect(harness.send).not.toHaveBeenCalled();
    expect(harness.navigate).not.toHaveBeenCalled();
  });

  it.each([1000, 1001] as const)('%i: ends the session locally', async (code) => {
    const harness = createFakeApi(() => envelopeResponse(code, '登录已过期，请重新登录'));
    await harness.api.GET('/web/login/uuid');
    expect(harness.send).toHaveBeenCalledExactlyOnceWith({
      type: 'auth.sessionEnded',
      code,
      msg: '登录已过期，请重新登录',
    });
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('3166: asks for the legal-person-only notice', async () => {
    const harness = createFakeApi(() => envelopeResponse(3166, '仅支持法人登录'));
    await harness.api.GET('/web/login/uuid');
    expect(harness.send).toHaveBeenCalledExactlyOnceWith({ type: 'auth.legalPersonOnly' });
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('4011: goes to /404', async () => {
    const harness = createFakeApi(() => envelopeResponse(4011, '记录不存在'));
    await harness.api.GET('/web/login/uuid');
    expect(harness.navigate).toHaveBeenCalledExactlyOnceWith('/404');
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('4011 with notFoundInPlace: stays on the page, which shows 页面不存在 itself', async () => {
    const harness = createFakeApi(() => envelopeResponse(4011, '记录不存在'));
    const { data } = await harness.api.GET(
      '/web/login/uuid',
      withOptions({ notFoundInPlace: true }),
    );
    expect(data?.code).toBe(4011);
    expect(harness.navigate).not.toHaveBeenCalled();
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('4011: tells of the missing record whether the page moves or shows it in place', async () => {
    const harness = createFakeApi(() => envelopeResponse(4011, '记录不存在'));
    await harness.api.GET('/web/login/uuid');
    await harness.api.GET('/web/login/uuid', withOptions({ notFoundInPlace: true }));
    expect(harness.recordMissing).toHaveBeenCalledTimes(2);
  });

  it('tells of no missing record for any other code', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, 'ok'));
    await harness.api.GET('/web/login/uuid');
    expect(harness.recordMissing).not.toHaveBeenCalled();
  });

  it('4212: returns the data silently', async () => {
    const harness = createFakeApi(() =>
      envelopeResponse(4212, '没有需要修改的内容', { id: 'c-1' }),
    );
    const { data } = await harness.api.POST('/primary/entry-config/update', {
      body: { id: 'c-1' },
    });
    expect(data?.code).toBe(4212);
    expect(harness.notifyError).not.toHaveBeenCalled();
    expect(harness.send).not.toHaveBeenCalled();
  });

  it('any other code: shows the msg as an error toast', async () => {
    const harness = createFakeApi(() => envelopeResponse(4000, '联系电话格式不正确'));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('联系电话格式不正确');
  });

  it.each(['', '   '])('any other code with an empty msg (%j): shows 无响应数据', async (msg) => {
    const harness = createFakeApi(() => envelopeResponse(5000, msg));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('无响应数据');
  });

  it('any other code sent with an HTTP error status is still read from the envelope', async () => {
    const harness = createFakeApi(() => envelopeResponse(5000, '服务内部错误', null, 500));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('服务内部错误');
  });

  it.each([
    [
      '/primary/entry-config/status',
      (api: ReturnType<typeof createFakeApi>['api']) =>
        api.POST('/primary/entry-config/status', { body: { id: 'c-1', enabled: true } }),
    ],
    [
      '/primary/entry-config/update',
      (api: ReturnType<typeof createFakeApi>['api']) =>
        api.POST('/primary/entry-config/update', { body: { id: 'c-1', name: '营业执照' } }),
    ],
    [
      '/primary/entry-config/delete',
      (api: ReturnType<typeof createFakeApi>['api']) =>
        api.POST('/primary/entry-config/delete', { body: { id: 'c-1' } }),
    ],
    [
      '/second/entry/file-list',
      (api: ReturnType<typeof createFakeApi>['api']) =>
        api.POST('/second/entry/file-list', { body: { applicationId: 'a-1' } }),
    ],
  ])('%s: no toast for its failures', async (_path, call) => {
    const harness = createFakeApi(() => envelopeResponse(4090, '配置已被他人修改'));
    const { data } = await call(harness.api);
    expect(data?.code).toBe(4090);
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('a silent request gets no toast, but session codes still act', async () => {
    const harness = createFakeApi(() => envelopeResponse(4290, '请求过于频繁'));
    await harness.api.GET('/web/login/uuid', withOptions({ silent: true }));
    expect(harness.notifyError).not.toHaveBeenCalled();

    const ended = createFakeApi(() => envelopeResponse(1001, '账号已停用'));
    await ended.api.GET('/web/login/uuid', withOptions({ silent: true }));
    expect(ended.send).toHaveBeenCalledExactlyOnceWith({
      type: 'auth.sessionEnded',
      code: 1001,
      msg: '账号已停用',
    });
  });

  it('a JSON answer without an envelope is left alone', async () => {
    const harness = createFakeApi(() => jsonResponse([{ phone: '13800000000' }]));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).not.toHaveBeenCalled();
  });
});

describe('HTTP statuses (spec §8)', () => {
  it('401: shows the msg and signs in again, coming back to the current path', async () => {
    const harness = createFakeApi(() => envelopeResponse(4010, '登录已失效', null, 401), {
      currentPath: '/workspace/domain/detail?id=7#files',
    });
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('登录已失效');
    expect(harness.send).toHaveBeenCalledExactlyOnceWith({
      type: 'auth.unauthorized',
      preUrl: '/workspace/domain/detail?id=7#files',
    });
  });

  it('401 with no msg: shows 鉴权失败', async () => {
    const harness = createFakeApi(() => new Response('', { status: 401 }));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('鉴权失败');
    expect(harness.send).toHaveBeenCalledTimes(1);
  });

  it('413: shows the server msg', async () => {
    const harness = createFakeApi(() => envelopeResponse(4130, '文件不能超过 20 MB', null, 413));
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('文件不能超过 20 MB');
    expect(harness.send).not.toHaveBeenCalled();
  });

  it('413 with no msg: shows the default size message', async () => {
    const harness = createFakeApi(
      () =>
        new Response('<html>413</html>', { status: 413, headers: { 'Content-Type': 'text/html' } }),
    );
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('文件体积超过限制，请重新选择');
  });

  it('700: returned as is, untouched', async () => {
    const body = { code: 5010, msg: '暂未开放', data: null };
    const harness = createFakeApi(() => status700Response(body));
    const { error, response } = await harness.api.GET('/web/login/uuid');
    expect(response.status).toBe(700);
    expect(error).toEqual(body);
    expect(harness.notifyError).not.toHaveBeenCalled();
    expect(harness.send).not.toHaveBeenCalled();
    expect(harness.navigate).not.toHaveBeenCalled();
  });

  it('an error page without an envelope gets a clear Chinese toast', async () => {
    const harness = createFakeApi(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    await harness.api.GET('/web/login/uuid');
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith(
      '服务暂时不可用（HTTP 502），请稍后重试',
    );
  });
});

describe('downloads (spec §7, §8)', () => {
  it.each([
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
    'text/csv; charset=utf-8',
  ])('passes %s through unprocessed', async (type) => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    const harness = createFakeApi(() => new Response(bytes, { headers: { 'Content-Type': type } }));
    const { data } = await harness.api.GET('/second/entry/file-download', {
      params: { query: { id: 'f-1' } },
      parseAs: 'blob',
    });
    // Node's fetch types give Node's Blob, not jsdom's, so the bytes are what is compared.
    expect(new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(harness.notifyError).not.toHaveBeenCalled();
  });

  it('reads the message of a JSON error body and shows it', async () => {
    const harness = createFakeApi(() => envelopeResponse(4030, '无权下载该文件'));
    await harness.api.GET('/second/entry/file-download', {
      params: { query: { id: 'f-1' } },
      parseAs: 'blob',
    });
    expect(harness.notifyError).toHaveBeenCalledExactlyOnceWith('无权下载该文件');
  });
});
