/**
 * The moment the page is the app's: a page the server drew has been taken over, or the app's first
 * view has been drawn. Work a visitor does not need to use the page — the login address prepared
 * behind the first page (src/app/bootstrap.ts) — waits for it, so it never competes with the start.
 * The moment is marked in the performance timeline as `portal:page-ready`, where the benchmark reads
 * which scripts the page fetched to get there (scripts/bench/page-js-fetched.ts).
 *
 * Usage (src/app/start-app.tsx): the app is drawn inside `<PageReady>`; `pageReady` resolves once.
 */
import { useEffect, type ReactNode } from 'react';
import { pageReadyMark } from './page-ready-mark';

let announce: () => void = () => undefined;
let announced = false;

/** Resolves when the app's first commit is done (see above). */
export const pageReady: Promise<void> = new Promise((resolve) => {
  announce = resolve;
});

function announcePageReady(): void {
  if (announced) return;
  announced = true;
  performance.mark(pageReadyMark);
  announce();
}

/**
 * Around the whole app: its effect runs after every view's in the first commit (a parent's effects
 * come after its children's), so the page is then drawn or taken over.
 */
export function PageReady({ children }: { children: ReactNode }) {
  useEffect(announcePageReady, []);
  return children;
}
