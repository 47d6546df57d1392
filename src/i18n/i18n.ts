/**
 * The i18next instance of the portal, one namespace (`translation`). The start brings the Chinese
 * texts every page needs (`core`, no network fetch), so initialisation is synchronous and the first
 * render already has its Chinese text; the texts of an area (src/i18n/text-areas.ts) are added when a
 * page that uses them loads (`loadTextAreas`, src/app/lazy-page.tsx), in the language shown. English
 * is loaded only when chosen (`switchLanguage`) or remembered by the `portal_lang` cookie
 * (`languageReady`): its core and the areas asked for so far, so it never weighs on the first load of
 * a Chinese page. In development a text asked for before its area is there is reported in the console.
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
import { core } from './locales/zh-CN/core';
import { loadAreaTexts, type TextArea } from './text-areas';

export { defaultLanguage, type Language } from './languages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  // Copies: i18next merges the areas added later into the object it is given.
  resources: { [defaultLanguage]: { translation: { ...core } } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A key without its text means a route does not name an area its page uses (app-routes.tsx).
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (languages, _namespace, key) => {
    console.error(`Missing text "${key}" (${languages.join(', ')}): is its area loaded?`);
  },
});

const coreLoaders: Record<Exclude<Language, typeof defaultLanguage>, () => Promise<object>> = {
  'en-US': () => import('./locales/en-US/core').then((module) => module.core),
};

/** What each language holds so far: `core` and the areas added. */
const loaded: Record<Language, Set<string>> = { 'zh-CN': new Set(['core']), 'en-US': new Set() };
/** The areas asked for so far, in whatever language: a language switched to needs them all. */
const wantedAreas = new Set<TextArea>();

/** Adds what `language` lacks of its core and of `areas`, fetching each file once. */
async function addTexts(language: Language, areas: Iterable<TextArea>): Promise<void> {
  const parts: [string, () => Promise<object>][] = [];
  if (language !== defaultLanguage) parts.push(['core', coreLoaders[language]]);
  for (const area of areas) parts.push([area, () => loadAreaTexts(language, area)]);
  const missing = parts.filter(([name]) => !loaded[language].has(name));
  if (missing.length === 0) return;
  const texts = await Promise.all(missing.map(([, load]) => load()));
  missing.forEach(([name], index) => {
    const bundle = name === 'core' ? { ...texts[index] } : { [name]: texts[index] };
    i18n.addResourceBundle(language, 'translation', bundle, true, true);
    loaded[language].add(name);
  });
}

/** Makes sure the texts of `areas` are there in the language shown (fetching them the first time). */
export async function loadTextAreas(areas: readonly TextArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  const language = currentLanguage();
  await addTexts(language, areas);
  // Switched meanwhile: the switch may have looked at the areas before these were asked for.
  if (currentLanguage() !== language) await addTexts(currentLanguage(), areas);
}

/**
 * Puts every text of the default language in at once (the server renderer draws any page, and so do
 * tests): `whole` is the complete zh-CN (src/i18n/locales/zh-CN.ts), and every area counts as asked
 * for, so a language switched to gets them all too.
 */
export function addEveryText(whole: Record<string, unknown>, areas: readonly TextArea[]): void {
  i18n.addResourceBundle(defaultLanguage, 'translation', whole, true, true);
  for (const area of areas) {
    wantedAreas.add(area);
    loaded[defaultLanguage].add(area);
  }
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language === 'en-US' ? 'en-US' : defaultLanguage;
}

/**
 * Makes sure the texts of `language` are in the instance: its core and every area asked for so far
 * (fetching each the first time).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await addTexts(language, wantedAreas);
}

/** Shows the interface in `language` and remembers the choice; rejects if its texts cannot load. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
}

/**
 * Applies the language the cookie remembers. Never rejects: if the English texts cannot load the
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
