/**
 * A typed client for the end-to-end portal's API, for the few things tests prepare or look up without
 * the browser (a seeded record's id, a signed-in session). Typed by the contract, like the SPA's own
 * client, so a changed contract breaks these helpers at compile time instead of at run time.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { e2eBaseUrl } from './e2e-base-url';

export const apiBasePath = '/alpha-portal/api/v1';

export type E2eApiClient = Client<paths>;

export function createE2eApiClient(baseUrl: string = e2eBaseUrl): E2eApiClient {
  return createClient<paths>({ baseUrl: `${baseUrl}${apiBasePath}` });
}

type Envelope<Data> = { code: number; msg: string; data: Data | null };

/**
 * The `data` of a successful envelope; anything else (HTTP error, another code, no data) throws with
 * the server's message, so a failed preparation step says what went wrong.
 */
export function requireData<Data>(
  what: string,
  result: { data?: Envelope<Data>; response: Response },
): Data {
  const envelope = result.data;
  if (!result.response.ok || !envelope) {
    throw new Error(`${what}失败：HTTP ${result.response.status}`);
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
