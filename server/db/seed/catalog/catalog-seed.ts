/**
 * The seed steps of the public catalogue. The domains and their entry configs are the platform's
 * fixed zones (there is no screen to create a domain), so they are seeded in production too; the
 * generated resources, products and articles are demo content.
 */
import type { SeedStep } from '../seed-step';
import { defaultCatalogSeed, generateCatalog } from './generate-catalog';
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

export const catalogContentSeed: SeedStep = {
  name: 'catalog-content',
  modes: ['demo'],
  async run(tx) {
    const catalog = generateCatalog();
    await insertCatalog(tx, { ...catalog, domains: [], entryConfigs: [] });
  },
};
