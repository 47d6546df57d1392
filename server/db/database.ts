/**
 * The one database type the rest of the server codes against. Both drivers (embedded PGlite and
 * node-postgres) produce a `PgDatabase` over the same schema, so features never know which one runs.
 */
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

export type DatabaseSchema = typeof schema;

export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type DatabaseTransaction = PgTransaction<
  PgQueryResultHKT,
  DatabaseSchema,
  ExtractTablesWithRelations<DatabaseSchema>
>;

/** The database or a transaction on it: reads inside a change see the change's own snapshot. */
export type Queryable = Database | DatabaseTransaction;

/** Where the data lives: a throw-away in-memory PGlite, a PGlite data directory, or PostgreSQL. */
export type DatabaseTarget =
  | { readonly kind: 'memory' }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}
