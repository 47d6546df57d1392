/** DataTable: a named table whose columns give the headers and fill each row's cells. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { Provider } from '@/components/ui/provider';

type Fruit = { id: string; name: string; count: number };

const columns: DataColumn<Fruit>[] = [
  { key: 'name', header: '名称', cell: (fruit) => fruit.name },
  {
    key: 'count',
    header: '数量',
    headerProps: { textAlign: 'end' },
    cellProps: (fruit) => ({ textAlign: 'end', color: fruit.count === 0 ? 'gray.500' : undefined }),
    cell: (fruit) => `${fruit.count} 个`,
  },
];

const fruits: Fruit[] = [
  { id: 'a', name: '苹果', count: 3 },
  { id: 'b', name: '梨', count: 0 },
];

describe('DataTable', () => {
  it('names the table by its hidden caption and draws a header row and a row per item', () => {
    render(
      <Provider>
        <DataTable
          caption="水果列表"
          columns={columns}
          rows={fruits}
          rowKey={(fruit) => fruit.id}
        />
      </Provider>,
    );
    const table = screen.getByRole('table', { name: '水果列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['名称', '数量']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['苹果', '3 个'],
      ['梨', '0 个'],
    ]);
  });

  it('can be named by an aria-label instead of a caption', () => {
    render(
      <Provider>
        <DataTable label="库存" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />
      </Provider>,
    );
    expect(screen.getByRole('table', { name: '库存' })).toHaveAttribute('aria-label', '库存');
  });
});
