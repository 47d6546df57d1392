/**
 * Creates a database with the demo catalogue at any size, for benchmarks and for trying the portal
 * with a large catalogue:
 *
 *   npx tsx scripts/seed-catalog.ts --resources 10000 [--seed 20261115] [--data-dir DIR]
 *   DATABASE_URL=postgres://… npx tsx scripts/seed-catalog.ts --resources 100000
 *
 * The database is migrated, then every seed step runs as on a first server start, except that the
 * catalogue step generates N resources (with products and articles in proportion). The server later
 * started on the same database (`DATA_DIR=DIR npm start`) finds it seeded and adds nothing. A database
 * that already holds the catalogue is left alone.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/connect';
import type { DatabaseTarget } from '../server/db/database';
import { seedRuns } from '../server/db/schema';
import { catalogContentSeed, catalogContentSeedOf } from '../server/db/seed/catalog/catalog-seed';
import { defaultCatalogSeed } from '../server/db/seed/catalog/generate-catalog';
import { runSeed } from '../server/db/seed/run-seed';
import { seedSteps } from '../server/db/seed/seed-steps';

const usage =
  '用法 / usage: npx tsx scripts/seed-catalog.ts --resources N [--seed S] [--data-dir DIR]\n' +
  '  未设置 DATABASE_URL 时写入 PGlite 数据目录（默认 ./data，与 npm start 相同）';

function positiveInteger(text: string | undefined, what: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${what}必须是正整数，收到 “${text}”\n${usage}`);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      resources: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const resources = positiveInteger(values.resources, '--resources', 320);
  const seed = positiveInteger(values.seed, '--seed', defaultCatalogSeed);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');
  const target: DatabaseTarget =
    databaseUrl !== undefined && databaseUrl !== ''
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: `${dataDir}/pglite` };

  const started = performance.now();
  const connection = await openDatabase(target, console);
  try {
    const done = await connection.db.select({ step: seedRuns.step }).from(seedRuns);
    if (done.some((run) => run.step === catalogContentSeed.name)) {
      throw new Error('该数据库已有演示目录数据，未做任何改动；请使用空的数据目录或数据库');
    }
    const steps = seedSteps.map((step) =>
      step === catalogContentSeed ? catalogContentSeedOf({ resources, seed }) : step,
    );
    const { applied } = await runSeed(connection.db, { clock: systemClock, mode: 'demo', steps });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = target.kind === 'postgres' ? 'PostgreSQL（DATABASE_URL）' : target.dataDir;
    console.log(
      `已写入 ${resources} 条数据资源及相应的数据产品和文章：${where}，用时 ${seconds} 秒`,
    );
    console.log(`执行的初始化步骤：${applied.join('、')}`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
