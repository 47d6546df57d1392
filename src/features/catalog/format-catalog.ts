/** Dates and counts as the catalogue shows them: 2026-03-01, 12,345. */
import { isoDayText } from '@/lib/beijing-date-text';
import { formatDecimal } from '@/lib/format-decimal';

export function formatCatalogDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return isoDayText(date);
}

export function formatCount(value: number): string {
  return formatDecimal(value);
}

/** A record id is a uuid (contract `Id`); anything else cannot name a record. */
export function isRecordId(value: string | null): value is string {
  return (
    value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
