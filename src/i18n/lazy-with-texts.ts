/**
 * `React.lazy` for a part of the interface loaded on demand (the account menu, a dialog) together
 * with the text areas it draws (src/i18n/text-areas.ts), as `lazyPage` loads a route's page
 * (src/app/lazy-page.tsx): both are fetched at once and the part renders when both are there, so it
 * never shows a key, and the start carries neither. tests/web/i18n/route-text-areas.test.ts checks
 * that `texts` names exactly the areas the part's code uses.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { loadTextAreas } from './i18n';
import type { TextArea } from './text-areas';

export function lazyWithTexts<Module, Props extends object>(
  importer: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  texts: readonly TextArea[],
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [module] = await Promise.all([importer(), loadTextAreas(texts)]);
    return { default: pick(module) };
  });
}
