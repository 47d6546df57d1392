/**
 * A GET form that leads where a list's own change would: its action is the address's path, and the
 * address's other parameters travel in hidden fields (a GET form drops its action's query string).
 * The fields the form asks for itself are left out, so they are not sent twice.
 */
export type GetFormTarget = {
  action: string;
  hidden: readonly (readonly [name: string, value: string])[];
};

export function getFormTarget(href: string, ownFields: readonly string[]): GetFormTarget {
  // Only the path and query of an address of this site are read, so any base will do.
  const url = new URL(href, 'http://portal.invalid');
  return {
    action: url.pathname,
    hidden: [...url.searchParams].filter(([name]) => !ownFields.includes(name)),
  };
}
