/** The columns of a data product that lists show. */
import { dataProducts } from '../../../db/schema';
import { summaryColumns } from '../summary-columns';

export const productSummaryColumns = summaryColumns(dataProducts, [
  'id',
  'name',
  'summary',
  'providerCompany',
  'scenario',
  'deliveryForm',
  'viewCount',
  'applicationCount',
  'updatedAt',
]);
