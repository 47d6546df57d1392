/**
 * Partial keyword matching that works alike on PGlite and PostgreSQL: the keyword is trimmed, its LIKE
 * wildcards (`%`, `_`, `\`) are escaped so they match literally, and it is lower-cased by the database
 * (the same `lower()` that fills the lower-cased `search_text` columns), so a plain `LIKE` over those
 * columns is case-insensitive and can use their trigram indexes.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The keyword as the caller meant it, or null when there is nothing to match. */
export function normalizedKeyword(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function escapeLikeWildcards(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `column LIKE '%keyword%'` on a lower-cased column; `\` is PostgreSQL's default LIKE escape. */
export function containsKeyword(lowerCasedColumn: SQLWrapper, keyword: string): SQL {
  return sql`${lowerCasedColumn} LIKE '%' || lower(${escapeLikeWildcards(keyword)}) || '%'`;
}

/** Whether a (not lower-cased) text column contains the keyword, ignoring case. */
export function textContainsKeyword(column: SQLWrapper, keyword: string): SQL<boolean> {
  return sql<boolean>`strpos(lower(${column}), lower(${keyword})) > 0`;
}
