/**
 * The product catalogue's state (keyword, filters, sort, page) read from the URL, and the page of
 * results it asks for.
 */
import { useCallback } from 'react';
import { apiMessages } from '@/api/messages';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ListState,
} from '@/components/list/use-list-search-params';
import { catalogSorts, deliveryForms } from '../catalog-values';
import { useListLoad } from './use-catalog-load';
import { listDataProducts, type DataProductListQuery } from '../api/list-data-products';

const productListParams = {
  keyword: textParam(50),
  scenario: textParam(),
  provider: textParam(),
  deliveryForm: enumParam(deliveryForms, ''),
  sort: enumParam(catalogSorts, 'updated'),
};

export type ProductFilters = {
  keyword: string;
  scenario: string;
  provider: string;
  deliveryForm: (typeof deliveryForms)[number] | '';
  sort: (typeof catalogSorts)[number];
};

export const productFilterKeys = ['scenario', 'provider', 'deliveryForm'] as const;
export type ProductFilterKey = (typeof productFilterKeys)[number];

export function toProductQuery(state: ListState<ProductFilters>): DataProductListQuery {
  return {
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.scenario ? { scenario: state.scenario } : {}),
    ...(state.provider ? { provider: state.provider } : {}),
    ...(state.deliveryForm ? { deliveryForm: state.deliveryForm } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

export function useDataProductList() {
  const params = useListSearchParams<ProductFilters>(productListParams);
  const { state } = params;
  const load = useCallback(async () => {
    const result = await listDataProducts(toProductQuery(state));
    if (!result.ok) return result;
    if (result.data === null) return { ok: false as const, msg: apiMessages.noResponseData };
    return { ok: true as const, data: result.data };
  }, [state]);
  return {
    ...params,
    results: useListLoad(['POST /web/data-product/list', toProductQuery(state)], load),
  };
}
