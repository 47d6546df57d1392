/**
 * Sessions and SMS codes made over HTTP the way the browser would make them, without a browser (for
 * the login end-to-end tests and the scale-out stage): a corporate session through the SSO stand-in's
 * sign-in form, so a test that ends its session never touches the run's shared ones
 * (scripts/portal/demo-sign-in.ts), and the newest login code the dev SMS outbox holds for a masked
 * phone number.
 */
import type { AuthState } from '@machines/auth/auth.types';
import { createE2eApiClient, requireData, timestamp } from './api-client';
import { e2eBaseUrl } from './base-url';

/** Keys of the SSO stand-in's identities (server/features/dev-sso/dev-sso-identities.ts). */
export type SsoIdentityKey = 'jiangsu-shuyuan' | 'suzhou-zhisuan' | 'zhang-san';

/** Signs a legal person in through the stand-in's form and the ticket exchange; returns its AuthState. */
export async function freshCorporateSession(
  identity: SsoIdentityKey = 'jiangsu-shuyuan',
  baseUrl: string = e2eBaseUrl,
): Promise<AuthState> {
  const api = createE2eApiClient(baseUrl);
  const address = new URL(
    requireData(
      '获取统一身份认证登录地址',
      await api.GET('/web/login/uuid', { params: { query: { t: timestamp() } } }),
    ),
  );
  const form = new URLSearchParams({
    uuid: address.searchParams.get('uuid') ?? '',
    service: address.searchParams.get('service') ?? '',
    identity,
  });
  const signIn = await fetch(`${baseUrl}/dev-sso/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = signIn.headers.get('location');
  if (signIn.status !== 303 || location === null) {
    throw new Error(`统一身份认证替身没有返回带票据的跳转（HTTP ${signIn.status}）`);
  }
  const back = new URL(location, baseUrl);
  const ticket = back.searchParams.get('ticket') ?? '';
  back.searchParams.delete('ticket');
  const session = requireData(
    '法人用户登录',
    await api.POST('/web/login/second', { body: { ticket, service: back.toString() } }),
  );
  return {
    token: session.token,
    userType: session.userType,
    name: session.name,
    corName: session.corName ?? '',
    rights: [...session.rights],
  };
}

/** Ends a session on the server, as 退出登录 in another browser would (its token answers 1001 then). */
export async function revokeSession(token: string, baseUrl: string = e2eBaseUrl): Promise<void> {
  const api = createE2eApiClient(baseUrl);
  const result = await api.POST('/web/login/logout', {
    body: {},
    headers: { 'User-Token': token },
  });
  const revoked = requireData('结束会话', result);
  if (!revoked.revoked) throw new Error('会话未被结束：服务器认为它已经无效');
}

type OutboxMessage = { phone: string; code: string; at: string };

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  return ['phone', 'code', 'at'].every((key) => typeof Reflect.get(value, key) === 'string');
}

/** `139****2201` matches `13900002201`: the same visible head and tail. */
function matchesMask(phone: string, masked: string): boolean {
  const [head = '', tail = ''] = masked.split(/\*+/);
  return phone.length === masked.length && phone.startsWith(head) && phone.endsWith(tail);
}

/** The newest code the dev outbox (`GET /dev/outbox`, newest first) sent to the masked number. */
export async function smsCodeFor(
  maskedPhone: string,
  baseUrl: string = e2eBaseUrl,
): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/outbox`);
  if (!response.ok) throw new Error(`读取短信发件箱失败：HTTP ${response.status}`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('短信发件箱返回的不是列表');
  const message = messages
    .filter(isOutboxMessage)
    .find((entry) => matchesMask(entry.phone, maskedPhone));
  if (!message) throw new Error(`短信发件箱中没有发给 ${maskedPhone} 的验证码`);
  return message.code;
}
