/**
 * Runs autocannon against one request and reports the latency percentiles computed from every
 * response time (autocannon's own summary has no p95), the throughput, and every answer that was not
 * a success: HTTP status other than 2xx, an envelope whose `code` is not 0 (checked on the requests
 * that ask for it), and socket errors or timeouts. The request is checked once before the run, so a
 * failing endpoint is never timed.
 */
import autocannon from 'autocannon';
import { percentile } from './statistics';

export interface BenchRequest {
  readonly label: string;
  readonly method: 'GET' | 'POST';
  /** Called for every request, so a run can spread over several ids. */
  readonly path: () => string;
  readonly body?: unknown;
  /** Called for every request instead of `body`, so each request can name another record. */
  readonly nextBody?: () => unknown;
  /** Extra headers, such as the session's `user-token`. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Count an answer whose envelope `code` is not 0 as a failure. The answers are then asked for
   * uncompressed, so their body can be read.
   */
  readonly verifyEnvelope?: boolean;
}

export interface Measurement {
  readonly label: string;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly requestsPerSecond: number;
  /** non2xx + mismatches + errors. */
  readonly failures: number;
  /** Answers with an HTTP status outside 2xx. */
  readonly non2xx: number;
  /** 2xx answers whose envelope was not a success (only with `verifyEnvelope`). */
  readonly mismatches: number;
  /** Socket errors and timeouts. */
  readonly errors: number;
  readonly seconds: number;
}

export interface RunOptions {
  readonly baseUrl: string;
  readonly seconds: number;
  readonly connections: number;
  /** A fixed number of requests instead of a duration. */
  readonly amount?: number;
}

function headersOf(request: BenchRequest): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-token': '',
    ...(request.verifyEnvelope === true ? {} : { 'accept-encoding': 'gzip' }),
    ...request.headers,
  };
}

function bodyText(request: BenchRequest): string | undefined {
  const body = request.nextBody === undefined ? request.body : request.nextBody();
  return body === undefined ? undefined : JSON.stringify(body);
}

/** True for a JSON body whose `code` is 0, or a JSON body without one (a plain route). */
export function isSuccessBody(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    const code =
      typeof parsed === 'object' && parsed !== null && 'code' in parsed ? parsed.code : 0;
    return code === 0;
  } catch {
    return false;
  }
}

/** One plain request first: the answer must be a success envelope (or any 200 for a plain route). */
async function checkOnce(request: BenchRequest, baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}${request.path()}`, {
    method: request.method,
    headers: headersOf(request),
    body: bodyText(request),
  });
  const text = await response.text();
  if (response.status !== 200 || !isSuccessBody(text)) {
    throw new Error(`${request.label}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}

/**
 * Seconds of the same load run before a timed run, not counted: the rate of a server that has been
 * answering for a while, not of its first seconds compiling each code path (the JIT), which a server
 * pays once. Runs of a fixed amount (each request changes a record for good) have none.
 */
export const endpointWarmUpSeconds = 3;

/** autocannon with `request`, for `limit`, each answer given to `onResponse`. */
function load(
  request: BenchRequest,
  options: RunOptions,
  limit: { duration: number } | { amount: number },
  onResponse: (statusCode: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  const headers = headersOf(request);
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        ...limit,
        requests: [
          {
            method: request.method,
            headers,
            setupRequest: (current) => ({
              ...current,
              path: request.path(),
              body: bodyText(request),
            }),
            ...(request.verifyEnvelope === true ? { verifyBody: isSuccessBody } : {}),
          },
        ],
      },
      (error: unknown, finished) => (error instanceof Error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) =>
      onResponse(statusCode, responseTime),
    );
  });
}

export async function measure(request: BenchRequest, options: RunOptions): Promise<Measurement> {
  await checkOnce(request, options.baseUrl);
  if (options.amount === undefined) {
    await load(request, options, { duration: endpointWarmUpSeconds }, () => undefined);
  }
  const times: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const result = await load(
    request,
    options,
    options.amount === undefined ? { duration: options.seconds } : { amount: options.amount },
    (statusCode, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((left, right) => left - right);
  const mismatches = result.mismatches;
  const errors = result.errors + result.timeouts;
  return {
    label: request.label,
    requests: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    // With a fixed amount the run is short: completed requests over the time it took.
    requestsPerSecond:
      options.amount === undefined ? result.requests.average : times.length / seconds,
    failures: non2xx + mismatches + errors,
    non2xx,
    mismatches,
    errors,
    seconds,
  };
}
