/**
 * Resolves once the page's address is `to` (path, query and hash), or after `timeoutMs` at the latest.
 * The app's navigate function does not say when a lazily loaded page has arrived, so the auth actor
 * watches the address instead, before it clears AuthState (see `navigateAway` in the auth machine).
 */

function sameAddress(to: string): boolean {
  const wanted = new URL(to, window.location.origin);
  const { pathname, search, hash } = window.location;
  return wanted.pathname === pathname && wanted.search === search && wanted.hash === hash;
}

export function waitForLocation(
  to: string,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 25;
  if (sameAddress(to)) return Promise.resolve();
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (sameAddress(to) || Date.now() - startedAt >= timeoutMs) {
        clearInterval(timer);
        resolve();
      }
    }, intervalMs);
  });
}
