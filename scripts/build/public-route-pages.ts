/**
 * The public routes and the page module each one loads (src/app/app-routes.tsx), for the build's
 * chunk groups (start-chunk-groups.ts) and the measures of what a page loads (scripts/bench/).
 */
export const publicRoutePages: Readonly<Record<string, string>> = {
  '/home': 'src/app/routes/home-page.tsx',
  '/dataResource': 'src/features/catalog/pages/data-resource-list-page.tsx',
  '/dataResource/detail': 'src/features/catalog/pages/data-resource-detail-page.tsx',
  '/dataProduct': 'src/features/catalog/pages/data-product-list-page.tsx',
  '/dataProduct/detail': 'src/features/catalog/pages/data-product-detail-page.tsx',
  '/dynamics': 'src/features/news/pages/dynamics-list-page.tsx',
  '/dynamics/detail': 'src/features/news/pages/dynamics-detail-page.tsx',
  '/policy': 'src/features/news/pages/policy-list-page.tsx',
  '/about': 'src/features/content/pages/about-page.tsx',
  '/richTextCenter': 'src/features/content/pages/privacy-policy-page.tsx',
  '/applylist': 'src/features/domain-collection/pages/apply-list-page.tsx',
  '/search': 'src/features/search/pages/search-results-page.tsx',
};
