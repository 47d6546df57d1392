/**
 * The name under which the performance timeline marks the moment the page is the app's
 * (src/lib/page-ready.tsx); the benchmark reads it (scripts/bench/page-js-fetched.ts).
 */
export const pageReadyMark = 'portal:page-ready';
