/** Wording of the admin pages. */
export const admin = {} as const;
