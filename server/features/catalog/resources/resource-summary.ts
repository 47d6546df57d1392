/** The columns of a data resource that lists show. */
import { dataResources } from '../../../db/schema';
import { summaryColumns } from '../summary-columns';

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
