/**
 * What each route carries in its `handle`: the document title (DESIGN §8) as the key of its text in the
 * locales, with its Chinese text, and for a workspace route its key in the route table, by which the
 * workspace layout checks the visitor's rights (src/config/route-access.ts). The root layout reads the
 * title from the deepest matched route and shows it in the current language.
 */
import type { CityCode, RouteKey, RouteLabelKey } from '@/config/routes';
import { defaultLanguage, i18n } from '@/i18n/i18n';

export type RouteTitleKey = `routes.${RouteLabelKey}` | `cities.${CityCode}`;

export type RouteHandle = {
  /** The Chinese title, exactly as DESIGN §8 fixes it. */
  title: string;
  titleKey: RouteTitleKey;
  route?: RouteKey;
};

export function routeHandle(titleKey: RouteTitleKey, route?: RouteKey): RouteHandle {
  const title = i18n.getFixedT(defaultLanguage)(titleKey);
  return route === undefined ? { title, titleKey } : { title, titleKey, route };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'titleKey' in value &&
    typeof value.titleKey === 'string'
  );
}
