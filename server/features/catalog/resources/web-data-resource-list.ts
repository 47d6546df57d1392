/**
 * `POST web/data-resource/list`: the open catalogue filtered by keyword, theme, provider, region, open
 * type and format, sorted and paged, with the facet counts of every filter option.
 */
import { and, inArray } from 'drizzle-orm';
import { defineHandler } from '../../../contract/operation-handler';
import { containsKeyword, normalizedKeyword } from '../../../db/contains-keyword';
import { dataResources } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { catalogPageRows } from '../catalog-page-rows';
import { catalogOrder } from '../catalog-sort';
import { cachedWhileUnchanged } from '../catalog-version-cache';
import { conditionsExcept, countFacets, type FacetFilter } from '../facet-options';
import { pagingOf } from '../paging';
import { resourceSummaryColumns, toResourceSummary } from './resource-summary';

export const webDataResourceList = defineHandler(
  'webDataResourceList',
  async ({ body }, { db }) => {
    const query = body;
    const keyword = normalizedKeyword(query.keyword);
    const keywordCondition =
      keyword === null ? undefined : containsKeyword(dataResources.searchText, keyword);
    const filters: FacetFilter[] = [
      { column: dataResources.theme, selected: query.theme },
      { column: dataResources.provider, selected: query.provider },
      { column: dataResources.region, selected: query.region },
      { column: dataResources.openType, selected: query.openType },
      { column: dataResources.format, selected: query.format },
    ];
    const paging = pagingOf(query);

    // Facets and total scan every row matching the keyword: reused while the table is unchanged.
    const facetsKey = JSON.stringify({
      keyword,
      theme: query.theme,
      provider: query.provider,
      region: query.region,
      openType: query.openType,
      format: query.format,
    });
    const facets = await cachedWhileUnchanged(db, ['data_resources'], facetsKey, () =>
      countFacets(db, dataResources, filters, keywordCondition),
    );
    const selected = and(keywordCondition, conditionsExcept(filters, null));
    const rows =
      facets.total <= paging.offset
        ? []
        : await catalogPageRows({
            db,
            table: 'data_resources',
            sort: query.sort,
            key: `${facetsKey}|${paging.page}|${paging.pageSize}`,
            readPage: () =>
              db
                .select(resourceSummaryColumns)
                .from(dataResources)
                .where(selected)
                .orderBy(...catalogOrder(query.sort, dataResources))
                .limit(paging.pageSize)
                .offset(paging.offset),
            readByIds: (ids) =>
              db
                .select(resourceSummaryColumns)
                .from(dataResources)
                .where(inArray(dataResources.id, ids)),
          });

    const [theme, provider, region, openType, format] = facets.options;
    return ok({
      list: rows.map(toResourceSummary),
      total: facets.total,
      page: paging.page,
      pageSize: paging.pageSize,
      facets: {
        theme: theme ?? [],
        provider: provider ?? [],
        region: region ?? [],
        openType: openType ?? [],
        format: format ?? [],
      },
    });
  },
);
