/**
 * Content versions are numbered by the database; the contract names them with its `Id` (uuid form).
 * A version's number travels in the last group of a fixed uuid, and only that form is read back, so
 * any other id is simply a version that does not exist.
 */
const prefix = '00000000-0000-4000-8000-';
const digits = 12;
const versionIdPattern = /^00000000-0000-4000-8000-(\d{12})$/i;

export function contentVersionId(storedId: number): string {
  return `${prefix}${String(storedId).padStart(digits, '0')}`;
}

/** The stored number of a version id, or null when the id cannot name a version. */
export function storedVersionIdOf(versionId: string): number | null {
  const match = versionIdPattern.exec(versionId);
  if (match?.[1] === undefined) return null;
  const storedId = Number(match[1]);
  return Number.isSafeInteger(storedId) && storedId > 0 ? storedId : null;
}
