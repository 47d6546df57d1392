/**
 * The public pages the server renders with their data for visitors, so they show before any script
 * has loaded and search engines read them whole. Every other address gets the plain SPA page. /404 is
 * among them so that it answers with the status 404, drawn: a detail page whose record does not exist
 * is answered with a redirect there. What each of them reads of its query string is in page-address.ts.
 */
import { paths } from '@/config/routes';

const pages = [
  paths.home,
  paths.notFound,
  paths.dataResource,
  paths.dataResourceDetail,
  paths.dataProduct,
  paths.dataProductDetail,
  paths.dynamics,
  paths.dynamicsDetail,
  paths.policy,
  paths.about,
  paths.richTextCenter,
  paths.applyList,
  paths.search,
] as const;

export type ServerRenderedPath = (typeof pages)[number];

export const serverRenderedPaths: readonly string[] = pages;

export function isServerRenderedPath(path: string): path is ServerRenderedPath {
  return serverRenderedPaths.includes(path);
}
