/** Wording of the session outcomes the server may leave unexplained, in the current language. */
import { i18n } from '@/i18n/i18n';

export const authMessages = {
  /** Codes 1000/1001 with an empty msg. */
  get sessionEnded() {
    return i18n.t('auth.sessionEnded');
  },
  /** The 3166 notice (spec §4). */
  get noticeTitle() {
    return i18n.t('auth.noticeTitle');
  },
  get legalPersonOnly() {
    return i18n.t('auth.legalPersonOnly');
  },
  get confirm() {
    return i18n.t('auth.confirm');
  },
  get close() {
    return i18n.t('auth.close');
  },
};
