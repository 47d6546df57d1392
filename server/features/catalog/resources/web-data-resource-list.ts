/**
 * `POST web/data-resource/list`: the open catalogue filtered by keyword, theme, provider, region, open
 * type and format, sorted and paged, with the facet counts of every filter option.
 */
import { defineHandler } from '../../../contract/operation-handler';
import { dataResources } from '../../../db/schema';
import { catalogListHandler, type CatalogListKind } from '../catalog-list-handler';
import { resourceSummaryColumns } from './resource-summary';

export const resourceListKind = {
  table: dataResources,
  versionTable: 'data_resources',
  facets: {
    theme: dataResources.theme,
    provider: dataResources.provider,
    region: dataResources.region,
    openType: dataResources.openType,
    format: dataResources.format,
  },
  columns: resourceSummaryColumns,
  freshColumns: ['viewCount', 'applicationCount', 'recordCount', 'updateFrequency'],
} satisfies CatalogListKind<string, typeof resourceSummaryColumns>;

export const webDataResourceList = defineHandler(
  'webDataResourceList',
  catalogListHandler(resourceListKind),
);
