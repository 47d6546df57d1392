/**
 * Signing in against the test app the way the SPA and a person do it: operators through msg-send, the
 * dev SMS outbox, msg-check and web/login/primary; corporate users through the SSO stand-in's pages
 * (login address, identity form, redirect with the ticket) and web/login/second.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { envelopeOf, type ManualClock, type ParsedEnvelope } from './server-app';

export const api = '/alpha-portal/api/v1';

export const demoPasswords = {
  admin: 'Admin@2026',
  chushen: 'Review@2026',
  zhongshen: 'Review@2026',
  shenji: 'Audit@2026',
  bianji: 'Edit@2026',
} as const;

export type DemoAccount = keyof typeof demoPasswords;

export function postApi(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${api}${path}`,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { 'user-token': token }),
    },
  });
}

export function getApi(
  app: FastifyInstance,
  path: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${api}${path}${path.includes('?') ? '&' : '?'}t=1`,
    headers: token === undefined ? {} : { 'user-token': token },
  });
}

export interface OutboxMessage {
  readonly phone: string;
  readonly code: string | null;
  readonly text: string;
  readonly at: string;
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'phone' in value &&
    typeof value.phone === 'string' &&
    'code' in value &&
    (typeof value.code === 'string' || value.code === null) &&
    'text' in value &&
    typeof value.text === 'string' &&
    'at' in value &&
    typeof value.at === 'string'
  );
}

/** The dev outbox (`GET /dev/outbox`), newest first. */
export async function readOutbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(response.statusCode).toBe(200);
  const body: unknown = response.json();
  if (!Array.isArray(body) || !body.every(isOutboxMessage)) {
    throw new Error(`not an outbox: ${response.body}`);
  }
  return body;
}

/** The code of the newest message sent to `phone`. */
export async function latestCodeFor(app: FastifyInstance, phone: string): Promise<string> {
  const message = (await readOutbox(app)).find((entry) => entry.phone === phone);
  if (message?.code === undefined || message.code === null) {
    throw new Error(`no code was sent to ${phone}`);
  }
  return message.code;
}

export const demoPhones: Readonly<Record<DemoAccount, string>> = {
  admin: '13800001001',
  chushen: '13800001002',
  zhongshen: '13800001003',
  shenji: '13800001004',
  bianji: '13800001005',
};

export interface SessionData {
  readonly token: string;
  readonly userType: string;
  readonly name: string;
  readonly corName: string | null;
  readonly rights: readonly string[];
  readonly mustChangePassword: boolean;
  readonly expiresAt: string;
}

function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'token' in value &&
    typeof value.token === 'string' &&
    'userType' in value &&
    typeof value.userType === 'string' &&
    'rights' in value &&
    Array.isArray(value.rights)
  );
}

export function sessionOf(envelope: ParsedEnvelope): SessionData {
  if (envelope.code !== 0 || !isSessionData(envelope.data)) {
    throw new Error(`not a session: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

/**
 * The whole operator login. The clock moves on a minute first, so the once-a-minute SMS limit never
 * gets in the way of a test that signs the same account in again.
 */
export async function signInOperator(
  app: FastifyInstance,
  clock: ManualClock,
  account: DemoAccount,
  password: string = demoPasswords[account],
): Promise<SessionData> {
  clock.advance(61_000);
  const sent = envelopeOf(await postApi(app, '/web/login/primary/msg-send', { account, password }));
  expect(sent.code).toBe(0);
  const smsCode = await latestCodeFor(app, demoPhones[account]);
  const signedIn = envelopeOf(
    await postApi(app, '/web/login/primary', { account, password, smsCode }),
  );
  return sessionOf(signedIn);
}

export interface SsoReturn {
  /** Where the stand-in sent the browser: the service address with `ticket` added. */
  readonly location: string;
  readonly ticket: string;
  /** The service address the ticket was issued for. */
  readonly service: string;
}

/** The login address the portal hands out (`web/login/uuid`), parsed. */
export async function ssoLoginAddress(app: FastifyInstance): Promise<URL> {
  const envelope = envelopeOf(await getApi(app, '/web/login/uuid'));
  expect(envelope.code).toBe(0);
  return new URL(String(envelope.data));
}

export function postSsoForm(
  app: FastifyInstance,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/dev-sso/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Picks an identity on the stand-in for a fresh login attempt and follows it back to the portal. */
export async function ssoTicketFor(
  app: FastifyInstance,
  identity: string,
  options: { service?: (service: string) => string } = {},
): Promise<SsoReturn> {
  const address = await ssoLoginAddress(app);
  const uuid = address.searchParams.get('uuid') ?? '';
  const offered = address.searchParams.get('service') ?? '';
  const service = options.service?.(offered) ?? offered;
  const posted = await postSsoForm(app, { uuid, service, identity });
  expect(posted.statusCode).toBe(303);
  const location = String(posted.headers.location);
  const ticket = new URL(location).searchParams.get('ticket') ?? '';
  return { location, ticket, service };
}

export async function signInCorporate(
  app: FastifyInstance,
  identity: string = 'jiangsu-shuyuan',
): Promise<SessionData> {
  const { ticket, service } = await ssoTicketFor(app, identity);
  return sessionOf(envelopeOf(await postApi(app, '/web/login/second', { ticket, service })));
}
