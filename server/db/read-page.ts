/**
 * One page of a list, as the contract's paged answers carry it (`list`, `total`, `page`,
 * `pageSize`): the matching rows are counted first, and the page's rows are read only when the page
 * starts before the end, so asking past the end costs one count.
 */
export interface PageWindow {
  readonly page: number;
  readonly pageSize: number;
  /** Rows before the page: `(page - 1) * pageSize`. */
  readonly offset: number;
}

export interface Page<Item> {
  readonly list: Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface PageQuery<Row> {
  /** `select({ total: count() })` over the list's FROM and WHERE. */
  readonly count: () => PromiseLike<readonly { readonly total: number }[]>;
  /** The list's rows in its order, `limit` of them after `offset`. */
  readonly rows: (limit: number, offset: number) => PromiseLike<readonly Row[]>;
}

export async function readPage<Row, Item>(
  window: PageWindow,
  query: PageQuery<Row>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [counted] = await query.count();
  const total = counted?.total ?? 0;
  const rows = total <= window.offset ? [] : await query.rows(window.pageSize, window.offset);
  return {
    list: rows.map((row) => toItem(row)),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}
