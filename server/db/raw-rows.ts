/**
 * The rows of a raw `db.execute` answer. PGlite and node-postgres both answer with `{ rows }`, but
 * Drizzle types the two differently, so the shape is checked here rather than assumed.
 */
export function rowsOf(result: unknown): unknown[] {
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? rows : [];
}
