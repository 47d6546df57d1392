/**
 * The server tests run on the engine the run asks for: embedded PGlite by default, the PostgreSQL
 * server of TEST_DATABASE_URL when scripts/with-postgres.sh provides one. This checks that the second
 * run really talks to a PostgreSQL server, and that each test app gets a database of its own.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/server-app';

const onPostgresServer = (process.env.TEST_DATABASE_URL ?? '').trim() !== '';

async function currentDatabase(app: FastifyInstance): Promise<{ name: string; version: string }> {
  // Both drivers answer raw SQL with `{ rows }`; the shape is checked rather than assumed.
  const result: unknown = await app.db.execute(
    sql`SELECT current_database() AS name, version() AS version`,
  );
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : null;
  const name: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'name') : null;
  const version: unknown =
    typeof row === 'object' && row !== null ? Reflect.get(row, 'version') : null;
  if (typeof name !== 'string' || typeof version !== 'string') throw new Error('unexpected answer');
  return { name, version };
}

describe('database engine of the server tests', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it(`runs on ${onPostgresServer ? 'the PostgreSQL server of TEST_DATABASE_URL' : 'embedded PGlite'}`, async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    apps.push(first, second);
    const [one, two] = await Promise.all([currentDatabase(first), currentDatabase(second)]);
    expect(one.version).toMatch(/^PostgreSQL /);
    if (onPostgresServer) {
      expect(one.version).not.toMatch(/emscripten|wasm/i);
      expect(one.name).toMatch(/^portal_test_[0-9a-f]{12}$/);
      expect(two.name).not.toBe(one.name);
    } else {
      expect(one.version).toMatch(/emscripten|wasm/i);
    }
  });
});
