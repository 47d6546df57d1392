/**
 * The client's own messages (spec §7, §8), in the current language. The server's own `msg` is preferred
 * wherever one is given; these are what the user sees when it is empty or when no answer arrived at all.
 * They are getters, read when a message is shown, so they follow a language switch.
 */
import { defaultLanguage, i18n } from '@/i18n/i18n';
import { isEmpty } from '@/lib/is-empty';
import { EnvelopeCode } from '@openapi/envelope-codes';

export const apiMessages = {
  /** Spec §8: any other envelope code with an empty msg. */
  get noResponseData() {
    return i18n.t('api.noResponseData');
  },
  /** Spec §8: HTTP 401 with an empty msg. */
  get unauthorized() {
    return i18n.t('api.unauthorized');
  },
  /** Spec §8: HTTP 413 with an empty msg. */
  get payloadTooLarge() {
    return i18n.t('api.payloadTooLarge');
  },
  /** Spec §7: no answer within the timeout. */
  get timeout() {
    return i18n.t('api.timeout');
  },
  /** No answer because the network or the server could not be reached. */
  get network() {
    return i18n.t('api.network');
  },
  /** The page cancelled the request; never shown as a toast, only carried in the result. */
  get aborted() {
    return i18n.t('api.aborted');
  },
  /** An answer the client cannot read. */
  get unreadable() {
    return i18n.t('api.unreadable');
  },
};

/** An HTTP failure whose body holds no envelope (a gateway page, for instance). */
export function httpFailureMessage(status: number): string {
  return i18n.t('api.httpFailure', { status });
}

/** The envelope codes (DESIGN §8) whose meaning the client can say itself. */
const knownCodes = {
  [EnvelopeCode.sessionExpired]: 'api.codes.sessionExpired',
  [EnvelopeCode.sessionRevoked]: 'api.codes.sessionRevoked',
  [EnvelopeCode.legalPersonOnly]: 'api.codes.legalPersonOnly',
  [EnvelopeCode.recordNotFound]: 'api.codes.notFound',
  [EnvelopeCode.noRight]: 'api.codes.forbidden',
  [EnvelopeCode.conflict]: 'api.codes.conflict',
  [EnvelopeCode.tooManyRequests]: 'api.codes.tooManyRequests',
} as const;

function isKnownCode(code: number): code is keyof typeof knownCodes {
  return code in knownCodes;
}

/** Spec §8: the server's msg when it has one, else the client's own words (an empty msg per spec §5). */
export function messageOr(msg: string | null | undefined, fallback: string): string {
  return msg === undefined || msg === null || isEmpty(msg) ? fallback : msg;
}

/**
 * The message to show for a server answer. The server writes its `msg` in Chinese: a Chinese page shows
 * it as it is; in another language a code the client knows is told in the client's own words, and any
 * other code keeps the server's text (it may name the field or record concerned).
 */
export function serverMessage(code: number, msg: string): string {
  if (i18n.language !== defaultLanguage && isKnownCode(code)) return i18n.t(knownCodes[code]);
  return msg;
}
