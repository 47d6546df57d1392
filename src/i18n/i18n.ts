/**
 * The portal's texts and language: the store they live in (src/i18n/texts-store.ts), shared by the
 * browser, the server renderer and the tests, and how texts get into it. The start brings the
 * Chinese texts every page needs (`core`, no network fetch), so the first render already has its
 * Chinese text; the texts of an area (src/i18n/text-areas.ts) are added when a page that uses them
 * loads (`loadTextAreas`, src/app/lazy-page.tsx), in the language shown. English is loaded only when
 * chosen (`switchLanguage`) or remembered by the `portal_lang` cookie (`languageReady`): its core and
 * the areas asked for so far, so it never weighs on the first load of a Chinese page.
 */
import { defaultLanguage, type Language, languageCookie, languageFromCookie } from './languages';
import { core } from './locales/zh-CN/core';
import { loadAreaTexts, type TextArea } from './text-areas';
import { type TextGroup, textsStore } from './texts-store';

export { defaultLanguage, type Language } from './languages';

/** The texts and the language shown: `i18n.t(key)`, `i18n.language`. */
export const i18n = textsStore;

i18n.addTexts(defaultLanguage, core);

const coreLoaders: Record<Exclude<Language, typeof defaultLanguage>, () => Promise<TextGroup>> = {
  // With the list of the English area files, which a Chinese visit never needs.
  'en-US': () => import('./english-texts').then((module) => module.core),
};

/** What each language holds so far: `core` and the areas added. */
const loaded: Record<Language, Set<string>> = { 'zh-CN': new Set(['core']), 'en-US': new Set() };
/** The areas asked for so far, in whatever language: a language switched to needs them all. */
const wantedAreas = new Set<TextArea>();

/** Adds what `language` lacks of its core and of `areas`, fetching each file once. */
async function fetchTexts(language: Language, areas: Iterable<TextArea>): Promise<void> {
  const parts: [string, () => Promise<TextGroup>][] = [];
  if (language !== defaultLanguage) parts.push(['core', coreLoaders[language]]);
  for (const area of areas) parts.push([area, () => loadAreaTexts(language, area)]);
  const missing = parts.filter(([name]) => !loaded[language].has(name));
  if (missing.length === 0) return;
  // All fetched before any is added: a language is never left with some of its new texts only.
  const fetched = await Promise.all(
    missing.map(async ([name, load]) => ({ name, texts: await load() })),
  );
  for (const { name, texts } of fetched) {
    // The core's groups are top-level keys; an area's texts are under its name (`catalog.…`).
    i18n.addTexts(language, texts, name === 'core' ? '' : `${name}.`);
    loaded[language].add(name);
  }
}

/** Makes sure the texts of `areas` are there in the language shown (fetching them the first time). */
export async function loadTextAreas(areas: readonly TextArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  const language = currentLanguage();
  await fetchTexts(language, areas);
  // Switched meanwhile: the switch may have looked at the areas before these were asked for.
  if (currentLanguage() !== language) await fetchTexts(currentLanguage(), areas);
}

/**
 * Puts every text of the default language in at once (the server renderer draws any page, and so do
 * tests): `whole` is the complete zh-CN (src/i18n/locales/zh-CN.ts), and every area counts as asked
 * for, so a language switched to gets them all too.
 */
export function addEveryText(whole: TextGroup, areas: readonly TextArea[]): void {
  i18n.addTexts(defaultLanguage, whole);
  for (const area of areas) {
    wantedAreas.add(area);
    loaded[defaultLanguage].add(area);
  }
}

i18n.subscribe(() => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
});

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return i18n.language;
}

/**
 * Makes sure the texts of `language` are in the store: its core and every area asked for so far
 * (fetching each the first time).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await fetchTexts(language, wantedAreas);
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
