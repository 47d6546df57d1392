/**
 * What each route carries in its `handle`: the document title (DESIGN §8). The root layout reads
 * it from the deepest matched route on every route change.
 */
export type RouteHandle = { title: string };

export function routeHandle(title: string): RouteHandle {
  return { title };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
