/** The columns of a data product that lists show, and their contract form. */
import type { components } from '@openapi/schema';
import { dataProducts } from '../../../db/schema';
import { summaryColumns } from '../summary-columns';

type DataProductSummary = components['schemas']['DataProductSummary'];

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

type SummaryRow = Omit<DataProductSummary, 'updatedAt'> & { readonly updatedAt: Date };

export function toProductSummary(row: SummaryRow): DataProductSummary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
