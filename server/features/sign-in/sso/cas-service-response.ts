/**
 * Reads the JSON answer of a CAS 3.0 `serviceValidate` call (`format=JSON`):
 * `{"serviceResponse": {"authenticationSuccess": {"user": "…", "attributes": {…}}}}` or
 * `{"serviceResponse": {"authenticationFailure": {"code": "INVALID_TICKET", "description": "…"}}}`.
 * Attributes used: `userType` (`legal` | `natural`), `name`, `corName`, `creditCode`, `phone`; CAS
 * servers may send each as a string or a one-element list.
 */
import type { SsoIdentity, TicketValidation } from '../../../kernel/ticket-validator';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function attribute(attributes: JsonRecord, name: string): string | undefined {
  const raw = attributes[name];
  const value: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function unreadable(detail: string): TicketValidation {
  return { ok: false, reason: 'unavailable', detail };
}

export function readCasServiceResponse(body: unknown): TicketValidation {
  const response = isRecord(body) ? body.serviceResponse : undefined;
  if (!isRecord(response)) return unreadable('the answer has no serviceResponse');

  const failure = response.authenticationFailure;
  if (isRecord(failure)) {
    const code = typeof failure.code === 'string' ? failure.code : 'UNKNOWN';
    const description = typeof failure.description === 'string' ? failure.description : '';
    return { ok: false, reason: 'rejected', detail: `${code} ${description}`.trim() };
  }

  const success = response.authenticationSuccess;
  if (!isRecord(success)) return unreadable('the answer is neither a success nor a failure');
  const subject = typeof success.user === 'string' ? success.user.trim() : '';
  if (subject === '') return unreadable('the success names no user');
  const attributes = isRecord(success.attributes) ? success.attributes : {};
  const kind = attribute(attributes, 'userType');
  if (kind !== 'legal' && kind !== 'natural') {
    return unreadable(`the success has no valid userType attribute (${String(kind)})`);
  }
  const name = attribute(attributes, 'name');
  if (name === undefined) return unreadable('the success has no name attribute');
  const corName = attribute(attributes, 'corName');
  const creditCode = attribute(attributes, 'creditCode');
  const phone = attribute(attributes, 'phone');
  const identity: SsoIdentity = {
    subject,
    kind,
    name,
    ...(corName === undefined ? {} : { corName }),
    ...(creditCode === undefined ? {} : { creditCode }),
    ...(phone === undefined ? {} : { phone }),
  };
  return { ok: true, identity };
}
