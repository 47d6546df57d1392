/**
 * The browser router of the portal: history-based addresses over `appRoutes`.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from './app-routes';

/**
 * `serverDrawn`: the page on screen is one the server drew, which the app takes over. The router is
 * then told so (`hydrationData`; the portal's routes load no data of their own), and it leaves the
 * page where the visitor has scrolled it: otherwise its scroll restoration takes the first location
 * for a fresh visit and scrolls to the top as the page is taken over, under the visitor's finger.
 */
export function createAppRouter({ serverDrawn = false }: { serverDrawn?: boolean } = {}) {
  return createBrowserRouter(appRoutes, serverDrawn ? { hydrationData: {} } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the pages that `location` shows, in place, so the router starts with them ready: a page the
 * server rendered is then drawn at once instead of a loading state. Call before `createAppRouter()`.
 */
export async function resolveLazyRoutes(
  location: { pathname: string },
  routes: RouteObject[] = appRoutes,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
