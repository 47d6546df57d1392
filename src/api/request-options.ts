/**
 * Per-request options of the envelope middleware: `api.GET('/web/login/uuid', withOptions({ loading:
 * false }))`. They ride on openapi-fetch's own per-call `fetch` option: `withOptions` gives a fetch that
 * carries them, openapi-fetch hands that fetch to every middleware as `options.fetch`, and the envelope
 * middleware reads the options from it before the request leaves. The fetch itself sends through the
 * client's transport, which the envelope middleware attaches to the request it prepares.
 *
 * `overtime` (spec §7: "a reset delay can be set through an overtime header in seconds") is this
 * request's timeout in seconds, in place of the 60 s default, whether shorter or longer; the header goes
 * out under the spec's name, but the portal's server does not read it: the timeout is the browser's alone.
 */

export type RequestOptions = {
  /** false: do not show the global loading indicator for this request. */
  loading?: boolean;
  /** This request's timeout in seconds, in place of the 60 s default (sent as the `overtime` header). */
  overtime?: number;
  /** true: no error toast for this request (session handling still happens). */
  silent?: boolean;
  /**
   * true: on 4011 the caller deals with the missing record itself instead of the client going to /404:
   * a detail page moves to /404 replacing its own address (so Back skips it), a dialog says so in place.
   */
  notFoundInPlace?: boolean;
};

export type ResolvedRequestOptions = {
  loading: boolean;
  silent: boolean;
  notFoundInPlace: boolean;
  /** Seconds, or null when not set or not a positive number. */
  overtime: number | null;
};

/** The header that carries `overtime` (spec §7). */
export const OVERTIME_HEADER = 'overtime';

/** Sends a request: openapi-fetch's `fetch` option, per client or per call. */
export type Send = (request: Request) => Promise<Response>;

const defaultOptions: ResolvedRequestOptions = {
  loading: true,
  silent: false,
  notFoundInPlace: false,
  overtime: null,
};

const optionsOfFetch = new WeakMap<Send, ResolvedRequestOptions>();
const transportOfRequest = new WeakMap<Request, Send>();

export function resolveRequestOptions(options: RequestOptions): ResolvedRequestOptions {
  const { overtime } = options;
  return {
    loading: options.loading !== false,
    silent: options.silent === true,
    notFoundInPlace: options.notFoundInPlace === true,
    overtime: overtime !== undefined && Number.isFinite(overtime) && overtime > 0 ? overtime : null,
  };
}

/**
 * The per-call `fetch` that carries `options` to the envelope middleware. A call that sends through its
 * own fetch (an upload that reports its progress) passes that fetch as `send`.
 */
export function withOptions(options: RequestOptions, send?: Send): { fetch: Send } {
  const fetchWithOptions: Send = (request) => {
    const transport = send ?? transportOfRequest.get(request);
    if (transport === undefined) {
      return Promise.reject(
        new Error('A request with options must pass through the envelope middleware last.'),
      );
    }
    return transport(request);
  };
  optionsOfFetch.set(fetchWithOptions, resolveRequestOptions(options));
  return { fetch: fetchWithOptions };
}

/** The options of a call, read from the `fetch` openapi-fetch hands the middleware; defaults if none. */
export function requestOptionsOf(fetch: Send): ResolvedRequestOptions {
  return optionsOfFetch.get(fetch) ?? defaultOptions;
}

/** Lets a call's options fetch send `request`, the one the envelope middleware hands on, via `send`. */
export function sendThrough(request: Request, send: Send): Request {
  transportOfRequest.set(request, send);
  return request;
}
