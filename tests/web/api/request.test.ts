import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, toFileResult, toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { createFakeApi } from '../../support/fake-api';
import { envelopeResponse, status700Response } from '../../support/fake-fetch';

const ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=7d4c';

afterEach(() => {
  vi.useRealTimers();
});

describe('toResult', () => {
  it('gives the envelope data on code 0', async () => {
    const { api } = createFakeApi(() => envelopeResponse(0, '', ADDRESS));
    const result = await toResult(api.GET('/web/login/uuid'));
    expect(result).toEqual({ ok: true, data: ADDRESS, code: 0 });
  });

  it('gives the data on 4212 too, marked with its code', async () => {
    const { api } = createFakeApi(() => envelopeResponse(4212, '没有需要修改的内容', null));
    const result = await toResult(
      api.POST('/primary/entry-config/update', { body: { id: 'c-1' } }),
    );
    expect(result).toEqual({ ok: true, data: null, code: 4212 });
  });

  it('turns another code into a failure with its message', async () => {
    const { api } = createFakeApi(() => envelopeResponse(4090, '申请已被他人处理'));
    const result = await toResult(api.GET('/web/login/uuid'));
    expect(result).toEqual({ ok: false, code: 4090, msg: '申请已被他人处理', status: 200 });
  });

  it('reads the envelope of an HTTP error', async () => {
    const { api } = createFakeApi(() => envelopeResponse(4010, '', null, 401));
    const result = await toResult(api.GET('/web/login/uuid'));
    expect(result).toEqual({ ok: false, code: 4010, msg: '无响应数据', status: 401 });
  });

  it('gives the HTTP status when the body has no envelope', async () => {
    const { api } = createFakeApi(() => new Response('Bad Gateway', { status: 502 }));
    const result = await toResult(api.GET('/web/login/uuid'));
    expect(result).toEqual({ ok: false, code: 502, msg: '无响应数据', status: 502 });
  });

  it('hands a 700 answer to the caller with its own code', async () => {
    const { api } = createFakeApi(() =>
      status700Response({ code: 5010, msg: '暂未开放', data: null }),
    );
    const result = await toResult(api.GET('/web/login/uuid'));
    expect(result).toEqual({ ok: false, code: 5010, msg: '暂未开放', status: 700 });
  });

  it('resolves a timeout as a result instead of throwing', async () => {
    vi.useFakeTimers();
    const { api } = createFakeApi(() => 'hang');
    const pending = toResult(api.GET('/web/login/uuid', withOptions({ silent: true })));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toEqual({
      ok: false,
      code: 'timeout',
      msg: '请求超时，请稍后重试',
      status: 0,
    });
  });

  it('resolves an unreachable server as a result', async () => {
    const { api } = createFakeApi(() => 'network-error');
    expect(await toResult(api.GET('/web/login/uuid'))).toMatchObject({
      ok: false,
      code: 'network',
      status: 0,
    });
  });

  it('still throws what is not a request failure (a bug must not pass as a result)', async () => {
    await expect(toResult(Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(
      TypeError,
    );
  });
});

describe('toFileResult', () => {
  it('gives the file and its name', async () => {
    const { api } = createFakeApi(
      () =>
        new Response('申请编号,状态\n1,初审中\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('流程审计.csv')}`,
          },
        }),
    );
    const result = await toFileResult(
      api.GET('/second/entry/file-download', { params: { query: { id: 'f-1' } }, parseAs: 'blob' }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('流程审计.csv');
    expect(await result.data.blob.text()).toBe('申请编号,状态\n1,初审中\n');
  });

  it('reads the failure of a JSON error body instead of saving it as a file', async () => {
    const { api, notifyError } = createFakeApi(() => envelopeResponse(4011, '文件不存在'));
    const result = await toFileResult(
      api.GET('/second/entry/file-download', {
        params: { query: { id: 'f-404' } },
        parseAs: 'blob',
      }),
    );
    expect(result).toEqual({ ok: false, code: 4011, msg: '文件不存在', status: 200 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reads the failure of a JSON error body sent with an HTTP error status', async () => {
    const { api } = createFakeApi(() => envelopeResponse(4010, '请先登录', null, 401));
    const result = await toFileResult(
      api.GET('/second/entry/file-download', { params: { query: { id: 'f-1' } }, parseAs: 'blob' }),
    );
    expect(result).toEqual({ ok: false, code: 4010, msg: '请先登录', status: 401 });
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="a.xlsx"', 'a.xlsx'],
    ['attachment; filename=b.csv', 'b.csv'],
    [`attachment; filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`, '营业执照.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.pdf"', 'fallback.pdf'],
    ['inline', null],
  ])('%s → %s', (disposition, expected) => {
    expect(fileNameOf(new Response('', { headers: { 'Content-Disposition': disposition } }))).toBe(
      expected,
    );
  });
});
