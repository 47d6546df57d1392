/**
 * The response envelope `{code, msg, data}` every endpoint answers with (spec §3, DESIGN §8).
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';

export interface SuccessEnvelope<T> {
  readonly code: typeof EnvelopeCode.success;
  readonly msg: string;
  readonly data: T;
}

/** 4212: the request would change nothing; `data` is the record as it stands (returned silently). */
export interface NothingChangedEnvelope<T> {
  readonly code: typeof EnvelopeCode.nothingToChange;
  readonly msg: string;
  readonly data: T;
}

export interface ErrorEnvelope {
  readonly code: number;
  readonly msg: string;
  readonly data: null;
}

export const successMessage = '操作成功';

export const internalErrorMessage = '服务器内部错误，请稍后重试';

export function ok<T>(data: T, msg: string = successMessage): SuccessEnvelope<T> {
  return { code: EnvelopeCode.success, msg, data };
}

export function nothingChanged<T>(data: T, msg: string): NothingChangedEnvelope<T> {
  return { code: EnvelopeCode.nothingToChange, msg, data };
}

export function errorEnvelope(code: number, msg: string): ErrorEnvelope {
  return { code, msg, data: null };
}
