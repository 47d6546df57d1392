/**
 * Turns an openapi-fetch call into a result, so actors and data layers resolve expected failures instead
 * of catching throws (STYLE: results instead of throws). Toasts and session handling have already been
 * done by the envelope middleware; the result only tells the caller what happened.
 */
import { EnvelopeCode } from '@openapi/envelope-codes';
import { ApiRequestError, type NoAnswerReason } from './api-request-error';
import { apiMessages, serverMessage } from './messages';
import { isJsonResponse, parseEnvelope, toEnvelope, type Envelope } from './response-body';

/** Envelope codes that carry data: success, and nothing to change (returned silently, spec §8). */
const DATA_CODES: readonly number[] = [EnvelopeCode.success, EnvelopeCode.nothingToChange];

export type ApiSuccess<T> = { ok: true; data: T; code: number };

export type ApiFailure = {
  ok: false;
  /** The envelope code; the HTTP status when the body had none; why no answer came otherwise. */
  code: number | NoAnswerReason;
  msg: string;
  /** HTTP status, 0 when no answer came. */
  status: number;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

type CallResult<TBody> = { data?: TBody; error?: unknown; response: Response };

function noAnswer(error: unknown): ApiFailure {
  if (error instanceof ApiRequestError)
    return { ok: false, code: error.reason, msg: error.message, status: 0 };
  throw error;
}

function fromEnvelope<T>(envelope: Envelope | null, status: number, data: () => T): ApiResult<T> {
  if (envelope === null)
    return { ok: false, code: status, msg: apiMessages.noResponseData, status };
  if (DATA_CODES.includes(envelope.code) && status >= 200 && status < 300) {
    return { ok: true, data: data(), code: envelope.code };
  }
  return {
    ok: false,
    code: envelope.code,
    msg: serverMessage(envelope.code, envelope.msg) || apiMessages.noResponseData,
    status,
  };
}

/** For JSON endpoints: `const result = await toResult(api.GET('/web/login/uuid'))`. */
export async function toResult<E extends Envelope>(
  call: Promise<CallResult<E>>,
): Promise<ApiResult<E['data']>> {
  let outcome: CallResult<E>;
  try {
    outcome = await call;
  } catch (error) {
    return noAnswer(error);
  }
  const { data, error, response } = outcome;
  if (data !== undefined) return fromEnvelope(data, response.status, () => data.data);
  return fromEnvelope(toEnvelope(error), response.status, () => null);
}

export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a `Content-Disposition` header (RFC 6266, UTF-8 form preferred), or null. */
export function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A badly encoded name: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  return plain === undefined ? null : plain.trim();
}

/**
 * For downloads called with `parseAs: 'blob'`: the file, or the failure a JSON error body describes
 * (spec §8: its message is read from the body; the middleware has already shown it).
 */
export async function toFileResult(
  call: Promise<CallResult<Blob>>,
): Promise<ApiResult<DownloadedFile>> {
  let outcome: CallResult<Blob>;
  try {
    outcome = await call;
  } catch (error) {
    return noAnswer(error);
  }
  const { data, error, response } = outcome;
  if (data !== undefined && response.ok && !isJsonResponse(response)) {
    return {
      ok: true,
      data: { blob: data, fileName: fileNameOf(response) },
      code: EnvelopeCode.success,
    };
  }
  const envelope = data !== undefined ? parseEnvelope(await data.text()) : toEnvelope(error);
  const failure = fromEnvelope(envelope, response.status, () => null);
  // A JSON body saying success is not a file either.
  return failure.ok
    ? { ok: false, code: failure.code, msg: apiMessages.noResponseData, status: response.status }
    : failure;
}
