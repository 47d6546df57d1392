/**
 * A fetch for tests: records every request and answers with what the test scripts. Like the real one it
 * rejects with the signal's reason when the request is aborted, so timeouts can be tested with fake
 * timers instead of waiting.
 */

/**
 * A response (or one the test releases later); `'hang'` never answers until aborted; `'network-error'`
 * fails like an unreachable server.
 */
export type FakeAnswer = Response | Promise<Response> | 'hang' | 'network-error';

export type FakeFetch = {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
  /** The last request sent; fails the test when none was. */
  lastRequest: () => Request;
};

/** What fetch rejects with when its signal aborts: the signal's reason (an Error in practice). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

export function createFakeFetch(answer: (request: Request) => FakeAnswer): FakeFetch {
  const requests: Request[] = [];
  const fetch = (request: Request): Promise<Response> => {
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      const signal = request.signal;
      if (signal.aborted) {
        reject(abortReason(signal));
        return;
      }
      signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
      const scripted = answer(request);
      if (scripted === 'network-error') reject(new TypeError('Failed to fetch'));
      else if (scripted !== 'hang') void Promise.resolve(scripted).then(resolve, reject);
    });
  };
  return {
    fetch,
    requests,
    lastRequest: () => {
      const last = requests.at(-1);
      if (last === undefined) throw new Error('No request was sent.');
      return last;
    },
  };
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The `{code, msg, data}` envelope of spec §3 as a JSON response. */
export function envelopeResponse(
  code: number,
  msg = '',
  data: unknown = null,
  status = 200,
): Response {
  return jsonResponse({ code, msg, data }, status);
}

/**
 * A response with HTTP status 700. The Response constructor only accepts 200–599, so the status is
 * set on the object afterwards, the way a server answering 700 would look to the client.
 */
export function status700Response(body: unknown): Response {
  const response = jsonResponse(body, 200);
  Object.defineProperty(response, 'status', { value: 700 });
  Object.defineProperty(response, 'ok', { value: false });
  return response;
}
