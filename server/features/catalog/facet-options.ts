/**
 * Facet counts of a catalogue list: for every option of every filter, the number of results that match
 * all the OTHER filters (and the keyword), so choosing the option would give that many results.
 * They come from the list's combinations: the rows matching the keyword counted per combination of
 * filter values, one database pass (a few thousand combinations for 100 000 resources). Every choice
 * of filters is answered from the same combinations, so they are read once per keyword and catalogue
 * version and shared by all requests, whatever filters those choose.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

export interface FacetOption {
  readonly value: string;
  readonly count: number;
}

/** One exact-value filter of a list: its column and the value asked for (undefined: no filter). */
export interface FacetFilter {
  readonly column: PgColumn;
  readonly selected: string | undefined;
}

export interface FacetCounts {
  /** Options per filter, in the order of the filters given. */
  readonly options: readonly FacetOption[][];
  /** Rows matching the keyword and every filter. */
  readonly total: number;
}

/** Every filter's condition as one condition (undefined: no filter chosen). */
export function filterConditions(filters: readonly FacetFilter[]): SQL | undefined {
  return and(
    ...filters.flatMap((filter) =>
      filter.selected === undefined ? [] : [eq(filter.column, filter.selected)],
    ),
  );
}

/** The rows matching a keyword, counted per combination of the filters' values. */
export interface FacetCombinations {
  /** Per combination, its value of each filter (as an index into `values`), then its row count. */
  readonly combinations: readonly (readonly number[])[];
  /** Per filter, the values found, in Chinese (pinyin) order: the order options of equal count take. */
  readonly values: readonly (readonly string[])[];
}

const chineseOrder = new Intl.Collator('zh-CN');

export async function readFacetCombinations(
  db: Database,
  table: PgTable,
  columns: readonly PgColumn[],
  keywordCondition: SQL | undefined,
): Promise<FacetCombinations> {
  const fields: Record<string, SQL | PgColumn> = { count: sql<number>`count(*)`.mapWith(Number) };
  columns.forEach((column, index) => {
    fields[`value${index}`] = column;
  });
  const rows = (await db
    .select(fields)
    .from(table)
    .where(keywordCondition)
    .groupBy(...columns)) as Record<string, unknown>[];

  const values = columns.map((_, index) =>
    [...new Set(rows.map((row) => String(row[`value${index}`])))].sort(chineseOrder.compare),
  );
  const positions = values.map((found) => new Map(found.map((value, index) => [value, index])));
  const combinations = rows.map((row) => [
    ...columns.map((_, index) => positions[index]?.get(String(row[`value${index}`])) ?? -1),
    Number(row.count),
  ]);
  return { combinations, values };
}

/**
 * The options of every filter and the total for the values chosen (`selected`, per filter; undefined:
 * no filter). Every value the keyword's rows carry is listed, with 0 when the other filters leave none
 * of its rows; a chosen value no row carries is listed too, with 0, so the page can show it as chosen.
 * Most results first, equal counts in Chinese (pinyin) order of the value.
 */
export function facetCounts(
  { combinations, values }: FacetCombinations,
  selected: readonly (string | undefined)[],
): FacetCounts {
  const wanted = values.map((found, index) => {
    const value = selected[index];
    return value === undefined ? null : found.indexOf(value);
  });
  const counts = values.map((found) => new Array<number>(found.length).fill(0));
  let total = 0;
  for (const combination of combinations) {
    const count = combination[values.length] ?? 0;
    // The filters this combination fails: it counts for an option only if it fails none but that one.
    let failing = 0;
    let failed = -1;
    wanted.forEach((position, index) => {
      if (position !== null && combination[index] !== position) {
        failing += 1;
        failed = index;
      }
    });
    if (failing === 0) {
      total += count;
      counts.forEach((perValue, index) => {
        const position = combination[index] ?? -1;
        perValue[position] = (perValue[position] ?? 0) + count;
      });
    } else if (failing === 1) {
      const perValue = counts[failed] ?? [];
      const position = combination[failed] ?? -1;
      perValue[position] = (perValue[position] ?? 0) + count;
    }
  }

  const options = values.map((found, index) => {
    const perValue = counts[index] ?? [];
    const listed = found.map((value, position) => ({
      value,
      count: perValue[position] ?? 0,
      position,
    }));
    const value = selected[index];
    if (value !== undefined && wanted[index] === -1) {
      // Not among the keyword's rows: placed among the zeros by its Chinese order.
      const position = found.filter((other) => chineseOrder.compare(other, value) < 0).length - 0.5;
      listed.push({ value, count: 0, position });
    }
    return listed
      .sort((left, right) => right.count - left.count || left.position - right.position)
      .map(({ value: optionValue, count }) => ({ value: optionValue, count }));
  });
  return { options, total };
}
