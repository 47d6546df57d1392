/**
 * ListStates and PagedListStates: the skeleton, the error with 重试, the empty and no-match states,
 * and the paged list with its pager.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { PagedListStates } from '@/components/list/paged-list-states';
import { Provider } from '@/components/ui/provider';
import type { AsyncDataState } from '@/lib/use-async-data';

type Page = { list: string[]; total: number; page: number };

const empty = { title: '暂无记录', description: '还没有任何记录。' };

function renderStates(
  state: AsyncDataState<Page>,
  extra: Partial<Parameters<typeof PagedListStates<Page>>[0]> = {},
) {
  const retry = vi.fn();
  render(
    <Provider>
      <PagedListStates state={{ ...state, retry }} empty={empty} {...extra}>
        {(data) => (
          <ul aria-label="记录">
            {data.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </Provider>,
  );
  return { retry };
}

describe('ListStates', () => {
  it('shows card-shaped placeholders while loading', () => {
    renderStates({ status: 'loading' });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('shows the error with 重试, which loads again', async () => {
    const user = userEvent.setup();
    const { retry } = renderStates({ status: 'error', message: '服务繁忙' });
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says the list is empty', () => {
    renderStates({ status: 'success', data: { list: [], total: 0, page: 1 } });
    expect(screen.getByRole('heading', { name: '暂无记录' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '清空筛选' })).not.toBeInTheDocument();
  });

  it('says nothing matches the filters, with 清空筛选', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderStates(
      { status: 'success', data: { list: [], total: 0, page: 1 } },
      { noMatch: { title: '没有匹配', description: '换个条件试试。', onClear } },
    );
    expect(screen.getByRole('heading', { name: '没有匹配' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('draws the list with the pager under it when paged', () => {
    const data = { list: ['甲', '乙'], total: 42, page: 2 };
    renderStates({ status: 'success', data }, { pagination: { pageSize: 20, onChange: vi.fn() } });
    expect(screen.getByRole('list', { name: '记录' })).toHaveTextContent('甲乙');
    expect(screen.getByText('共 42 条')).toBeVisible();
    expect(screen.getByRole('button', { name: /第 2 页/ })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the pager out while the total fits under its threshold', () => {
    const data = { list: ['甲'], total: 1, page: 1 };
    renderStates(
      { status: 'success', data },
      { pagination: { pageSize: 20, onChange: vi.fn(), shownAbove: 20 } },
    );
    expect(screen.getByRole('list', { name: '记录' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
