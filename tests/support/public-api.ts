/** Calls a public endpoint of the test app by path and returns the parsed envelope. */
import type { FastifyInstance } from 'fastify';
import { envelopeOf, type ParsedEnvelope } from './server-app';

const api = '/alpha-portal/api/v1';

export async function postPublic(
  app: FastifyInstance,
  path: string,
  body: unknown,
): Promise<ParsedEnvelope> {
  const response = await app.inject({
    method: 'POST',
    url: `${api}/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-token': '' },
  });
  return envelopeOf(response);
}

export async function getPublic(
  app: FastifyInstance,
  path: string,
  query: Record<string, string>,
): Promise<ParsedEnvelope> {
  const search = new URLSearchParams({ t: '1', ...query });
  const response = await app.inject({
    method: 'GET',
    url: `${api}/${path}?${search.toString()}`,
    headers: { 'user-token': '' },
  });
  return envelopeOf(response);
}

/** The `data` of a successful answer; fails the test with the message otherwise. */
export function dataOf<T>(envelope: ParsedEnvelope): T {
  if (envelope.code !== 0)
    throw new Error(`expected success, got ${envelope.code} ${envelope.msg}`);
  return envelope.data as T;
}
