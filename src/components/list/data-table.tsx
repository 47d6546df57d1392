/**
 * A table described by its columns: each column gives its header and how a row fills its cell. It
 * draws the portal's list table — a white bordered frame that scrolls sideways on narrow screens, a
 * grey header row — and names the table for screen readers, by a hidden caption or an aria-label.
 */
import { Table } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export type DataColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** e.g. `{ whiteSpace: 'nowrap' }`, `{ minWidth: '200px' }`, `{ textAlign: 'end' }`. */
  headerProps?: Table.ColumnHeaderProps;
  cellProps?: Table.CellProps | ((row: Row) => Table.CellProps);
};

/** Row props, with `data-*` attributes that styles or tests may read. */
type RowProps = Table.RowProps & { [attribute: `data-${string}`]: string | number | boolean };

type DataTableProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Per-row props, e.g. a dimmed colour for disabled rows. */
  rowProps?: (row: Row) => RowProps;
  /** The table's name, as a caption only screen readers read. */
  caption?: string;
  /** The table's name as an aria-label instead of a caption. */
  label?: string;
  size?: 'sm' | 'md';
  /** Rows highlight under the pointer. */
  interactive?: boolean;
  /** Overrides of the frame, e.g. a lighter border inside a panel. */
  frameProps?: Table.ScrollAreaProps;
  headerRowProps?: Table.RowProps;
};

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  label,
  size,
  interactive,
  frameProps,
  headerRowProps,
}: DataTableProps<Row>) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      bg="white"
      {...frameProps}
    >
      <Table.Root size={size} interactive={interactive} aria-label={label}>
        {caption === undefined ? null : <Table.Caption srOnly>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row bg="gray.50" {...headerRowProps}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} {...column.headerProps}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.key}
                  {...(typeof column.cellProps === 'function'
                    ? column.cellProps(row)
                    : column.cellProps)}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
