/**
 * The few resources and products the home page features: the first page of the catalogue lists in
 * a chosen order (most viewed or latest), without filters.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

type Schemas = components['schemas'];
export type FeaturedResource = Schemas['DataResourceSummary'];
export type FeaturedProduct = Schemas['DataProductSummary'];
export type FeaturedOrder = Extract<Schemas['CatalogSort'], 'views' | 'updated'>;

export async function listFeaturedResources(
  sort: FeaturedOrder,
  count: number,
): Promise<ApiResult<FeaturedResource[]>> {
  const result = await toResult(
    getApi().POST('/web/data-resource/list', { body: { sort, page: 1, pageSize: count } }),
  );
  if (!result.ok) return result;
  return { ...result, data: result.data?.list ?? [] };
}

export async function listFeaturedProducts(
  sort: FeaturedOrder,
  count: number,
): Promise<ApiResult<FeaturedProduct[]>> {
  const result = await toResult(
    getApi().POST('/web/data-product/list', { body: { sort, page: 1, pageSize: count } }),
  );
  if (!result.ok) return result;
  return { ...result, data: result.data?.list ?? [] };
}
