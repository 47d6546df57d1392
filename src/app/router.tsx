/**
 * The browser router of the portal: history-based addresses over `appRoutes`.
 */
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
