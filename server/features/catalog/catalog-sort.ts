/** The orders of the catalogue lists: most recently updated, most viewed, most applied for. */
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@openapi/schema';

export type CatalogSort = components['schemas']['CatalogSort'];

interface SortableColumns {
  readonly id: PgColumn;
  readonly updatedAt: PgColumn;
  readonly viewCount: PgColumn;
  readonly applicationCount: PgColumn;
}

/** Ties are broken by recency, then by id, so paging never repeats or skips a row. */
export function catalogOrder(sort: CatalogSort | undefined, table: SortableColumns): SQL[] {
  const tail = [desc(table.updatedAt), desc(table.id)];
  switch (sort ?? 'updated') {
    case 'updated':
      return tail;
    case 'views':
      return [desc(table.viewCount), ...tail];
    case 'applications':
      return [desc(table.applicationCount), ...tail];
  }
}
