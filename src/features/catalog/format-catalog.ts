/** Dates and counts as the catalogue shows them: 2026-03-01, 12,345. */
const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Shanghai',
});

const numberFormat = new Intl.NumberFormat('zh-CN');

export function formatCatalogDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat.format(date).replaceAll('/', '-');
}

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** A record id is a uuid (contract `Id`); anything else cannot name a record. */
export function isRecordId(value: string | null): value is string {
  return (
    value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
