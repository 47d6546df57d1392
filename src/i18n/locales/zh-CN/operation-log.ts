/** Wording of the operation-log pages. */
export const operationLog = {} as const;
