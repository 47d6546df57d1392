/**
 * The one global toaster, as the rest of the app uses it: `toaster.create(…)`, `showErrorToast(…)` and
 * the `<Toaster />` mounted once. The store and its view load in their own chunk when the first toast
 * is asked for, never with the start: most visits show none. The toast is shown as soon as they are
 * there.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toasterStore } from './toaster-store';

type ToastOptions = Parameters<(typeof toasterStore)['create']>[0];

let store: Promise<typeof toasterStore> | null = null;
const storeListeners = new Set<() => void>();

function loadStore(): Promise<typeof toasterStore> {
  if (store === null) {
    store = import('./toaster-store').then((module) => module.toasterStore);
    for (const listener of storeListeners) listener();
  }
  return store;
}

function subscribeStore(listener: () => void): () => void {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

const storeAskedFor = () => store !== null;

export const toaster = {
  create(options: ToastOptions): void {
    void loadStore().then((loaded) => loaded.create(options));
  },
  /** Removes one toast, or all of them. */
  remove(id?: string): void {
    void loadStore().then((loaded) => loaded.remove(id));
  },
};

/**
 * Shows an error message as a toast. The same message while it is still on screen is shown once:
 * several requests failing for one reason (a page loading two lists) must not stack identical toasts.
 */
export function showErrorToast(message: string): void {
  toaster.create({ id: `error:${message}`, type: 'error', description: message, closable: true });
}

const ToasterView = lazy(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
);

export function Toaster() {
  const needed = useSyncExternalStore(subscribeStore, storeAskedFor, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
