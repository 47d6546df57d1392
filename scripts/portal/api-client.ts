/**
 * A typed client for the end-to-end portal's API, for the few things tests prepare or look up without
 * the browser (a seeded record's id, a signed-in session). Typed by the contract, like the SPA's own
 * client, so a changed contract breaks these helpers at compile time instead of at run time.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { e2eBaseUrl } from './base-url';

export const apiBasePath = '/alpha-portal/api/v1';

export type E2eApiClient = Client<paths>;

export function createE2eApiClient(baseUrl: string = e2eBaseUrl): E2eApiClient {
  return createClient<paths>({ baseUrl: `${baseUrl}${apiBasePath}` });
}

type Envelope<Data> = { code: number; msg: string; data: Data | null };

/** The server answered 5010: the operation is in the contract but not available yet. */
export class NotAvailableYetError extends Error {
  override readonly name = 'NotAvailableYetError';
}

const notAvailableYetCode = 5010;

function envelopeOf(body: unknown): { code: number; msg: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const code: unknown = Reflect.get(body, 'code');
  const msg: unknown = Reflect.get(body, 'msg');
  return typeof code === 'number' ? { code, msg: typeof msg === 'string' ? msg : '' } : null;
}

/**
 * The `data` of a successful envelope; anything else (HTTP error, another code, no data) throws with
 * the server's message, so a failed preparation step says what went wrong.
 */
export function requireData<Data>(
  what: string,
  result: { data?: Envelope<Data>; error?: unknown; response: Response },
): Data {
  const envelope = result.data;
  const answered = envelope ?? envelopeOf(result.error);
  if (answered?.code === notAvailableYetCode) {
    throw new NotAvailableYetError(`${what}：接口尚未开放（code 5010 ${answered.msg}）`);
  }
  if (!result.response.ok || !envelope) {
    const detail = answered ? `，code ${answered.code} ${answered.msg}` : '';
    throw new Error(`${what}失败：HTTP ${result.response.status}${detail}`);
  }
  if (envelope.code !== 0 || envelope.data === null) {
    throw new Error(`${what}失败：code ${envelope.code} ${envelope.msg}`);
  }
  return envelope.data;
}

/** The `t` query parameter every GET carries (spec §7). */
export function timestamp(): number {
  return Date.now();
}
