/**
 * Real sessions for the end-to-end run, signed in the way people sign in (DESIGN §3, demo mode):
 * an operator with account, password and the SMS code from the dev outbox; a corporate user through
 * the SSO stand-in's ticket. Signing in happens once per run (global setup), because the SMS step is
 * rate-limited; tests then place the resulting AuthState in the browser before the app starts.
 */
import type { Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import type { components } from '@openapi/schema';
import { createE2eApiClient, requireData, timestamp } from './api-client';
import { e2eBaseUrl } from './base-url';
import { signInThroughSsoStandIn } from './sso-stand-in';

/**
 * `operator` is the administrator of DESIGN §8 (every operator right); `firstReviewer` and
 * `finalReviewer` are the demo reviewers chushen and zhongshen; `auditor` is shenji (read-only audit);
 * `contentEditor` is bianji (content only); `corporate` is a legal person.
 */
export type DemoIdentity =
  'operator' | 'corporate' | 'firstReviewer' | 'finalReviewer' | 'auditor' | 'contentEditor';

type OperatorIdentity = Exclude<DemoIdentity, 'corporate'>;

/**
 * The identities the run signs in once, at its start. The auditor and the content editor are signed
 * in only by the tests that need them (`signInAs`): the operator login test signs shenji in through
 * the page.
 */
const demoIdentities: readonly DemoIdentity[] = [
  'operator',
  'corporate',
  'firstReviewer',
  'finalReviewer',
];

type Session = components['schemas']['Session'];

const demoOperators: Record<OperatorIdentity, { account: string; password: string }> = {
  operator: { account: 'admin', password: 'Admin@2026' },
  firstReviewer: { account: 'chushen', password: 'Review@2026' },
  finalReviewer: { account: 'zhongshen', password: 'Review@2026' },
  auditor: { account: 'shenji', password: 'Audit@2026' },
  contentEditor: { account: 'bianji', password: 'Edit@2026' },
};

const identityNames: Record<DemoIdentity, string> = {
  operator: '运营人员',
  corporate: '法人用户',
  firstReviewer: '初审人员',
  finalReviewer: '终审人员',
  auditor: '审计人员',
  contentEditor: '内容编辑',
};

/** A legal person of DESIGN §8, picked on the SSO stand-in by name. */
const demoLegalPerson = '江苏数源科技有限公司';

const sessionsEnvKey = 'E2E_SESSIONS';

type OutboxMessage = { phone: string; code: string; text: string; at: string };

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'phone') === 'string' &&
    typeof Reflect.get(value, 'code') === 'string'
  );
}

/** `138****1234` matches `13800001234`: same visible head and tail. */
function phoneMatchesMask(phone: string, masked: string): boolean {
  const [head = '', tail = ''] = masked.split(/\*+/);
  return phone.length === masked.length && phone.startsWith(head) && phone.endsWith(tail);
}

/**
 * The code of the newest SMS in the dev outbox sent at or after `sentAfter` (ms since epoch), to the
 * phone `maskedPhone` when given. Throws when there is none yet.
 */
export async function latestSmsCode(
  sentAfter: number,
  maskedPhone: string | null = null,
  baseUrl: string = e2eBaseUrl,
): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/outbox`);
  if (!response.ok) throw new Error(`读取短信发件箱失败：HTTP ${response.status}`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('短信发件箱返回的不是列表');
  const message = messages
    .filter(isOutboxMessage)
    .find(
      (entry) =>
        (maskedPhone === null || phoneMatchesMask(entry.phone, maskedPhone)) &&
        Date.parse(entry.at) >= sentAfter - 1_000,
    );
  if (!message) throw new Error(`短信发件箱中没有发给 ${maskedPhone ?? '该账号'} 的新验证码`);
  return message.code;
}

function toAuthState(session: Session): AuthState {
  return {
    token: session.token,
    userType: session.userType,
    name: session.name,
    corName: session.corName ?? '',
    rights: [...session.rights],
  };
}

async function signInOperator(identity: OperatorIdentity, baseUrl: string): Promise<AuthState> {
  const demoOperator = demoOperators[identity];
  const api = createE2eApiClient(baseUrl);
  const sentAt = Date.now();
  const sent = requireData(
    '发送短信验证码',
    await api.POST('/web/login/primary/msg-send', { body: demoOperator }),
  );
  const smsCode = await latestSmsCode(sentAt, sent.maskedPhone, baseUrl);
  const checked = requireData(
    '校验短信验证码',
    await api.POST('/web/login/primary/msg-check', {
      body: { ...demoOperator, code: smsCode },
    }),
  );
  if (!checked.verified) throw new Error('短信验证码校验未通过');
  const session = requireData(
    '运营人员登录',
    await api.POST('/web/login/primary', { body: { ...demoOperator, smsCode } }),
  );
  if (session.mustChangePassword)
    throw new Error(`演示账号 ${demoOperator.account} 被要求先修改密码`);
  return toAuthState(session);
}

async function signInCorporate(baseUrl: string): Promise<AuthState> {
  const api = createE2eApiClient(baseUrl);
  const address = requireData(
    '获取统一身份认证登录地址',
    await api.GET('/web/login/uuid', { params: { query: { t: timestamp() } } }),
  );
  const { ticket, service } = await signInThroughSsoStandIn(baseUrl, address, demoLegalPerson);
  const session = requireData(
    '法人用户登录',
    await api.POST('/web/login/second', { body: { ticket, service } }),
  );
  return toAuthState(session);
}

/** Signs a demo identity in on the portal at `baseUrl` (demo mode) and returns its AuthState. */
export function signInAs(identity: DemoIdentity, baseUrl: string = e2eBaseUrl): Promise<AuthState> {
  return identity === 'corporate' ? signInCorporate(baseUrl) : signInOperator(identity, baseUrl);
}

type SignInOutcome = { state: AuthState } | { error: string };

/**
 * Signs in, once more after a failure (a loaded machine can make one round trip of the SSO stand-in
 * or the SMS outbox fail), keeping the last failure's message.
 */
async function attempt(signIn: () => Promise<AuthState>): Promise<SignInOutcome> {
  let failure = '';
  for (let round = 0; round < 2; round += 1) {
    try {
      return { state: await signIn() };
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  return { error: failure };
}

/**
 * Signs in every demo identity once and hands the sessions to the test workers through the
 * environment. A failure is kept as its message, so only the tests that need that session fail, and
 * they say why.
 */
export async function signInDemoIdentities(): Promise<void> {
  const outcomes: Partial<Record<DemoIdentity, SignInOutcome>> = {};
  for (const identity of demoIdentities) {
    outcomes[identity] = await attempt(() => signInAs(identity));
  }
  process.env[sessionsEnvKey] = JSON.stringify(outcomes);
}

function readAuthState(value: unknown): AuthState | null {
  if (typeof value !== 'object' || value === null) return null;
  const token: unknown = Reflect.get(value, 'token');
  const userType: unknown = Reflect.get(value, 'userType');
  const name: unknown = Reflect.get(value, 'name');
  const corName: unknown = Reflect.get(value, 'corName');
  const rights: unknown = Reflect.get(value, 'rights');
  if (
    typeof token !== 'string' ||
    typeof userType !== 'string' ||
    typeof name !== 'string' ||
    typeof corName !== 'string' ||
    !Array.isArray(rights)
  ) {
    return null;
  }
  const textRights = rights.filter((right): right is string => typeof right === 'string');
  return { token, userType, name, corName, rights: textRights };
}

function readOutcome(identity: DemoIdentity): SignInOutcome {
  const raw = process.env[sessionsEnvKey];
  if (raw === undefined) throw new Error('未执行端到端的全局登录准备（global setup）');
  const outcomes: unknown = JSON.parse(raw);
  const outcome: unknown =
    typeof outcomes === 'object' && outcomes !== null ? Reflect.get(outcomes, identity) : undefined;
  if (typeof outcome !== 'object' || outcome === null)
    throw new Error(`没有 ${identity} 的登录结果`);
  const error: unknown = Reflect.get(outcome, 'error');
  if (typeof error === 'string') return { error };
  const state = readAuthState(Reflect.get(outcome, 'state'));
  if (state === null) throw new Error(`${identity} 的登录结果无法读取`);
  return { state };
}

/** The signed-in AuthState of a demo identity; throws with the reason when signing in failed. */
export function sessionOf(identity: DemoIdentity): AuthState {
  const outcome = readOutcome(identity);
  if ('error' in outcome) {
    throw new Error(`${identityNames[identity]}登录失败：${outcome.error}`);
  }
  return outcome.state;
}

/** Puts AuthState in localStorage and its cookie before any of the app's scripts run (spec §3). */
export async function placeAuthState(
  page: Page,
  state: AuthState,
  baseUrl: string = e2eBaseUrl,
): Promise<void> {
  const json = JSON.stringify(state);
  const cookie = { name: 'AuthState', value: encodeURIComponent(json), url: baseUrl };
  await page.context().addCookies([{ ...cookie, sameSite: 'Lax' }]);
  await page.addInitScript((stored: string) => {
    window.localStorage.setItem('AuthState', stored);
  }, json);
}
