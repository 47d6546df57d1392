/**
 * Small reads over the simple query protocol: the statement goes to the database as one text with its
 * values written in (escaped by Drizzle's PostgreSQL dialect), and comes back in one message. The
 * extended protocol Drizzle uses (parse, describe, bind, execute, sync) costs several steps per query;
 * on the embedded database those steps are most of a small indexed read's time (about 0.4 against
 * 0.9 ms of CPU for a page's ten rows by id). Meant for hot reads whose values the server produced
 * itself, such as ids it read before; request input keeps going through bound parameters.
 *
 * Each driver registers its runner when the connection opens (connect.ts); a database without one
 * (a transaction, say) runs the same statement through Drizzle.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './raw-rows';

export type SimpleQueryRunner = (text: string) => Promise<unknown[]>;

const runners = new WeakMap<Database, SimpleQueryRunner>();
const dialect = new PgDialect();

export function registerSimpleQueryRunner(db: Database, runner: SimpleQueryRunner): void {
  runners.set(db, runner);
}

/**
 * The rows of `query`, keyed by the names its select list gives them, with the driver's own value
 * types (integers as numbers, text and uuids as strings).
 */
export async function simpleQueryRows(db: Database, query: SQL): Promise<unknown[]> {
  const runner = runners.get(db);
  if (runner === undefined) return rowsOf(await db.execute(query));
  return runner(dialect.sqlToQuery(query.inlineParams()).sql);
}
