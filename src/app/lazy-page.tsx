/**
 * Route `lazy` for a page: loads the page's chunk on demand through `loadChunk` (120 s time-out,
 * failures as `ChunkLoadError`) and renders the element the route asks for.
 */
import type { ReactNode } from 'react';
import { loadChunk } from './chunk-loading';

export function lazyPage<Module>(
  importer: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const module = await loadChunk(importer);
    return { element: render(module) };
  };
}
