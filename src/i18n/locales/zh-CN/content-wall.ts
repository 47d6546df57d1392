/** Wording of the content-wall pages. */
export const contentWall = {} as const;
