/**
 * Per-request options of the envelope middleware, passed in a typed way through headers:
 * `api.GET('/web/login/uuid', withOptions({ loading: false }))`. The middleware reads the private
 * `X-Portal-*` headers and removes them before the request leaves. `overtime` (spec §7: "a reset delay
 * can be set through an overtime header in seconds") is this request's timeout in seconds, in place of
 * the 60 s default, whether shorter or longer; the header goes out under the spec's name, but the
 * portal's server does not read it: the timeout is the browser's alone.
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

export const optionHeaders = {
  loading: 'X-Portal-Loading',
  silent: 'X-Portal-Silent',
  overtime: 'overtime',
  notFoundInPlace: 'X-Portal-Not-Found',
} as const;

/** Headers carrying the options, merged over `headers` given by the call site. */
export function withOptions(
  options: RequestOptions,
  headers: Record<string, string> = {},
): { headers: Record<string, string> } {
  const result: Record<string, string> = { ...headers };
  if (options.loading === false) result[optionHeaders.loading] = 'off';
  if (options.silent === true) result[optionHeaders.silent] = 'on';
  if (options.notFoundInPlace === true) result[optionHeaders.notFoundInPlace] = 'in-place';
  if (options.overtime !== undefined && Number.isFinite(options.overtime) && options.overtime > 0) {
    result[optionHeaders.overtime] = String(options.overtime);
  }
  return { headers: result };
}

export type ResolvedRequestOptions = {
  loading: boolean;
  silent: boolean;
  notFoundInPlace: boolean;
  /** Seconds, or null when not set or not a positive number. */
  overtime: number | null;
};

/** Reads the options from a request's headers and removes the private ones from `headers`. */
export function takeRequestOptions(headers: Headers): ResolvedRequestOptions {
  const loading = headers.get(optionHeaders.loading) !== 'off';
  const silent = headers.get(optionHeaders.silent) === 'on';
  const notFoundInPlace = headers.get(optionHeaders.notFoundInPlace) === 'in-place';
  const overtimeText = headers.get(optionHeaders.overtime);
  const overtime = overtimeText === null ? Number.NaN : Number(overtimeText);
  headers.delete(optionHeaders.loading);
  headers.delete(optionHeaders.silent);
  headers.delete(optionHeaders.notFoundInPlace);
  return {
    loading,
    silent,
    notFoundInPlace,
    overtime: Number.isFinite(overtime) && overtime > 0 ? overtime : null,
  };
}
