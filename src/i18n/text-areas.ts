/**
 * The texts beyond the start's `core`, by area: each area is a file of its own per language
 * (`locales/zh-CN/content-pages.ts` exporting `contentPages`), fetched with the pages that use it
 * (src/app/lazy-page.tsx) instead of with the start. The files are found by name, so a new area needs
 * no entry here: only its files, its key in zh-CN.ts / en-US.ts, and the routes that use it
 * (tests/web/i18n/route-text-areas.test.ts checks each route names every area its code uses).
 */
import { areaFileName } from './area-file-name';
import type { Language } from './languages';
import type { LocaleMessages } from './locales/zh-CN';
import type { core } from './locales/zh-CN/core';
import { isTextGroup, type TextGroup } from './texts-store';

/** The name of an area: its key in the texts (`contentPages`). */
export type TextArea = Exclude<keyof LocaleMessages, keyof typeof core>;

type AreaModule = Record<string, unknown>;

// Literal patterns: Vite resolves them when it builds, one chunk per file.
const areaFiles: Record<Language, Record<string, () => Promise<AreaModule>>> = {
  'zh-CN': import.meta.glob<AreaModule>(['./locales/zh-CN/*.ts', '!./locales/zh-CN/core.ts']),
  'en-US': import.meta.glob<AreaModule>(['./locales/en-US/*.ts', '!./locales/en-US/core.ts']),
};

/** The area's texts in `language`; rejects if the area has no file (a misspelt name). */
export async function loadAreaTexts(language: Language, area: TextArea): Promise<TextGroup> {
  const load = areaFiles[language][`./locales/${language}/${areaFileName(area)}.ts`];
  if (load === undefined) throw new Error(`No ${language} texts for the area "${area}".`);
  const texts = (await load())[area];
  if (!isTextGroup(texts))
    throw new Error(`locales/${language}/${areaFileName(area)}.ts does not export "${area}".`);
  return texts;
}
