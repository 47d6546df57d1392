/**
 * `GET web/data-resource/detail`: one data resource with its fields, sample rows and the products built
 * on it. Reading it counts one view, atomically (UPDATE … RETURNING), so concurrent visits all count.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { defineHandler } from '../../../contract/operation-handler';
import { dataProductResources, dataProducts, dataResources } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { recordNotFound } from '../../../http/record-not-found';
import { toSummary } from '../summary-columns';
import { resourceSummaryColumns } from './resource-summary';

export const webDataResourceDetail = defineHandler(
  'webDataResourceDetail',
  async ({ query }, { db }) => {
    const [row] = await db
      .update(dataResources)
      .set({ viewCount: sql`${dataResources.viewCount} + 1` })
      .where(eq(dataResources.id, query.id))
      .returning({
        ...resourceSummaryColumns,
        description: dataResources.description,
        fields: dataResources.fields,
        sampleRows: dataResources.sampleRows,
      });
    if (row === undefined) throw recordNotFound('数据资源');

    const relatedProducts = await db
      .select({
        id: dataProducts.id,
        name: dataProducts.name,
        providerCompany: dataProducts.providerCompany,
      })
      .from(dataProductResources)
      .innerJoin(dataProducts, eq(dataProducts.id, dataProductResources.productId))
      .where(eq(dataProductResources.resourceId, row.id))
      .orderBy(asc(dataProducts.name), asc(dataProducts.id));

    const { description, fields, sampleRows, ...summary } = row;
    return ok({
      ...toSummary(summary),
      description,
      fields,
      sampleRows,
      relatedProducts,
    });
  },
);
