/**
 * The envelope middleware: every line of spec §7 and §8 in one place.
 *
 * Request: `User-Token` header (empty when signed out), `t=<ms>` on every GET, a 60 s timeout (or the
 * `overtime` option's seconds instead, shorter or longer), the global loading counter (unless opted out).
 * Response: HTTP 700 untouched; 401 → toast + `auth.unauthorized` with the current path; 413 → toast;
 * files passed through; envelope codes 0/4212 pass, 1000/1001 → `auth.sessionEnded`, 3166 →
 * `auth.legalPersonOnly`, 4011 → /404 (unless the `notFoundInPlace` option says the caller deals with
 * it: a detail page moves to /404 itself, replacing its own address; a dialog says so in place), any
 * other → toast of msg (not for the four quiet paths).
 *
 * It performs no effect itself: session, navigation and toasts go through the injected functions.
 */
import type { Middleware } from 'openapi-fetch';
import type { EnvelopeAuthEvent } from '@machines/auth/auth.types';
import { EnvelopeCode } from '@openapi/envelope-codes';
import type { paths } from '@openapi/schema';
import { ApiRequestError } from './api-request-error';
import type { LoadingTracker } from './loading-tracker';
import { apiMessages, httpFailureMessage, messageOr, serverMessage } from './messages';
import { OVERTIME_HEADER, requestOptionsOf, sendThrough, type Send } from './request-options';
import { isFileResponse, readEnvelope } from './response-body';

/** Spec §7: timeout 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Spec §8: failures of these calls (contract paths) are shown by their pages, not by a toast. */
export const QUIET_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  '/primary/entry-config/status',
  '/primary/entry-config/update',
  '/primary/entry-config/delete',
  '/second/entry/file-list',
]);

export type EnvelopeMiddlewareDeps = {
  /** The stored token, or null/empty when signed out. */
  getToken: () => string | null | undefined;
  /** Hands a session outcome to the auth actor. */
  send: (event: EnvelopeAuthEvent) => void;
  notifyError: (message: string) => void;
  navigate: (path: string) => void;
  /**
   * Told of every 4011 (the record asked for does not exist), whoever then moves to /404; the server
   * renderer answers such a page with a redirect to /404.
   */
  recordMissing?: () => void;
  /** pathname + search + hash of the page, used as preUrl after a 401. */
  currentPath: () => string;
  loading: LoadingTracker;
  now: () => number;
  /** Overrides the 60 s timeout (tests and special deployments). */
  timeoutMs?: number;
};

type PendingRequest = {
  timer: ReturnType<typeof setTimeout>;
  endLoading: () => void;
  silent: boolean;
  notFoundInPlace: boolean;
  timedOut: boolean;
};

const NOT_FOUND_PATH = '/404';

/**
 * `transport` sends the prepared request when the call brought its own `fetch` to carry its options
 * (see request-options.ts).
 */
export function createEnvelopeMiddleware(
  deps: EnvelopeMiddlewareDeps,
  transport: Send,
): Middleware {
  const pending = new Map<string, PendingRequest>();
  const baseTimeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const toast = (silent: boolean, message: string) => {
    if (!silent) deps.notifyError(message);
  };

  /** Ends the bookkeeping of a request once, whichever way it finished. */
  const settle = (id: string): PendingRequest | undefined => {
    const entry = pending.get(id);
    if (entry === undefined) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    entry.endLoading();
    return entry;
  };

  const handleEnvelopeCode = (
    code: number,
    msg: string,
    silent: boolean,
    schemaPath: string,
    notFoundInPlace = false,
  ) => {
    switch (code) {
      case EnvelopeCode.success:
      case EnvelopeCode.nothingToChange:
        return;
      case EnvelopeCode.sessionExpired:
      case EnvelopeCode.sessionRevoked:
        deps.send({ type: 'auth.sessionEnded', code, msg: serverMessage(code, msg) });
        return;
      case EnvelopeCode.legalPersonOnly:
        deps.send({ type: 'auth.legalPersonOnly' });
        return;
      case EnvelopeCode.recordNotFound:
        deps.recordMissing?.();
        if (!notFoundInPlace) deps.navigate(NOT_FOUND_PATH);
        return;
      default:
        if (!QUIET_PATHS.has(schemaPath))
          toast(silent, messageOr(serverMessage(code, msg), apiMessages.noResponseData));
    }
  };

  return {
    onRequest({ request, id, options: callOptions }) {
      const options = requestOptionsOf(callOptions.fetch);
      const headers = new Headers(request.headers);
      headers.set('User-Token', deps.getToken() ?? '');
      if (options.overtime !== null) headers.set(OVERTIME_HEADER, String(options.overtime));

      const controller = new AbortController();
      // Spec §7: `overtime` sets this request's timeout, shorter or longer than the default.
      const timeoutMs = options.overtime === null ? baseTimeoutMs : options.overtime * 1000;
      const entry: PendingRequest = {
        timer: setTimeout(() => {
          entry.timedOut = true;
          controller.abort(new ApiRequestError('timeout', apiMessages.timeout));
        }, timeoutMs),
        endLoading: options.loading ? deps.loading.start() : () => undefined,
        silent: options.silent,
        notFoundInPlace: options.notFoundInPlace,
        timedOut: false,
      };
      pending.set(id, entry);

      // A GET has no body, so it can be rebuilt on a new URL; other methods keep their body as it is.
      let base = request;
      if (request.method === 'GET') {
        const url = new URL(request.url);
        url.searchParams.set('t', String(deps.now()));
        base = new Request(url, request);
      }
      // The caller's own signal (a page that no longer needs the answer) still cancels the request.
      const callerSignal = request.signal;
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else
        callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), {
          once: true,
        });
      return sendThrough(new Request(base, { headers, signal: controller.signal }), transport);
    },

    async onResponse({ response, id, schemaPath }) {
      const entry = settle(id);
      const silent = entry?.silent ?? false;
      if (response.status === 700) return undefined;

      if (response.status === 401) {
        const envelope = await readEnvelope(response);
        toast(silent, messageOr(envelope?.msg, apiMessages.unauthorized));
        deps.send({ type: 'auth.unauthorized', preUrl: deps.currentPath() });
        return undefined;
      }
      if (response.status === 413) {
        const envelope = await readEnvelope(response);
        toast(silent, messageOr(envelope?.msg, apiMessages.payloadTooLarge));
        return undefined;
      }
      if (isFileResponse(response)) return undefined;

      const envelope = await readEnvelope(response);
      if (envelope !== null) {
        handleEnvelopeCode(envelope.code, envelope.msg, silent, schemaPath, entry?.notFoundInPlace);
      } else if (!response.ok) {
        toast(silent, httpFailureMessage(response.status));
      }
      return undefined;
    },

    onError({ error, id, request }) {
      const entry = settle(id);
      const silent = entry?.silent ?? false;
      if (entry?.timedOut) {
        toast(silent, apiMessages.timeout);
        return new ApiRequestError('timeout', apiMessages.timeout, { cause: error });
      }
      if (request.signal.aborted) {
        // The caller cancelled (left the page, typed a new query): nothing to tell the user.
        return new ApiRequestError('aborted', apiMessages.aborted, { cause: error });
      }
      toast(silent, apiMessages.network);
      return new ApiRequestError('network', apiMessages.network, { cause: error });
    },
  };
}
