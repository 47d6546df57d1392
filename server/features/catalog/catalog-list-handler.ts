/**
 * The list handler of a catalogue, configured by its kind (data resources, data products): the rows
 * filtered by keyword and by one exact value per facet, sorted and paged, with the facet counts of
 * every filter option. The page's rows come with the catalogue counter in one statement; facets and
 * total come from the keyword's filter combinations, read once per catalogue version and keyword and
 * shared by every choice of filters (facet-options.ts).
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { and } from 'drizzle-orm';
import { containsKeyword, normalizedKeyword } from '../../db/contains-keyword';
import type { HandlerContext } from '../../contract/operation-handler';
import { ok, type SuccessEnvelope } from '../../http/envelope';
import { catalogPageRows } from './catalog-page-rows';
import { catalogOrder, type CatalogSort } from './catalog-sort';
import {
  catalogVersionsOf,
  readCatalogVersions,
  type CatalogTable,
  type CatalogVersions,
} from './catalog-version-cache';
import {
  facetCounts,
  filterConditions,
  readFacetCombinations,
  type FacetFilter,
  type FacetOption,
} from './facet-options';
import { pagingOf } from './paging';
import { toSummary, type Summary } from './summary-columns';

/** The columns every catalogue table has: for the keyword, the orders and the page's ids. */
type CatalogListTable = PgTable & {
  readonly id: PgColumn;
  readonly searchText: PgColumn;
  readonly updatedAt: PgColumn;
  readonly viewCount: PgColumn;
  readonly applicationCount: PgColumn;
};

type SummaryColumns = Record<string, PgColumn> & {
  readonly id: PgColumn;
  readonly updatedAt: PgColumn;
};

export interface CatalogListKind<Facet extends string, Columns extends SummaryColumns> {
  readonly table: CatalogListTable;
  /** The counter that tells whether the table changed (catalog_versions). */
  readonly versionTable: CatalogTable;
  /** The filters, in the contract's order: request field and facet name → the column it matches. */
  readonly facets: Readonly<Record<Facet, PgColumn>>;
  /** The columns a list shows. */
  readonly columns: Columns;
  /**
   * The shown columns whose changes do not move the counter (see the triggers of migration 0005),
   * read anew on every request; a kept page's other columns are current while the counter stands.
   */
  readonly freshColumns: readonly (keyof Columns & string)[];
}

type CatalogListQuery<Facet extends string> = { readonly [F in Facet]?: string } & {
  readonly keyword?: string;
  readonly sort?: CatalogSort;
  readonly page?: number;
  readonly pageSize?: number;
};

export interface CatalogPage<Facet extends string, Item> {
  readonly list: Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly facets: Record<Facet, FacetOption[]>;
}

/** The answer to one list request of `kind`, for `defineHandler` of the kind's list operation. */
export function catalogListHandler<Facet extends string, Columns extends SummaryColumns>(
  kind: CatalogListKind<Facet, Columns>,
) {
  const { table } = kind;
  const facetNames = Object.keys(kind.facets) as Facet[];
  const facetColumns = facetNames.map((name) => kind.facets[name]);
  // Drizzle types the rows of a select only for columns it knows; these rows hold exactly `columns`.
  type Row = SelectResultFields<Columns> & { readonly id: string; readonly updatedAt: Date };
  const columns: SummaryColumns = kind.columns;
  const freshColumns = Object.fromEntries(kind.freshColumns.map((name) => [name, columns[name]]));

  return async (
    { body: query }: { readonly body: CatalogListQuery<Facet> },
    { db }: HandlerContext,
  ): Promise<SuccessEnvelope<CatalogPage<Facet, Summary<Row>>>> => {
    const keyword = normalizedKeyword(query.keyword);
    const keywordCondition =
      keyword === null ? undefined : containsKeyword(table.searchText, keyword);
    const selected = facetNames.map((name) => query[name]);
    const filters: FacetFilter[] = facetColumns.map((column, index) => ({
      column,
      selected: selected[index],
    }));
    const paging = pagingOf(query);
    const facetsKey = JSON.stringify([keyword, ...selected]);

    const page = await catalogPageRows<Row>({
      db,
      table: kind.versionTable,
      idColumn: table.id,
      keepable: (query.sort ?? 'updated') === 'updated',
      key: `${facetsKey}|${paging.page}|${paging.pageSize}`,
      freshColumns,
      readPage: async (catalogVersion) =>
        (await db
          .select({ ...columns, catalogVersion })
          .from(table)
          .where(and(keywordCondition, filterConditions(filters)))
          .orderBy(...catalogOrder(query.sort, table))
          .limit(paging.pageSize)
          .offset(paging.offset)) as (Row & { catalogVersion: number })[],
    });
    // An empty page carried no counter: it is read on its own.
    const versions: CatalogVersions =
      page.version === null
        ? await readCatalogVersions(db)
        : catalogVersionsOf(db, new Map([[kind.versionTable, page.version]]));

    const facets = await versions.cached([kind.versionTable], `facets|${facetsKey}`, async () =>
      facetCounts(
        await versions.cached([kind.versionTable], `combinations|${JSON.stringify(keyword)}`, () =>
          readFacetCombinations(db, table, facetColumns, keywordCondition),
        ),
        selected,
      ),
    );

    return ok({
      // Rows and facets are read in separate statements: a change in between shows at the next
      // request; the page never lists rows beyond the total it reports.
      list: facets.total <= paging.offset ? [] : page.rows.map(toSummary),
      total: facets.total,
      page: paging.page,
      pageSize: paging.pageSize,
      facets: Object.fromEntries(
        facetNames.map((name, index) => [name, facets.options[index] ?? []]),
      ) as Record<Facet, FacetOption[]>,
    });
  };
}
