/**
 * 长辈模式 (elderly-friendly mode): larger type and spacing across the portal. The choice is kept in
 * localStorage and shown as `data-elderly` on `<html>`, which the global styles
 * (src/components/ui/system.ts) read to raise the root font size, so every rem-based size grows with it.
 *
 * The Content-Security-Policy allows no inline script, so the attribute cannot be set from index.html.
 * It is set when this module is first evaluated instead: the layouts import it statically, so that
 * happens before React draws anything.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

const onValue = 'on';
export const elderlyAttribute = 'data-elderly';

const listeners = new Set<() => void>();

function storageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage may be refused (privacy settings); the mode then lasts only for this page.
    return null;
  }
}

export function readElderlyMode(storage: Storage | null = storageOrNull()): boolean {
  return storage?.getItem(storageKeys.elderlyMode) === onValue;
}

/** Puts the attribute on `<html>` (or takes it away) so the global styles follow the choice. */
export function applyElderlyMode(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.setAttribute(elderlyAttribute, 'true');
  else root.removeAttribute(elderlyAttribute);
}

export function writeElderlyMode(on: boolean, storage: Storage | null = storageOrNull()): void {
  if (on) storage?.setItem(storageKeys.elderlyMode, onValue);
  else storage?.removeItem(storageKeys.elderlyMode);
  applyElderlyMode(on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.elderlyMode) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether 长辈模式 is on, and a setter that remembers the choice and applies it at once. */
export function useElderlyMode(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readElderlyMode(),
    () => false,
  );
  useEffect(() => {
    applyElderlyMode(on);
  }, [on]);
  return [on, writeElderlyMode];
}

if (typeof document !== 'undefined') applyElderlyMode(readElderlyMode());
