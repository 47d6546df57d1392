/**
 * How components read the interface texts: `const { t } = useTranslation()`. A change of language
 * gives `t` a new identity and draws every component that reads texts again, all in the same render
 * (useSyncExternalStore), so no part of the page is left in the other language.
 */
import { useSyncExternalStore } from 'react';
import type { TextFunction } from './text-key';
import { textsStore, type TextsStore } from './texts-store';

export type Translation = { readonly t: TextFunction; readonly i18n: TextsStore };

export function useTranslation(): Translation {
  const t = useSyncExternalStore(textsStore.subscribe, textsStore.currentT, textsStore.currentT);
  return { t, i18n: textsStore };
}
