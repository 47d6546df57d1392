/**
 * `GET web/search`: data resources, data products and published articles whose texts contain the
 * keyword (partial, case-insensitive, wildcards literal). Ranked: a hit in the title before a hit in
 * the body only, then the most recent first. `counts` gives the hits per kind whatever `kind` asks.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword } from '../../db/contains-keyword';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readCatalogVersions, type CatalogTable } from '../catalog/catalog-version-cache';
import { pagingOf } from '../catalog/paging';
import { countHits, findHits } from './search-queries';
import { markMatches, snippetAround } from './text-segments';

const searchedTables: readonly CatalogTable[] = ['data_resources', 'data_products', 'articles'];

export const webSearch = defineHandler('webSearch', async ({ query }, { db }) => {
  const keyword = normalizedKeyword(query.keyword);
  if (keyword === null)
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数 keyword 不能为空');
  const paging = pagingOf(query);

  // Matching scans the texts of every kind: both answers are reused while the tables are unchanged.
  const versions = await readCatalogVersions(db);
  const counts = await versions.cached(searchedTables, JSON.stringify(['counts', keyword]), () =>
    countHits(db, keyword),
  );
  const total =
    query.kind === undefined
      ? counts.resource + counts.product + counts.article
      : counts[query.kind];
  const hits =
    total <= paging.offset
      ? []
      : await versions.cached(
          searchedTables,
          JSON.stringify(['hits', keyword, query.kind ?? null, paging.page, paging.pageSize]),
          () => findHits(db, keyword, query.kind, paging),
        );

  return ok({
    list: hits.map((hit) => ({
      kind: hit.kind,
      id: hit.id,
      title: markMatches(hit.title, keyword),
      snippet: snippetAround(
        hit.texts.find((text) => markMatches(text, keyword).some((s) => s.hit)) ??
          hit.texts[0] ??
          '',
        keyword,
      ),
      updatedAt: hit.at.toISOString(),
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    counts,
  });
});
