/**
 * The whole public catalogue, generated: domains with their entry configs, data resources, data
 * products on those resources and articles. Pure and deterministic — the same options always give
 * the same rows, ids included — and it scales: products and articles grow with the resources.
 */
import type { CatalogOptions, GeneratedCatalog } from './catalog-types';
import { generateArticles } from './generate-articles';
import { generateDomains } from './generate-domains';
import { generateProducts } from './generate-products';
import { generateResources } from './generate-resources';

export type { CatalogOptions, GeneratedCatalog } from './catalog-types';

export const defaultResourceCount = 320;
export const defaultCatalogSeed = 20_261_115;

/** Per data resource: 64 products and 84 articles for the default 320 resources. */
const productsPerResource = 0.2;
const articlesPerResource = 0.2625;

export function generateCatalog(options: CatalogOptions = {}): GeneratedCatalog {
  const resourceCount = options.resources ?? defaultResourceCount;
  const seed = options.seed ?? defaultCatalogSeed;
  if (!Number.isInteger(resourceCount) || resourceCount < 1) {
    throw new Error(`数据资源数量必须是正整数，收到 ${String(resourceCount)}`);
  }
  if (!Number.isInteger(seed)) throw new Error(`随机种子必须是整数，收到 ${String(seed)}`);
  const { domains, entryConfigs } = generateDomains(seed);
  const resources = generateResources(seed, resourceCount);
  const { products, productResources } = generateProducts(
    seed,
    Math.max(1, Math.round(resourceCount * productsPerResource)),
    resources,
  );
  const articles = generateArticles(
    seed,
    Math.max(1, Math.round(resourceCount * articlesPerResource)),
    products,
  );
  return {
    domains,
    entryConfigs,
    resources: resources.map((resource) => resource.row),
    products,
    productResources,
    articles,
  };
}
