/**
 * Whether this view runs in the browser with its scripts: false in the server's markup and while a
 * server-drawn page is being taken over, true from the render right after. A control whose work needs
 * scripts (a dialog, the language switch, 长辈模式…) is drawn disabled until then, so nothing the
 * visitor sees before the scripts run takes a click and does nothing with it.
 */
import { useSyncExternalStore } from 'react';

// Nothing ever changes once the scripts run: the store only tells the server's snapshot from the
// browser's, and React renders again with the browser's right after hydrating.
const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
