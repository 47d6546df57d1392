/**
 * A fetch that hands each request to the Fastify app in process (`app.inject`): the browser client
 * talks to the real server without a port, in tests and when the server renders a page.
 */
import type { FastifyInstance } from 'fastify';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

function injectMethod(method: string): (typeof methods)[number] {
  const known = methods.find((candidate) => candidate === method.toUpperCase());
  if (known === undefined) throw new Error(`Unsupported method ${method}`);
  return known;
}

export function createInProcessFetch(
  app: FastifyInstance,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const injected = await app.inject({
      method: injectMethod(request.method),
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(injected.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(injected.statusCode === 204 ? null : new Uint8Array(injected.rawPayload), {
      status: injected.statusCode,
      headers,
    });
  };
}
