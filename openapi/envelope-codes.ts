/**
 * The envelope codes, named; generated from openapi/portal.yaml (`components.schemas.Code`) by
 * `npm run gen:api`; do not edit.
 */
import type { components } from './schema';

export const EnvelopeCode = {
  /** success, data returned */
  success: 0,
  /** session expired (local logout) */
  sessionExpired: 1000,
  /** session revoked - account disabled, forced logout or password reset (local logout) */
  sessionRevoked: 1001,
  /** the caller is not a legal person (仅支持法人登录) */
  legalPersonOnly: 3166,
  /** invalid request; msg names the field and why, in Chinese */
  invalidRequest: 4000,
  /** not signed in (sent with HTTP 401) */
  notSignedIn: 4010,
  /** the record does not exist (the page goes to /404) */
  recordNotFound: 4011,
  /** no right for this action */
  noRight: 4030,
  /** no such endpoint */
  noSuchEndpoint: 4040,
  /** conflict - changed meanwhile, a four-eyes violation, or a case another reviewer holds */
  conflict: 4090,
  /** upload over the size limit (sent with HTTP 413) */
  payloadTooLarge: 4130,
  /** nothing to change; data holds the record as it stands (returned silently) */
  nothingToChange: 4212,
  /** too many requests */
  tooManyRequests: 4290,
  /** internal error; the body never holds internals */
  internalError: 5000,
  /** not available yet */
  notAvailable: 5010,
} as const satisfies Record<string, components['schemas']['Code']>;

export type EnvelopeCodeName = keyof typeof EnvelopeCode;
