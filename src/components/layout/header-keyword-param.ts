/**
 * The keyword the header's search box shows: the address's `keyword` as it is, so a search results
 * page or a catalogue searched by keyword shows what was searched for. Server rendering keeps its
 * pages by the parameters they read (src/app/ssr/page-address.ts), this one among them.
 */
import type { ParamCodec } from '@/components/list/use-list-search-params';

export const headerKeywordParam: ParamCodec<string> = {
  parse: (raw) => raw ?? '',
  serialize: (keyword) => (keyword === '' ? undefined : keyword),
};
