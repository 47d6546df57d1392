/**
 * Facet counts of a catalogue list: for every option of every filter, the number of results that match
 * all the OTHER filters (and the keyword), so choosing the option would give that many results.
 * One database pass computes them all: the rows matching the keyword are grouped by each filter column
 * on its own (GROUPING SETS), and each group counts, with `FILTER`, the rows meeting every other
 * filter. The total of the list comes out of the same pass.
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

function conditionOf(filter: FacetFilter): SQL | null {
  return filter.selected === undefined ? null : eq(filter.column, filter.selected);
}

/** Every filter's condition but the one at `skip` (null: none), as one condition. */
export function conditionsExcept(
  filters: readonly FacetFilter[],
  skip: number | null,
): SQL | undefined {
  const conditions = filters.flatMap((filter, index) => {
    const condition = index === skip ? null : conditionOf(filter);
    return condition === null ? [] : [condition];
  });
  return and(...conditions);
}

const chineseOrder = new Intl.Collator('zh-CN');

/** Most results first; equal counts in Chinese (pinyin) order of the value. */
function sortOptions(options: FacetOption[]): FacetOption[] {
  return options.sort(
    (left, right) => right.count - left.count || chineseOrder.compare(left.value, right.value),
  );
}

const asNumber = (value: unknown): number => Number(value);

export async function countFacets(
  db: Database,
  table: PgTable,
  filters: readonly FacetFilter[],
  keywordCondition: SQL | undefined,
): Promise<FacetCounts> {
  const fields: Record<string, SQL | PgColumn> = {};
  filters.forEach((filter, index) => {
    const others = conditionsExcept(filters, index) ?? sql`true`;
    fields[`value${index}`] = filter.column;
    fields[`grouping${index}`] = sql`grouping(${filter.column})`.mapWith(asNumber);
    fields[`count${index}`] = sql`count(*) filter (where ${others})`.mapWith(asNumber);
  });
  const groupingSets = sql.join(
    filters.map((filter) => sql`(${filter.column})`),
    sql`, `,
  );
  const rows = (await db
    .select(fields)
    .from(table)
    .where(keywordCondition)
    .groupBy(sql`grouping sets (${groupingSets})`)) as Record<string, unknown>[];

  const options = filters.map((filter, index) => {
    const found: FacetOption[] = rows
      .filter((row) => row[`grouping${index}`] === 0)
      .map((row) => ({ value: String(row[`value${index}`]), count: Number(row[`count${index}`]) }));
    // A chosen value stays listed (with 0) when no row carries it, so the page can show it as chosen.
    if (
      filter.selected !== undefined &&
      !found.some((option) => option.value === filter.selected)
    ) {
      found.push({ value: filter.selected, count: 0 });
    }
    return sortOptions(found);
  });

  const [first] = filters;
  const total =
    first === undefined
      ? 0
      : (options[0] ?? [])
          .filter((option) => first.selected === undefined || option.value === first.selected)
          .reduce((sum, option) => sum + option.count, 0);
  return { options, total };
}
