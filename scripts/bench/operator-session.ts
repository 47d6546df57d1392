/**
 * Signs a demo operator in over HTTP, as the SPA does in demo mode: `web/login/primary/msg-send` with
 * account and password, the code from the dev SMS outbox (`/dev/outbox`), then `web/login/primary`.
 * Returns the session token for the `user-token` header.
 */
const api = '/alpha-portal/api/v1';

/** The demo first reviewer (server/db/seed/demo-operators-seed.ts). */
export const demoFirstReviewer = {
  account: 'chushen',
  password: 'Review@2026',
  phone: '13800001002',
} as const;

interface Envelope<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': '' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function signInOperator(
  baseUrl: string,
  operator: { account: string; password: string; phone: string } = demoFirstReviewer,
): Promise<string> {
  const credentials = { account: operator.account, password: operator.password };
  await post(baseUrl, '/web/login/primary/msg-send', credentials);
  const outbox = (await (await fetch(`${baseUrl}/dev/outbox`)).json()) as {
    phone: string;
    code: string | null;
  }[];
  const smsCode = outbox.find((message) => message.phone === operator.phone)?.code;
  if (smsCode === undefined || smsCode === null) {
    throw new Error(`开发短信发件箱中没有发给 ${operator.phone} 的验证码`);
  }
  const session = await post<{ token: string }>(baseUrl, '/web/login/primary', {
    ...credentials,
    smsCode,
  });
  return session.token;
}
