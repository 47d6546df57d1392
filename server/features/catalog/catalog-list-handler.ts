/**
 * The list handler of a catalogue, configured by its kind (data resources, data products): the rows
 * filtered by keyword and by one exact value per facet, sorted and paged, with the facet counts of
 * every filter option. Facets and total come from one pass over the rows matching the keyword, reused
 * while the table is unchanged; the page's rows are read in the chosen order.
 */
import { and, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { containsKeyword, normalizedKeyword } from '../../db/contains-keyword';
import type { HandlerContext } from '../../contract/operation-handler';
import { ok, type SuccessEnvelope } from '../../http/envelope';
import { catalogPageRows } from './catalog-page-rows';
import { catalogOrder, type CatalogSort } from './catalog-sort';
import { readCatalogVersions, type CatalogTable } from './catalog-version-cache';
import { conditionsExcept, countFacets, type FacetFilter, type FacetOption } from './facet-options';
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
  // Drizzle types the rows of a select only for columns it knows; these rows hold exactly `columns`.
  type Row = SelectResultFields<Columns> & { readonly id: string; readonly updatedAt: Date };
  const columns: SummaryColumns = kind.columns;

  return async (
    { body: query }: { readonly body: CatalogListQuery<Facet> },
    { db }: HandlerContext,
  ): Promise<SuccessEnvelope<CatalogPage<Facet, Summary<Row>>>> => {
    const keyword = normalizedKeyword(query.keyword);
    const keywordCondition =
      keyword === null ? undefined : containsKeyword(table.searchText, keyword);
    const filters: FacetFilter[] = facetNames.map((name) => ({
      column: kind.facets[name],
      selected: query[name],
    }));
    const paging = pagingOf(query);
    const select = () => db.select(columns).from(table);

    // Facets and total scan every row matching the keyword: reused while the table is unchanged.
    const facetsKey = JSON.stringify({
      keyword,
      ...Object.fromEntries(facetNames.map((name) => [name, query[name]])),
    });
    const versions = await readCatalogVersions(db);
    const facets = await versions.cached([kind.versionTable], facetsKey, () =>
      countFacets(db, table, filters, keywordCondition),
    );
    const selected = and(keywordCondition, conditionsExcept(filters, null));
    const rows =
      facets.total <= paging.offset
        ? []
        : await catalogPageRows({
            versions,
            table: kind.versionTable,
            sort: query.sort,
            key: `${facetsKey}|${paging.page}|${paging.pageSize}`,
            readPage: async () =>
              (await select()
                .where(selected)
                .orderBy(...catalogOrder(query.sort, table))
                .limit(paging.pageSize)
                .offset(paging.offset)) as Row[],
            readByIds: async (ids) => (await select().where(inArray(table.id, ids))) as Row[],
          });

    return ok({
      list: rows.map(toSummary),
      total: facets.total,
      page: paging.page,
      pageSize: paging.pageSize,
      facets: Object.fromEntries(
        facetNames.map((name, index) => [name, facets.options[index] ?? []]),
      ) as Record<Facet, FacetOption[]>,
    });
  };
}
