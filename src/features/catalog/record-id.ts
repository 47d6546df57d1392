/** A record id is a uuid (contract `Id`); anything else cannot name a record. */
export function isRecordId(value: string | null): value is string {
  return (
    value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
