/**
 * The browser router of the portal: history-based addresses over `appRoutes`.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from './app-routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
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
