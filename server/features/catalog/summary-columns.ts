/** The columns of a catalogue table that its lists show, picked by name in the order they are listed. */
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
