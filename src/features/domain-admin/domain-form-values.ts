/**
 * The domain form (新增 / 编辑 专区): its values as typed, their checks in Chinese, and the request they
 * become. Limits are whole working days 1–30, the display order 0–999, the code the contract's pattern.
 */
import type { TextFunction } from '@/i18n/text-key';
import type { DomainAdminDetail } from './api/domain-admin-types';

export const CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const NAME_MAX_LENGTH = 50;
export const SUMMARY_MAX_LENGTH = 500;

export type DomainFormValues = {
  code: string;
  name: string;
  summary: string;
  sortOrder: string;
  firstReviewDays: string;
  finalReviewDays: string;
};

export type DomainFields = {
  code: string;
  name: string;
  summary: string;
  sortOrder: number;
  firstReviewDays: number;
  finalReviewDays: number;
};

export function formValuesOf(domain: DomainAdminDetail | null): DomainFormValues {
  return {
    code: domain?.code ?? '',
    name: domain?.name ?? '',
    summary: domain?.summary ?? '',
    sortOrder: String(domain?.sortOrder ?? 0),
    firstReviewDays: String(domain?.firstReviewDays ?? 5),
    finalReviewDays: String(domain?.finalReviewDays ?? 5),
  };
}

function wholeNumber(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function checkFormValues(
  values: DomainFormValues,
  t: TextFunction,
):
  | { ok: true; fields: DomainFields }
  | { ok: false; errors: Partial<Record<keyof DomainFormValues, string>> } {
  const errors: Partial<Record<keyof DomainFormValues, string>> = {};
  const code = values.code.trim();
  const name = values.name.trim();
  const summary = values.summary.trim();
  if (!CODE_PATTERN.test(code)) errors.code = t('domainAdmin.form.errors.code');
  if (name === '') errors.name = t('domainAdmin.form.errors.nameRequired');
  else if ([...name].length > NAME_MAX_LENGTH)
    errors.name = t('domainAdmin.form.errors.nameTooLong', { max: NAME_MAX_LENGTH });
  if (summary === '') errors.summary = t('domainAdmin.form.errors.summaryRequired');
  else if ([...summary].length > SUMMARY_MAX_LENGTH)
    errors.summary = t('domainAdmin.form.errors.summaryTooLong', { max: SUMMARY_MAX_LENGTH });
  const sortOrder = wholeNumber(values.sortOrder, 0, 999);
  if (sortOrder === null) errors.sortOrder = t('domainAdmin.form.errors.sortOrder');
  const firstReviewDays = wholeNumber(values.firstReviewDays, 1, 30);
  if (firstReviewDays === null) errors.firstReviewDays = t('domainAdmin.form.errors.days');
  const finalReviewDays = wholeNumber(values.finalReviewDays, 1, 30);
  if (finalReviewDays === null) errors.finalReviewDays = t('domainAdmin.form.errors.days');
  if (
    Object.keys(errors).length > 0 ||
    sortOrder === null ||
    firstReviewDays === null ||
    finalReviewDays === null
  ) {
    return { ok: false, errors };
  }
  return { ok: true, fields: { code, name, summary, sortOrder, firstReviewDays, finalReviewDays } };
}
