import { describe, expect, it } from 'vitest';
import { createHttpSmsSender } from '../../server/features/sign-in/sms/http-sms-sender';
import { readCasServiceResponse } from '../../server/features/sign-in/sso/cas-service-response';
import { createCasTicketValidator } from '../../server/features/sign-in/sso/cas-ticket-validator';

describe('the HTTP SMS gateway sender', () => {
  it('posts the phone and the text as JSON with the bearer token', async () => {
    const seen: Request[] = [];
    const sender = createHttpSmsSender({
      url: 'https://sms.portal.test/api/send',
      token: 'gateway-token',
      fetch: (request) => {
        seen.push(request);
        return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
      },
    });
    await sender.send('13800001001', '您的登录验证码为 123456');
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://sms.portal.test/api/send');
    expect(request?.headers.get('authorization')).toBe('Bearer gateway-token');
    expect(await request?.json()).toEqual({
      phone: '13800001001',
      text: '您的登录验证码为 123456',
    });
  });

  it('fails when the gateway refuses or cannot be reached', async () => {
    const refusing = createHttpSmsSender({
      url: 'https://sms.portal.test/api/send',
      token: null,
      fetch: () => Promise.resolve(new Response('quota exceeded', { status: 429 })),
    });
    await expect(refusing.send('13800001001', 'x')).rejects.toThrow('HTTP 429');
    const unreachable = createHttpSmsSender({
      url: 'https://sms.portal.test/api/send',
      token: null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(unreachable.send('13800001001', 'x')).rejects.toThrow('短信网关无法连接');
  });
});

describe('reading CAS serviceValidate answers', () => {
  it('reads a legal person, with attributes as strings or one-element lists', () => {
    expect(
      readCasServiceResponse({
        serviceResponse: {
          authenticationSuccess: {
            user: 'u-1',
            attributes: {
              userType: ['legal'],
              name: '李明',
              corName: ['江苏数源科技有限公司'],
              creditCode: '91320100MA1XY8K3A9',
              phone: ' 13900001101 ',
            },
          },
        },
      }),
    ).toEqual({
      ok: true,
      identity: {
        subject: 'u-1',
        kind: 'legal',
        name: '李明',
        corName: '江苏数源科技有限公司',
        creditCode: '91320100MA1XY8K3A9',
        phone: '13900001101',
      },
    });
  });

  it('reads a rejection as rejected, and anything unexpected as unavailable', () => {
    expect(
      readCasServiceResponse({
        serviceResponse: {
          authenticationFailure: { code: 'INVALID_TICKET', description: 'Ticket not recognized' },
        },
      }),
    ).toEqual({ ok: false, reason: 'rejected', detail: 'INVALID_TICKET Ticket not recognized' });
    for (const body of [
      null,
      'yes',
      { serviceResponse: {} },
      { serviceResponse: { authenticationSuccess: { attributes: { userType: 'legal' } } } },
      { serviceResponse: { authenticationSuccess: { user: 'u', attributes: { name: '李明' } } } },
      {
        serviceResponse: {
          authenticationSuccess: { user: 'u', attributes: { userType: 'robot', name: 'x' } },
        },
      },
      {
        serviceResponse: {
          authenticationSuccess: { user: 'u', attributes: { userType: 'legal' } },
        },
      },
    ]) {
      expect(readCasServiceResponse(body)).toMatchObject({ ok: false, reason: 'unavailable' });
    }
  });

  it('asks the SSO with the ticket, the service and format=JSON', async () => {
    const seen: Request[] = [];
    const validator = createCasTicketValidator({
      baseUrl: 'https://sso.portal.test/cas',
      fetch: (request) => {
        seen.push(request);
        return Promise.resolve(
          Response.json({
            serviceResponse: {
              authenticationSuccess: {
                user: 'n-1',
                attributes: { userType: 'natural', name: '张三' },
              },
            },
          }),
        );
      },
    });
    const result = await validator.validateTicket('ST-1', 'https://portal.test/login?preUrl=%2F');
    expect(result).toEqual({
      ok: true,
      identity: { subject: 'n-1', kind: 'natural', name: '张三' },
    });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/cas/serviceValidate');
    expect(url.searchParams.get('service')).toBe('https://portal.test/login?preUrl=%2F');
    expect(url.searchParams.get('format')).toBe('JSON');
  });
});
