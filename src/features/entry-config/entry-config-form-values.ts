/**
 * The entry-config form: its values as typed, their checks in Chinese, and the request they become.
 * Sizes are entered in MB and sent in bytes, within the contract's 1 KB – 100 MiB.
 */
import type { TextFunction } from '@/i18n/text-key';
import { isEmpty } from '@/lib/is-empty';
import { isNumericString } from '@/lib/is-numeric-string';
import type { EntryConfig, FileType } from './api/list-entry-configs';

export const FILE_TYPES: readonly FileType[] = [
  'pdf',
  'ofd',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'zip',
];

export const NAME_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 500;
const MB = 1024 * 1024;
const MIN_MB = 0.01;
const MAX_MB = 100;
const MAX_ORDER = 999;

export type EntryConfigFormValues = {
  name: string;
  description: string;
  required: boolean;
  allowedTypes: FileType[];
  sizeMb: string;
  sortOrder: string;
};

export type EntryConfigFormErrors = Partial<Record<keyof EntryConfigFormValues, string>>;

export type EntryConfigFields = {
  name: string;
  description: string;
  required: boolean;
  allowedTypes: FileType[];
  maxSizeBytes: number;
  sortOrder?: number;
};

export function isFileType(value: string): value is FileType {
  return FILE_TYPES.some((type) => type === value);
}

function trimSize(mb: number): string {
  return String(Math.round(mb * 100) / 100);
}

export function formValuesOf(config: EntryConfig | null): EntryConfigFormValues {
  if (config === null) {
    return {
      name: '',
      description: '',
      required: true,
      allowedTypes: ['pdf'],
      sizeMb: '10',
      sortOrder: '',
    };
  }
  return {
    name: config.name,
    description: config.description,
    required: config.required,
    allowedTypes: FILE_TYPES.filter((type) => config.allowedTypes.includes(type)),
    sizeMb: trimSize(config.maxSizeBytes / MB),
    sortOrder: String(config.sortOrder),
  };
}

function lengthOf(text: string): number {
  return [...text].length;
}

/** Digits after the decimal point of a numeric string ("1.25" → 2). */
function decimalPlaces(numeric: string): number {
  return numeric.split('.')[1]?.length ?? 0;
}

/** The fields to send, or the errors to show beside the inputs. */
export function checkFormValues(
  values: EntryConfigFormValues,
  t: TextFunction,
): { ok: true; fields: EntryConfigFields } | { ok: false; errors: EntryConfigFormErrors } {
  const errors: EntryConfigFormErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (name === '') errors.name = t('entryConfig.form.nameRequired');
  else if (lengthOf(name) > NAME_MAX_LENGTH)
    errors.name = t('entryConfig.form.nameTooLong', { max: NAME_MAX_LENGTH });
  if (lengthOf(description) > DESCRIPTION_MAX_LENGTH)
    errors.description = t('entryConfig.form.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH });
  if (values.allowedTypes.length === 0) errors.allowedTypes = t('entryConfig.form.typesRequired');
  const sizeText = values.sizeMb.trim();
  const sizeMb = Number(sizeText);
  if (
    !isNumericString(sizeText) ||
    decimalPlaces(sizeText) > 2 ||
    sizeMb < MIN_MB ||
    sizeMb > MAX_MB
  )
    errors.sizeMb = t('entryConfig.form.sizeInvalid');
  const orderText = values.sortOrder.trim();
  const sortOrder = isEmpty(orderText) ? undefined : Number(orderText);
  if (
    sortOrder !== undefined &&
    (!isNumericString(orderText) ||
      !Number.isInteger(sortOrder) ||
      sortOrder < 0 ||
      sortOrder > MAX_ORDER)
  )
    errors.sortOrder = t('entryConfig.form.orderInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      description,
      required: values.required,
      allowedTypes: values.allowedTypes,
      maxSizeBytes: Math.round(sizeMb * MB),
      ...(sortOrder === undefined ? {} : { sortOrder }),
    },
  };
}
