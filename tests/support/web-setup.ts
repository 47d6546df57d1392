/**
 * Setup for the jsdom test project: jest-dom matchers, every text of the portal (a test draws a page
 * without its route, which would bring the page's text areas), a clean DOM and storage after every
 * test, the browser APIs jsdom lacks that Chakra UI's overlays ask for, and time enough for what a
 * test waits for on a busy machine.
 */
import '@testing-library/jest-dom/vitest';
import '@/i18n/every-text';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page drawn from its route loads its code and texts first; with the whole suite running on two
// cores that can take more than Testing Library's default second, and a `findBy…` gave up on a page
// that was on its way (the about page, once). What is waited for still has to come.
configure({ asyncUtilTimeout: 5_000 });

// A file may opt into the node environment (`@vitest-environment node`); it has no DOM to reset.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

if (hasDom && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
