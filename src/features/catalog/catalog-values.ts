/**
 * The coded values of the catalogue (open types, formats, update frequencies, delivery forms, field
 * types, sort orders) with their Chinese labels: the one place every page and filter reads them from.
 * A value the contract does not know (a facet from a newer server) is shown as it came.
 */
import type { components } from '@openapi/schema';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';

type Schemas = components['schemas'];
export type OpenType = Schemas['OpenType'];
export type DataFormat = Schemas['DataFormat'];
export type UpdateFrequency = Schemas['UpdateFrequency'];
export type DeliveryForm = Schemas['DeliveryForm'];
export type FieldType = Schemas['FieldType'];
export type CatalogSort = Schemas['CatalogSort'];

export const openTypes = ['unconditional', 'conditional'] as const satisfies readonly OpenType[];
export const dataFormats = [
  'csv',
  'xlsx',
  'json',
  'xml',
  'api',
] as const satisfies readonly DataFormat[];
export const updateFrequencies = [
  'realtime',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
  'irregular',
] as const satisfies readonly UpdateFrequency[];
export const deliveryForms = [
  'api',
  'dataset',
  'report',
  'model',
] as const satisfies readonly DeliveryForm[];
export const fieldTypes = [
  'string',
  'integer',
  'decimal',
  'date',
  'datetime',
  'boolean',
] as const satisfies readonly FieldType[];
export const catalogSorts = [
  'updated',
  'views',
  'applications',
] as const satisfies readonly CatalogSort[];

export const valueSets = {
  openType: openTypes,
  format: dataFormats,
  updateFrequency: updateFrequencies,
  deliveryForm: deliveryForms,
  fieldType: fieldTypes,
  sort: catalogSorts,
} as const;

export type ValueKind = keyof typeof valueSets;

export type ValueLabel = (kind: ValueKind, value: string) => string;

function isKnown<K extends ValueKind>(
  kind: K,
  value: string,
): value is (typeof valueSets)[K][number] {
  return (valueSets[kind] as readonly string[]).includes(value);
}

/** `label('openType', 'conditional')` → 有条件开放. */
export function useValueLabel(): ValueLabel {
  const { t } = useTranslation();
  return useMemo<ValueLabel>(
    () => (kind, value) => {
      if (!isKnown(kind, value)) return value;
      switch (kind) {
        case 'openType':
          return t(`catalog.values.openType.${value as OpenType}`);
        case 'format':
          return t(`catalog.values.format.${value as DataFormat}`);
        case 'updateFrequency':
          return t(`catalog.values.updateFrequency.${value as UpdateFrequency}`);
        case 'deliveryForm':
          return t(`catalog.values.deliveryForm.${value as DeliveryForm}`);
        case 'fieldType':
          return t(`catalog.values.fieldType.${value as FieldType}`);
        case 'sort':
          return t(`catalog.values.sort.${value as CatalogSort}`);
      }
    },
    [t],
  );
}
