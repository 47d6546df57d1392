/**
 * The i18next instance of the portal. Chinese is bundled (no network fetch), so initialisation is
 * synchronous and the first render already has its Chinese text. English is a separate chunk, loaded
 * only when chosen (`switchLanguage`) or remembered by the `portal_lang` cookie (`languageReady`), so
 * it never weighs on the first load of a Chinese page.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  type Language,
  languageCookie,
  languageFromCookie,
  supportedLanguages,
} from './languages';
import { zhCN } from './locales/zh-CN';

export { defaultLanguage, type Language } from './languages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  resources: { [defaultLanguage]: { translation: zhCN } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const loaders: Record<Exclude<Language, typeof defaultLanguage>, () => Promise<object>> = {
  'en-US': () => import('./locales/en-US').then((module) => module.enUS),
};

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language === 'en-US' ? 'en-US' : defaultLanguage;
}

/** Makes sure the texts of `language` are in the instance (fetching its chunk the first time). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === defaultLanguage || i18n.hasResourceBundle(language, 'translation')) return;
  const messages = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** Shows the interface in `language` and remembers the choice; rejects if its texts cannot load. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
}

/**
 * Applies the language the cookie remembers. Never rejects: if the English chunk cannot load the
 * page stays Chinese, which every visitor can still use.
 */
export async function restoreLanguage(): Promise<void> {
  if (typeof document === 'undefined') return;
  const remembered = languageFromCookie(document.cookie);
  if (remembered === defaultLanguage) return;
  try {
    await loadLanguage(remembered);
    await i18n.changeLanguage(remembered);
  } catch (error: unknown) {
    console.warn('The remembered interface language could not be loaded.', error);
  }
}

/**
 * Settles once the remembered language is in place. The browser entry awaits it before its first
 * render, so a visitor who chose English does not see the page flash in Chinese first.
 */
export const languageReady: Promise<void> = restoreLanguage();
