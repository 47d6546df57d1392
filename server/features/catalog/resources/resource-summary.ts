/** The columns of a data resource that lists show, and their contract form. */
import type { components } from '@openapi/schema';
import { dataResources } from '../../../db/schema';
import { summaryColumns } from '../summary-columns';

type DataResourceSummary = components['schemas']['DataResourceSummary'];

export const resourceSummaryColumns = summaryColumns(dataResources, [
  'id',
  'code',
  'name',
  'summary',
  'provider',
  'theme',
  'region',
  'openType',
  'updateFrequency',
  'format',
  'recordCount',
  'viewCount',
  'applicationCount',
  'updatedAt',
]);

type SummaryRow = Omit<DataResourceSummary, 'updatedAt'> & { readonly updatedAt: Date };

export function toResourceSummary(row: SummaryRow): DataResourceSummary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
