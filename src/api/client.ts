/**
 * The one API client (DESIGN §2): openapi-fetch typed by the contract's generated `paths`, with the
 * envelope middleware applied. Call sites use literal paths and no casts:
 * `api.GET('/web/login/uuid', withOptions({ loading: false }))`.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { createEnvelopeMiddleware, type EnvelopeMiddlewareDeps } from './envelope-middleware';

/** Spec §7: all paths are prefixed /alpha-portal/api/v1. */
export const API_BASE_PATH = '/alpha-portal/api/v1';

export type ApiClient = Client<paths>;

export type ApiClientDeps = EnvelopeMiddlewareDeps & {
  /** Sends a request; called at request time, so a fetch replaced later (tests, service workers) is used. */
  fetch: (request: Request) => Promise<Response>;
  /** The origin the API is served from; defaults to the page's own. */
  origin?: string;
};

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const origin = deps.origin ?? window.location.origin;
  const transport = (request: Request) => deps.fetch(request);
  const client = createClient<paths>({
    baseUrl: new URL(API_BASE_PATH, origin).href,
    fetch: transport,
  });
  client.use(createEnvelopeMiddleware(deps, transport));
  return client;
}
