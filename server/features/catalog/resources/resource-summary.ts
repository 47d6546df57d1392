/** The columns of a data resource that lists show, and their contract form. */
import type { components } from '@openapi/schema';
import { dataResources } from '../../../db/schema';

export const resourceSummaryColumns = {
  id: dataResources.id,
  code: dataResources.code,
  name: dataResources.name,
  summary: dataResources.summary,
  provider: dataResources.provider,
  theme: dataResources.theme,
  region: dataResources.region,
  openType: dataResources.openType,
  updateFrequency: dataResources.updateFrequency,
  format: dataResources.format,
  recordCount: dataResources.recordCount,
  viewCount: dataResources.viewCount,
  applicationCount: dataResources.applicationCount,
  updatedAt: dataResources.updatedAt,
};

type SummaryRow = Omit<components['schemas']['DataResourceSummary'], 'updatedAt'> & {
  readonly updatedAt: Date;
};

export function toResourceSummary(row: SummaryRow): components['schemas']['DataResourceSummary'] {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
