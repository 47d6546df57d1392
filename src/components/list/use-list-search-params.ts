/**
 * The state of a paged, filtered list kept in the address bar, so a list can be shared as a link and
 * the browser's Back button returns to the previous filters. Each change pushes a history entry;
 * changing a filter goes back to page 1. Values missing from or invalid in the URL read as their
 * defaults, and defaults are left out of the URL to keep links short.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '@/lib/calendar-date';

export const pageSizes = [10, 20, 50] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 10;

/** How one filter is read from and written to its query parameter. */
export type ParamCodec<V> = {
  parse: (raw: string | null) => V;
  /** The text to put in the URL; undefined leaves the parameter out (the default value). */
  serialize: (value: V) => string | undefined;
};

/** Free text (a keyword, a facet value); blank means "not filtered". */
export function textParam(maxLength = 100): ParamCodec<string> {
  return {
    parse: (raw) => (raw ?? '').trim().slice(0, maxLength),
    serialize: (value) => (value.trim() === '' ? undefined : value.trim()),
  };
}

/** A calendar date `YYYY-MM-DD` (Beijing time); anything else reads as "no limit" (''). */
export const dateParam: ParamCodec<string> = {
  parse: (raw) => (raw !== null && isCalendarDate(raw) ? raw : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

/** One of a fixed set of values; anything else reads as `fallback`. */
export function enumParam<const T extends string, const D extends T | ''>(
  values: readonly T[],
  fallback: D,
): ParamCodec<T | D> {
  return {
    parse: (raw) =>
      raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback,
    serialize: (value) => (value === fallback ? undefined : value),
  };
}

export type ParamCodecs<F> = { [K in keyof F]: ParamCodec<F[K]> };

/** A parameter given any number of times (`?domain=a&domain=b`), read as a set of its values. */
export type ParamSet = { parseAll: (raw: readonly string[]) => ReadonlySet<string> };

export const setParam: ParamSet = { parseAll: (raw) => new Set(raw) };

export type ListState<F> = F & { page: number; pageSize: PageSize };

export type ListSearchParams<F> = {
  state: ListState<F>;
  /** Changes some filters and returns to page 1. */
  setFilters: (patch: Partial<F>) => void;
  /** Moves to a page; a new page size starts again at page 1. */
  setPage: (page: number, pageSize?: number) => void;
  /** Clears every filter (keeping the page size) and returns to page 1. */
  clearFilters: () => void;
  /**
   * The addresses the three changes above lead to, for the links that make them: the browser
   * follows one before the scripts run, and the server draws that page. They carry the list's own
   * parameters only.
   */
  hrefs: {
    filters: (patch: Partial<F>) => string;
    page: (page: number, pageSize?: number) => string;
    clear: () => string;
  };
};

const MAX_PAGE = 100_000;

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function parsePageSize(raw: string | number | null): PageSize {
  const size = Number(raw);
  return pageSizes.find((option) => option === size) ?? defaultPageSize;
}

/** `page`: from 1; the first page is left out of the URL. */
export const pageParam: ParamCodec<number> = {
  parse: parsePage,
  serialize: (page) => (page === 1 ? undefined : String(page)),
};

/** `pageSize`: one of `pageSizes`; the default is left out of the URL. */
export const pageSizeParam: ParamCodec<PageSize> = {
  parse: parsePageSize,
  serialize: (size) => (size === defaultPageSize ? undefined : String(size)),
};

/** The parameters every list reads besides its filters. */
export const pageCodecs: ParamCodecs<{ page: number; pageSize: PageSize }> = {
  page: pageParam,
  pageSize: pageSizeParam,
};

export function useListSearchParams<F extends Record<string, unknown>>(
  codecs: ParamCodecs<F>,
): ListSearchParams<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const keys = useMemo(() => Object.keys(codecs) as (keyof F & string)[], [codecs]);

  const state = useMemo(() => {
    const filters = {} as F;
    for (const key of keys) filters[key] = codecs[key].parse(searchParams.get(key));
    return {
      ...filters,
      page: pageParam.parse(searchParams.get('page')),
      pageSize: pageSizeParam.parse(searchParams.get('pageSize')),
    };
  }, [codecs, keys, searchParams]);

  /** The query string for `next`, keeping the parameters the list does not own. */
  const nextParams = useCallback(
    (current: URLSearchParams, next: ListState<F>) => {
      const params = new URLSearchParams(current);
      const put = (key: string, text: string | undefined) => {
        if (text === undefined) params.delete(key);
        else params.set(key, text);
      };
      for (const key of keys) put(key, codecs[key].serialize(next[key]));
      put('page', pageParam.serialize(next.page));
      put('pageSize', pageSizeParam.serialize(next.pageSize));
      return params;
    },
    [codecs, keys],
  );

  const write = useCallback(
    (next: ListState<F>) => setSearchParams((current) => nextParams(current, next)),
    [nextParams, setSearchParams],
  );

  // Only the list's own parameters: a server-drawn page is kept under the parameters it reads, so
  // its links must not carry whatever else the first visitor's address had (`?utm_source=…`).
  const href = useCallback(
    (next: ListState<F>) => {
      const query = nextParams(new URLSearchParams(), next).toString();
      return query === '' ? pathname : `${pathname}?${query}`;
    },
    [nextParams, pathname],
  );

  const filtered = useCallback(
    (patch: Partial<F>): ListState<F> => ({ ...state, ...patch, page: 1 }),
    [state],
  );

  const paged = useCallback(
    (page: number, pageSize?: number): ListState<F> => {
      const size = pageSize === undefined ? state.pageSize : parsePageSize(pageSize);
      return { ...state, page: size === state.pageSize ? Math.max(1, page) : 1, pageSize: size };
    },
    [state],
  );

  const cleared = useCallback((): ListState<F> => {
    const filters = {} as F;
    for (const key of keys) filters[key] = codecs[key].parse(null);
    return { ...filters, page: 1, pageSize: state.pageSize };
  }, [codecs, keys, state.pageSize]);

  const setFilters = useCallback((patch: Partial<F>) => write(filtered(patch)), [filtered, write]);
  const setPage = useCallback(
    (page: number, pageSize?: number) => write(paged(page, pageSize)),
    [paged, write],
  );
  const clearFilters = useCallback(() => write(cleared()), [cleared, write]);

  const hrefs = useMemo(
    () => ({
      filters: (patch: Partial<F>) => href(filtered(patch)),
      page: (page: number, pageSize?: number) => href(paged(page, pageSize)),
      clear: () => href(cleared()),
    }),
    [cleared, filtered, href, paged],
  );

  return { state, setFilters, setPage, clearFilters, hrefs };
}
