/**
 * The languages of the portal and the cookie that remembers a visitor's choice. The cookie (not
 * localStorage) so that the server can read it too and answer in the same language.
 */

export const defaultLanguage = 'zh-CN';

export const supportedLanguages = ['zh-CN', 'en-US'] as const;

export type Language = (typeof supportedLanguages)[number];

export const languageCookieName = 'portal_lang';

const oneYearInSeconds = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/** The language a `Cookie` header or `document.cookie` remembers; the default when none or unknown. */
export function languageFromCookie(cookieHeader: string): Language {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== languageCookieName) continue;
    const value = part.slice(separator + 1).trim();
    return isLanguage(value) ? value : defaultLanguage;
  }
  return defaultLanguage;
}

/** The `document.cookie` assignment that remembers `language` for a year on the whole site. */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax`;
}
