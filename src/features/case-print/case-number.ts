/**
 * The 受理编号 of an application (DESIGN §9: assigned at its first submission), or null while it has
 * none. Read defensively so a printed page never shows "undefined".
 */
export function caseNumberOf(application: object): string | null {
  if (!('caseNumber' in application)) return null;
  const value = application.caseNumber;
  return typeof value === 'string' && value !== '' ? value : null;
}
