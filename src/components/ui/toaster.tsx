/**
 * The one global toaster, as the rest of the app uses it: `toaster.create(…)`, `showErrorToast(…)` and
 * the `<Toaster />` mounted once. The store and its view load in their own chunk when the app starts,
 * after the first page; a toast asked for earlier is shown as soon as they are there.
 */
import { lazy, Suspense } from 'react';
import type { toasterStore } from './toaster-store';

type ToastOptions = Parameters<(typeof toasterStore)['create']>[0];

let store: Promise<typeof toasterStore> | null = null;

function loadStore(): Promise<typeof toasterStore> {
  store ??= import('./toaster-store').then((module) => module.toasterStore);
  return store;
}

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
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
