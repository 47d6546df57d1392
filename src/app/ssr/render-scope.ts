/**
 * Where one server rendering learns that its page is elsewhere: the API client moves (4011 → /404)
 * or tells of a missing record, or the page itself finds that its record does not exist
 * (`<RecordMissing />`). Renderings run at the same time, so each has a scope of its own, found
 * through the async context the rendering runs in.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type RenderScope = { movedTo: string | null };

export const renderScope = new AsyncLocalStorage<RenderScope>();

/** Tells the rendering under way, if any, that its page is at `to` instead. */
export function reportMovedTo(to: string): void {
  const scope = renderScope.getStore();
  if (scope) scope.movedTo = to;
}
