import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { Pagination } from '@/components/list/pagination';
import { Provider } from '@/components/ui/provider';

function renderPagination(props: { page: number; pageSize: number; total: number }) {
  const onChange = vi.fn<(page: number, pageSize: number) => void>();
  const { container } = render(
    <Provider>
      <Pagination {...props} onChange={onChange} />
    </Provider>,
  );
  expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  return { onChange, nav: container };
}

describe('Pagination', () => {
  it('shows the total and marks the current page', () => {
    const { nav } = renderPagination({ page: 3, pageSize: 10, total: 95 });
    expect(within(nav).getByText('共 95 条')).toBeVisible();
    expect(within(nav).getByRole('button', { name: /第 3 页/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: /第 10 页/ })).toBeInTheDocument();
  });

  it('reports the next, previous and a chosen page with the current size', async () => {
    const user = userEvent.setup();
    const { nav, onChange } = renderPagination({ page: 2, pageSize: 20, total: 95 });
    await user.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    await user.click(within(nav).getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    await user.click(within(nav).getByRole('button', { name: /第 5 页/ }));
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
  });

  it('offers 10, 20 and 50 per page and starts again at page 1 on a new size', async () => {
    const user = userEvent.setup();
    const { nav, onChange } = renderPagination({ page: 4, pageSize: 10, total: 95 });
    const select = within(nav).getByRole('combobox', { name: '每页条数' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['每页 10 条', '每页 20 条', '每页 50 条']);
    await user.selectOptions(select, '每页 50 条');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const { nav } = renderPagination({ page: 1, pageSize: 50, total: 30 });
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});
