/**
 * The query parameters a server-rendered page reads, and the page's address reduced to them: the
 * server keeps drawn pages by that address (server/ssr/page-renderer.ts), so a parameter no page
 * reads (`?x=<random>`, a tracking tag) cannot force a rendering, and the same page asked for in
 * other words (`?page=1`, parameters in another order) is drawn once.
 *
 * A page reads a parameter through the codec it uses itself (src/components/list/
 * use-list-search-params.ts): its first value parsed, or every value as a set. The reduced address
 * keeps, for each parameter some reader reads, a value that every reader of it on the page reads
 * exactly as it reads the address given — the codec's own form when that is so (defaults left out,
 * `page=02` written `page=2`, as the list itself writes them), the value as given otherwise — with
 * the names sorted. The page drawn for the reduced address is therefore the page of the address
 * given.
 */
import type { ParamCodecs, ParamSet } from '@/components/list/use-list-search-params';

/** One way a page reads a parameter of its address, from all of the parameter's values. */
export interface ParamReader {
  /** What the page makes of the values (compared as JSON). */
  read(values: readonly string[]): unknown;
  /** The values the page itself would write for what it read. */
  canonical(values: readonly string[]): readonly string[];
}

/** Every parameter a page reads, with each of its readers on the page. */
export type PageQuery = ReadonlyMap<string, readonly ParamReader[]>;

/** Readers of parameters read through codecs: each the parameter's first value. */
export function codecReaders<F>(codecs: ParamCodecs<F>): Record<string, ParamReader> {
  const readers: Record<string, ParamReader> = {};
  for (const name of Object.keys(codecs) as (keyof F & string)[]) {
    const codec = codecs[name];
    readers[name] = {
      read: (values) => codec.parse(values[0] ?? null),
      canonical: (values) => {
        const text = codec.serialize(codec.parse(values[0] ?? null));
        return text === undefined ? [] : [text];
      },
    };
  }
  return readers;
}

/** Readers of parameters read as sets: every value, in any order, repeated or not. */
export function setReaders(sets: Readonly<Record<string, ParamSet>>): Record<string, ParamReader> {
  const readers: Record<string, ParamReader> = {};
  for (const [name, set] of Object.entries(sets)) {
    const canonical = (values: readonly string[]) => [...set.parseAll(values)].sort();
    readers[name] = { read: canonical, canonical };
  }
  return readers;
}

/** The parameters of a page, from the readers of each part of it (the header, the list…). */
export function pageQuery(
  ...parts: ReadonlyArray<Readonly<Record<string, ParamReader>>>
): PageQuery {
  const query = new Map<string, ParamReader[]>();
  for (const part of parts) {
    for (const [name, reader] of Object.entries(part)) {
      query.set(name, [...(query.get(name) ?? []), reader]);
    }
  }
  return query;
}

/** The values to keep of one parameter: the first form that every reader reads as the page does. */
function keptValues(readers: readonly ParamReader[], values: readonly string[]): readonly string[] {
  const read = readers.map((reader) => JSON.stringify(reader.read(values)));
  const readsAlike = (candidate: readonly string[]) =>
    readers.every((reader, index) => JSON.stringify(reader.read(candidate)) === read[index]);
  return readers.map((reader) => reader.canonical(values)).find(readsAlike) ?? values;
}

/** The query string of the reduced address (no `?`; empty when the page reads nothing given). */
export function reducedQuery(search: URLSearchParams, query: PageQuery): string {
  const reduced = new URLSearchParams();
  for (const name of [...query.keys()].sort()) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    for (const value of keptValues(query.get(name) ?? [], values)) reduced.append(name, value);
  }
  return reduced.toString();
}
