/** Paging of the public lists: the contract's defaults, and the offset of a page. */
export const defaultPage = 1;
export const defaultPageSize = 10;

export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

export function pagingOf(query: { page?: number; pageSize?: number }): Paging {
  const page = query.page ?? defaultPage;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
