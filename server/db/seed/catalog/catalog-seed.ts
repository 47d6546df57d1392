/**
 * The seed steps of the public catalogue. The domains and their entry configs are the platform's
 * fixed zones (there is no screen to create a domain), so they are seeded in production too; the
 * generated resources, products and articles are demo content.
 */
import type { SeedStep } from '../seed-step';
import { type CatalogOptions, defaultCatalogSeed, generateCatalog } from './generate-catalog';
import { generateDomains } from './generate-domains';
import { insertCatalog } from './insert-catalog';

export const catalogDomainsSeed: SeedStep = {
  name: 'catalog-domains',
  modes: ['demo', 'production'],
  async run(tx) {
    const { domains, entryConfigs } = generateDomains(defaultCatalogSeed);
    await insertCatalog(tx, {
      domains,
      entryConfigs,
      resources: [],
      products: [],
      productResources: [],
      articles: [],
    });
  },
};

/**
 * The generated resources, products and articles, at the default size or another one (benchmarks
 * seed ten or a hundred times more under the same step name, so the server does not add its own).
 */
export function catalogContentSeedOf(options: CatalogOptions = {}): SeedStep {
  return {
    name: 'catalog-content',
    modes: ['demo'],
    async run(tx) {
      const catalog = generateCatalog(options);
      await insertCatalog(tx, { ...catalog, domains: [], entryConfigs: [] });
    },
  };
}

export const catalogContentSeed: SeedStep = catalogContentSeedOf();
