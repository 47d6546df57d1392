/**
 * `GET web/data-product/detail`: one data product with the data resources it is built on. Reading it
 * counts one view, atomically (UPDATE … RETURNING).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { defineHandler } from '../../../contract/operation-handler';
import { dataProductResources, dataProducts, dataResources } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { recordNotFound } from '../../../http/record-not-found';
import { toSummary } from '../summary-columns';
import { productSummaryColumns } from './product-summary';

export const webDataProductDetail = defineHandler(
  'webDataProductDetail',
  async ({ query }, { db }) => {
    const [row] = await db
      .update(dataProducts)
      .set({ viewCount: sql`${dataProducts.viewCount} + 1` })
      .where(eq(dataProducts.id, query.id))
      .returning({ ...productSummaryColumns, description: dataProducts.description });
    if (row === undefined) throw recordNotFound('数据产品');

    const resources = await db
      .select({
        id: dataResources.id,
        code: dataResources.code,
        name: dataResources.name,
        provider: dataResources.provider,
      })
      .from(dataProductResources)
      .innerJoin(dataResources, eq(dataResources.id, dataProductResources.resourceId))
      .where(eq(dataProductResources.productId, row.id))
      .orderBy(asc(dataResources.code));

    const { description, ...summary } = row;
    return ok({ ...toSummary(summary), description, resources });
  },
);
