/**
 * Whether this view runs in the browser with its scripts: false in the server's markup and while a
 * server-drawn page is being taken over, true once it has been. A control whose work needs scripts (a
 * dialog, the language switch, 长辈模式…) is drawn disabled until then, so nothing the visitor sees
 * before the scripts run takes a click and does nothing with it.
 *
 * Usage: `const hydrated = useHydrated();`. The browser's start (src/app/start-app.tsx) calls
 * `beginTakeOver()` and draws the app inside `<TakeOver>` when it takes a server-drawn page over.
 *
 * The views that ask are drawn once more when the page has been taken over, to enable their controls.
 * A store's change (useSyncExternalStore) would make React draw them at once, in one piece of work
 * however many they are, while a slow phone waits for it. So each view's own state is set in a
 * transition, which React draws in small slices with the browser free to answer a tap in between
 * (a context's change would not do: it reaches into parts of the page not yet taken over, and the
 * transition would wait for them).
 */
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

// Nothing ever changes once the scripts run: the store only tells the server's render from the
// browser's. While the browser takes a page over, React asks for the server's value, and then gets the
// browser's, so React finds no changed value to draw again at once; the view's own state keeps the
// control as the server drew it until then. A part of the page taken over later (inside a Suspense
// boundary whose code was not there yet) gets the server's value again, as the server drew it too.
let takingOverInBrowser = false;
const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => takingOverInBrowser;

/** Called by the browser's start just before it takes a server-drawn page over. */
export function beginTakeOver(): void {
  takingOverInBrowser = true;
}

/**
 * Around the app while the browser takes a server-drawn page over: once it has (its effect runs after
 * every view's in the page), views drawn from then on are drawn as the browser's own.
 */
export function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    takingOverInBrowser = false;
  }, []);
  return children;
}

export function useHydrated(): boolean {
  const browser = useSyncExternalStore(subscribe, inBrowser, onServer);
  const [takenOver, setTakenOver] = useState(() => !takingOverInBrowser);
  useEffect(() => {
    // Every view taken over with the page asks here, in the same task: one transition enables them all.
    if (!takenOver) startTransition(() => setTakenOver(true));
  }, [takenOver]);
  return browser && takenOver;
}
