/**
 * The columns of a catalogue table that its lists show, picked by name in the order they are listed,
 * and a row of them in its contract form.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function summaryColumns<
  Table extends PgTable,
  const Name extends keyof Table['_']['columns'] & string,
>(table: Table, names: readonly Name[]): Pick<Table['_']['columns'], Name> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    Table['_']['columns'],
    Name
  >;
}

export type Summary<Row> = Omit<Row, 'updatedAt'> & { updatedAt: string };

/** The row with its update time as the contract's date-time text. */
export function toSummary<Row extends { updatedAt: Date }>(row: Row): Summary<Row> {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
