/**
 * Route `lazy` for a page: loads the page's chunk on demand through `loadChunk` (120 s time-out,
 * failures as `ChunkLoadError`) together with the text areas the page uses (src/i18n/text-areas.ts;
 * the start brings only the core texts), and renders the element the route asks for once both are
 * there. tests/web/i18n/route-text-areas.test.ts checks that `texts` names every area the page's
 * code uses.
 */
import type { ReactNode } from 'react';
import { loadTextAreas } from '@/i18n/i18n';
import type { TextArea } from '@/i18n/text-areas';
import { loadChunk } from './chunk-loading';

export function lazyPage<Module>(
  importer: () => Promise<Module>,
  render: (module: Module) => ReactNode,
  texts: readonly TextArea[] = [],
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const [module] = await Promise.all([
      loadChunk(importer),
      texts.length === 0 ? null : loadChunk(() => loadTextAreas(texts)),
    ]);
    return { element: render(module) };
  };
}
