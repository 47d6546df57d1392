/**
 * What each route carries in its `handle`: the document title (DESIGN §8), and for a workspace route
 * its key in the route table, by which the workspace layout checks the visitor's rights
 * (src/config/route-access.ts). The root layout reads the title from the deepest matched route.
 */
import type { RouteKey } from '@/config/routes';

export type RouteHandle = { title: string; route?: RouteKey };

export function routeHandle(title: string, route?: RouteKey): RouteHandle {
  return route === undefined ? { title } : { title, route };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
