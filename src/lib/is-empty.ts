/**
 * Spec §5: a value counts as empty when it is null, undefined, a blank string or a non-finite number.
 * Other values, including 0, false, empty arrays and objects, are real answers and count as filled.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}
