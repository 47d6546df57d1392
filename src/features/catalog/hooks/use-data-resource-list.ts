/**
 * The resource catalogue's state (keyword, filters, sort, page) read from the URL, and the page of
 * results it asks for. Everything a visitor changes goes through the URL, so links and Back work.
 */
import { useCallback } from 'react';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ListState,
} from '@/components/list/use-list-search-params';
import { apiMessages } from '@/api/messages';
import { catalogSorts, dataFormats, openTypes } from '../catalog-values';
import { useListLoad } from './use-catalog-load';
import {
  listDataResources,
  type DataResourceListQuery,
  type DataResourcePage,
} from '../api/list-data-resources';

const resourceListParams = {
  keyword: textParam(50),
  theme: textParam(),
  provider: textParam(),
  region: textParam(),
  openType: enumParam(openTypes, ''),
  format: enumParam(dataFormats, ''),
  sort: enumParam(catalogSorts, 'updated'),
};

export type ResourceFilters = {
  keyword: string;
  theme: string;
  provider: string;
  region: string;
  openType: (typeof openTypes)[number] | '';
  format: (typeof dataFormats)[number] | '';
  sort: (typeof catalogSorts)[number];
};

export const resourceFilterKeys = ['theme', 'provider', 'region', 'openType', 'format'] as const;
export type ResourceFilterKey = (typeof resourceFilterKeys)[number];

/** The request body for a list state: blank filters are left out. */
export function toResourceQuery(state: ListState<ResourceFilters>): DataResourceListQuery {
  return {
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.theme ? { theme: state.theme } : {}),
    ...(state.provider ? { provider: state.provider } : {}),
    ...(state.region ? { region: state.region } : {}),
    ...(state.openType ? { openType: state.openType } : {}),
    ...(state.format ? { format: state.format } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

export function useDataResourceList() {
  const params = useListSearchParams<ResourceFilters>(resourceListParams);
  const { state } = params;
  const load = useCallback(async () => {
    const result = await listDataResources(toResourceQuery(state));
    if (!result.ok) return result;
    if (result.data === null) return { ok: false as const, msg: apiMessages.noResponseData };
    return { ok: true as const, data: result.data satisfies DataResourcePage };
  }, [state]);
  return {
    ...params,
    results: useListLoad(['POST /web/data-resource/list', toResourceQuery(state)], load),
  };
}
