/**
 * The texts beyond the start's `core`, by area: each area is a file of its own per language
 * (`locales/zh-CN/content-pages.ts` exporting `contentPages`), fetched with the pages that use it
 * (src/app/lazy-page.tsx) or the parts (src/i18n/lazy-with-texts.ts) that use it instead of with the
 * start. The files are found by name, so a new area needs no entry here: only its files, its key in
 * zh-CN.ts / en-US.ts, and the routes and parts that use it (tests/web/i18n/route-text-areas.test.ts
 * checks each names every area its code uses). The start lists only the Chinese files: the English
 * list comes with the English core (src/i18n/english-texts.ts).
 */
import { areaFileName } from './area-file-name';
import type { Language } from './languages';
import type { LocaleMessages } from './locales/zh-CN';
import type { core } from './locales/zh-CN/core';
import { isTextGroup, type TextGroup } from './texts-store';

/** The name of an area: its key in the texts (`contentPages`). */
export type TextArea = Exclude<keyof LocaleMessages, keyof typeof core>;

type AreaModule = Record<string, unknown>;
type AreaFiles = Record<string, () => Promise<AreaModule>>;

// A literal pattern: Vite resolves it when it builds, one chunk per file.
const chineseAreaFiles = import.meta.glob<AreaModule>([
  './locales/zh-CN/*.ts',
  '!./locales/zh-CN/core.ts',
]);

/** Each language's area files: Chinese with the start, English with its core (english-texts.ts). */
const areaFilesOf: Record<Language, () => Promise<AreaFiles>> = {
  'zh-CN': () => Promise.resolve(chineseAreaFiles),
  'en-US': () => import('./english-texts').then((module) => module.englishAreaFiles),
};

/** The area's texts in `language`; rejects if the area has no file (a misspelt name). */
export async function loadAreaTexts(language: Language, area: TextArea): Promise<TextGroup> {
  const file = `locales/${language}/${areaFileName(area)}.ts`;
  const load = (await areaFilesOf[language]())[`./${file}`];
  if (load === undefined) throw new Error(`No ${language} texts for the area "${area}".`);
  const texts = (await load())[area];
  if (!isTextGroup(texts)) throw new Error(`${file} does not export "${area}".`);
  return texts;
}
