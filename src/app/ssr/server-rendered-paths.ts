/**
 * The public pages the server renders with their data for visitors, so they show before any script
 * has loaded and search engines read them whole. Every other address gets the plain SPA page.
 */
import { paths } from '@/config/routes';

export const serverRenderedPaths: readonly string[] = [
  paths.home,
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
