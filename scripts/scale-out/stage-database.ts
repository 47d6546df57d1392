/**
 * The stage's PostgreSQL database: created empty on the throw-away server of scripts/with-postgres.sh,
 * given the catalogue at benchmark size before any instance starts (the benchmark's scaled
 * `catalog-content` step under the demo step's name, so the instances do not add their own), and read
 * directly afterwards to check what the instances wrote.
 */
import pg from 'pg';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/connect';
import {
  catalogContentSeedOf,
  catalogDomainsSeed,
} from '../../server/db/seed/catalog/catalog-seed';
import { runSeed } from '../../server/db/seed/run-seed';

/** A new database named `name` on the server at `serverUrl`; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`数据库名不合法：${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates the database (as the first instance would) and seeds the platform's domains and a
 * generated catalogue of `resources` resources. The other first-start steps (content wall, roles,
 * demo operators, demo applications) are left for the instances, which then seed them while
 * starting together.
 */
export async function seedCatalogue(url: string, resources: number): Promise<void> {
  const connection = await openDatabase({ kind: 'postgres', url }, console);
  try {
    await runSeed(connection.db, {
      clock: systemClock,
      mode: 'demo',
      steps: [catalogDomainsSeed, catalogContentSeedOf({ resources })],
    });
  } finally {
    await connection.close();
  }
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How often each seed step and each migration is recorded: once each when starts took turns. */
export async function startRecords(url: string): Promise<{
  seedSteps: Map<string, number>;
  migrations: { rows: number; distinct: number };
}> {
  return withClient(url, async (client) => {
    const steps = await client.query<{ step: string; times: string }>(
      'SELECT step, count(*) AS times FROM seed_runs GROUP BY step ORDER BY step',
    );
    const migrations = await client.query<{ rows: string; distinct: string }>(
      'SELECT count(*) AS rows, count(DISTINCT hash) AS distinct FROM drizzle.__drizzle_migrations',
    );
    const counts = migrations.rows[0];
    return {
      seedSteps: new Map(steps.rows.map((row) => [row.step, Number(row.times)])),
      migrations: { rows: Number(counts?.rows ?? 0), distinct: Number(counts?.distinct ?? 0) },
    };
  });
}

export async function resourceCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM data_resources');
    return Number(result.rows[0]?.n ?? 0);
  });
}

export interface StoredDraft {
  readonly id: string;
  readonly version: number;
  readonly scenario: string;
}

/** The applications' rows as the database holds them now. */
export async function storedDrafts(url: string, ids: readonly string[]): Promise<StoredDraft[]> {
  return withClient(url, async (client) => {
    const result = await client.query<StoredDraft>(
      'SELECT id, version, scenario FROM domain_applications WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return result.rows;
  });
}
