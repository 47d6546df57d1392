/**
 * A fresh PGlite data directory holding a catalogue of the asked size: migrated, then every seed step
 * run as on a first start, the catalogue step generating `resources` resources (with products and
 * articles in proportion) instead of the default 320; with `applications`, that many more domain
 * applications waiting for first review (seed-bench-applications.ts), whose ids are returned.
 */
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/connect';
import type { DatabaseTarget } from '../../server/db/database';
import { catalogContentSeed } from '../../server/db/seed/catalog/catalog-seed';
import { generateCatalog } from '../../server/db/seed/catalog/generate-catalog';
import { insertCatalog } from '../../server/db/seed/catalog/insert-catalog';
import { runSeed } from '../../server/db/seed/run-seed';
import type { SeedStep } from '../../server/db/seed/seed-step';
import { seedSteps } from '../../server/db/seed/seed-steps';
import { benchApplicationsSeed } from './seed-bench-applications';

export interface SeededDatabase {
  readonly target: DatabaseTarget;
  readonly seconds: number;
  readonly counts: {
    readonly resources: number;
    readonly products: number;
    readonly articles: number;
    readonly applications: number;
  };
  /** The seeded applications in first review (version 2), in creation order. */
  readonly applicationIds: readonly string[];
}

export async function seedBenchDatabase(
  dataDir: string,
  resources: number,
  applications = 0,
): Promise<SeededDatabase> {
  const started = performance.now();
  const target: DatabaseTarget = { kind: 'pglite', dataDir: `${dataDir}/pglite` };
  const catalog = generateCatalog({ resources });
  // Same name as the demo step, so the server started on this database finds it done.
  const scaledCatalogStep: SeedStep = {
    ...catalogContentSeed,
    run: (tx) => insertCatalog(tx, { ...catalog, domains: [], entryConfigs: [] }),
  };
  const applicationsStep = benchApplicationsSeed(applications);
  const steps = [
    ...seedSteps.map((step) => (step === catalogContentSeed ? scaledCatalogStep : step)),
    ...(applications > 0 ? [applicationsStep] : []),
  ];
  const connection = await openDatabase(target, console);
  try {
    await runSeed(connection.db, { clock: systemClock, mode: 'demo', steps });
  } finally {
    await connection.close();
  }
  return {
    target,
    seconds: (performance.now() - started) / 1000,
    counts: {
      resources: catalog.resources.length,
      products: catalog.products.length,
      articles: catalog.articles.length,
      applications: applicationsStep.ids.length,
    },
    applicationIds: applicationsStep.ids,
  };
}
