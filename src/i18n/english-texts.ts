/**
 * What showing English needs before any of its areas: its core texts and where each English area is
 * (src/i18n/text-areas.ts). Fetched once English is chosen or remembered (src/i18n/i18n.ts), so a
 * Chinese visit's start carries neither the English core nor the list of the English area files.
 */
export { core } from './locales/en-US/core';

/** The English area files, by path (`./locales/en-US/content-pages.ts`), each its own chunk. */
export const englishAreaFiles = import.meta.glob<Record<string, unknown>>([
  './locales/en-US/*.ts',
  '!./locales/en-US/core.ts',
]);
