/**
 * Runs autocannon against one request and reports the latency percentiles computed from every
 * response time (autocannon's own summary has no p95), the throughput, and whether any answer was
 * not a success. The request is checked once before the run, so a failing endpoint is never timed.
 */
import autocannon from 'autocannon';

export interface BenchRequest {
  readonly label: string;
  readonly method: 'GET' | 'POST';
  /** Called for every request, so a run can spread over several ids. */
  readonly path: () => string;
  readonly body?: unknown;
}

export interface Measurement {
  readonly label: string;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly requestsPerSecond: number;
  readonly failures: number;
}

export interface RunOptions {
  readonly baseUrl: string;
  readonly seconds: number;
  readonly connections: number;
}

const headers = {
  'content-type': 'application/json',
  'user-token': '',
  'accept-encoding': 'gzip',
};

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** One plain request first: the answer must be a success envelope (or any 200 for a plain route). */
async function checkOnce(request: BenchRequest, baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}${request.path()}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  const parsed: unknown = JSON.parse(text);
  const code = typeof parsed === 'object' && parsed !== null && 'code' in parsed ? parsed.code : 0;
  if (response.status !== 200 || code !== 0) {
    throw new Error(`${request.label}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}

export async function measure(request: BenchRequest, options: RunOptions): Promise<Measurement> {
  await checkOnce(request, options.baseUrl);
  const times: number[] = [];
  let failures = 0;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: request.method,
            headers,
            body,
            setupRequest: (current) => ({ ...current, path: request.path() }),
          },
        ],
      },
      (error: unknown, finished) => (error instanceof Error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  times.sort((left, right) => left - right);
  return {
    label: request.label,
    requests: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requestsPerSecond: result.requests.average,
    failures: failures + result.errors + result.timeouts,
  };
}
