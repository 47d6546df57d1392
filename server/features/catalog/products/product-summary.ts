/** The columns of a data product that lists show, and their contract form. */
import type { components } from '@openapi/schema';
import { dataProducts } from '../../../db/schema';

export const productSummaryColumns = {
  id: dataProducts.id,
  name: dataProducts.name,
  summary: dataProducts.summary,
  providerCompany: dataProducts.providerCompany,
  scenario: dataProducts.scenario,
  deliveryForm: dataProducts.deliveryForm,
  viewCount: dataProducts.viewCount,
  applicationCount: dataProducts.applicationCount,
  updatedAt: dataProducts.updatedAt,
};

type SummaryRow = Omit<components['schemas']['DataProductSummary'], 'updatedAt'> & {
  readonly updatedAt: Date;
};

export function toProductSummary(row: SummaryRow): components['schemas']['DataProductSummary'] {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
