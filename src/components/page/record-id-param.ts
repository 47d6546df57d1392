/**
 * `id`, the record a detail page shows, as the address gives it: whether it can name a record at all
 * is the page's to say (src/lib/is-record-id.ts), and one that cannot ends at /404.
 */
import type { ParamCodec } from '@/components/list/use-list-search-params';

export const recordIdParam: ParamCodec<string | null> = {
  parse: (raw) => raw,
  serialize: (id) => id ?? undefined,
};
