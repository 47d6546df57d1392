/**
 * A new, empty database on a PostgreSQL server for one test app: created through the server's
 * maintenance database, named uniquely, and left for the throw-away cluster's removal at the end of
 * the run (scripts/with-postgres.sh deletes the whole cluster).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // The name is made here from hex digits only, so it is safe to place in the statement.
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
