/**
 * Opens the database and brings its schema up to date with the committed SQL migrations. PGlite is the
 * default (embedded, one data directory); `DATABASE_URL` switches to a PostgreSQL pool, where an
 * advisory lock keeps several server instances from migrating the same database at once.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConnection, DatabaseTarget } from './database';
import * as schema from './schema';
import { registerSimpleQueryRunner } from './simple-query';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant shared by every instance: the key of the migration advisory lock. */
const migrationLockKey = 7_320_100;

interface ErrorLogger {
  error(details: object, message: string): void;
}

async function openPglite(dataDir: string | null): Promise<DatabaseConnection> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const options = { extensions: { pg_trgm } };
  const client = dataDir === null ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  registerSimpleQueryRunner(db, async (text) => (await client.exec(text)).at(-1)?.rows ?? []);
  return { db, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, log: ErrorLogger): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.error({ err: error }, '数据库连接池中的空闲连接出错'));
  try {
    const migrationClient = await pool.connect();
    try {
      await migrationClient.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
      await migrateNodePostgres(drizzleNodePostgres(migrationClient, { schema }), {
        migrationsFolder,
      });
    } finally {
      await migrationClient.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
      migrationClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres(pool, { schema });
  // Without values node-postgres sends the text as a simple query.
  registerSimpleQueryRunner(
    db,
    async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
  );
  return { db, driver: 'postgres', close: () => pool.end() };
}

export async function openDatabase(
  target: DatabaseTarget,
  log: ErrorLogger,
): Promise<DatabaseConnection> {
  switch (target.kind) {
    case 'memory':
      return openPglite(null);
    case 'pglite':
      return openPglite(target.dataDir);
    case 'postgres':
      return openPostgres(target.url, log);
  }
}
