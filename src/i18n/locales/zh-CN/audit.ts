/** Wording of the audit pages. */
export const audit = {} as const;
