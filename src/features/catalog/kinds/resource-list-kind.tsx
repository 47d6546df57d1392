/**
 * The resource catalogue's list: keyword, 主题分类, 提供部门, 所属区域, 开放类型 and 数据格式 in the URL,
 * each facet with the number of resources it gives, and a card per resource.
 */
import { enumParam, textParam } from '@/components/list/use-list-search-params';
import { listDataResources, type DataResourceSummary } from '../api/list-data-resources';
import type { CatalogListKind, FiltersOf } from '../catalog-kind';
import { catalogSorts, dataFormats, openTypes } from '../catalog-values';
import { DataResourceCard } from '../components/data-resource-card';
import { resourceKind } from './catalog-kinds';

const params = {
  keyword: textParam(50),
  theme: textParam(),
  provider: textParam(),
  region: textParam(),
  openType: enumParam(openTypes, ''),
  format: enumParam(dataFormats, ''),
  sort: enumParam(catalogSorts, 'updated'),
};

export const resourceListKind: CatalogListKind<FiltersOf<typeof params>, DataResourceSummary> = {
  ...resourceKind,
  params,
  facets: [
    { key: 'theme', title: 'theme', visibleCount: 12 },
    { key: 'provider', title: 'provider', visibleCount: 8, searchable: true },
    { key: 'region', title: 'region', regions: true, visibleCount: 14 },
    { key: 'openType', title: 'openType', coded: 'openType' },
    { key: 'format', title: 'format', coded: 'format' },
  ],
  load: listDataResources,
  renderCard: (resource) => <DataResourceCard resource={resource} />,
};
