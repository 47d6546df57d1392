/**
 * The public pages the server renders with their data for visitors, so they show before any script
 * has loaded and search engines read them whole. Every other address gets the plain SPA page. /404 is
 * among them so that it answers with the status 404, drawn: a detail page whose record does not exist
 * is answered with a redirect there.
 */
import { paths } from '@/config/routes';

export const serverRenderedPaths: readonly string[] = [
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
];
