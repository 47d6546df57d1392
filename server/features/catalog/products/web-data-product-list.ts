/**
 * `POST web/data-product/list`: the data products filtered by keyword, scenario, provider and delivery
 * form, sorted and paged, with the facet counts of every filter option.
 */
import { and, inArray } from 'drizzle-orm';
import { defineHandler } from '../../../contract/operation-handler';
import { containsKeyword, normalizedKeyword } from '../../../db/contains-keyword';
import { dataProducts } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { catalogPageRows } from '../catalog-page-rows';
import { catalogOrder } from '../catalog-sort';
import { cachedWhileUnchanged } from '../catalog-version-cache';
import { conditionsExcept, countFacets, type FacetFilter } from '../facet-options';
import { pagingOf } from '../paging';
import { productSummaryColumns, toProductSummary } from './product-summary';

export const webDataProductList = defineHandler('webDataProductList', async ({ body }, { db }) => {
  const query = body;
  const keyword = normalizedKeyword(query.keyword);
  const keywordCondition =
    keyword === null ? undefined : containsKeyword(dataProducts.searchText, keyword);
  const filters: FacetFilter[] = [
    { column: dataProducts.scenario, selected: query.scenario },
    { column: dataProducts.providerCompany, selected: query.provider },
    { column: dataProducts.deliveryForm, selected: query.deliveryForm },
  ];
  const paging = pagingOf(query);

  // Facets and total scan every row matching the keyword: reused while the table is unchanged.
  const facetsKey = JSON.stringify({
    keyword,
    scenario: query.scenario,
    provider: query.provider,
    deliveryForm: query.deliveryForm,
  });
  const facets = await cachedWhileUnchanged(db, ['data_products'], facetsKey, () =>
    countFacets(db, dataProducts, filters, keywordCondition),
  );
  const selected = and(keywordCondition, conditionsExcept(filters, null));
  const rows =
    facets.total <= paging.offset
      ? []
      : await catalogPageRows({
          db,
          table: 'data_products',
          sort: query.sort,
          key: `${facetsKey}|${paging.page}|${paging.pageSize}`,
          readPage: () =>
            db
              .select(productSummaryColumns)
              .from(dataProducts)
              .where(selected)
              .orderBy(...catalogOrder(query.sort, dataProducts))
              .limit(paging.pageSize)
              .offset(paging.offset),
          readByIds: (ids) =>
            db
              .select(productSummaryColumns)
              .from(dataProducts)
              .where(inArray(dataProducts.id, ids)),
        });

  const [scenario, provider, deliveryForm] = facets.options;
  return ok({
    list: rows.map(toProductSummary),
    total: facets.total,
    page: paging.page,
    pageSize: paging.pageSize,
    facets: {
      scenario: scenario ?? [],
      provider: provider ?? [],
      deliveryForm: deliveryForm ?? [],
    },
  });
});
