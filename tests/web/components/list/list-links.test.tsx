/**
 * The list controls as links (facets, orders, pages, the keyword box as a GET form): each is a real
 * address the browser can follow before the scripts run, and a plain click is handled in the app
 * instead, with the same change; a click meant for a new tab is left to the browser.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { FacetFilterGroup } from '@/components/list/facet-filter-group';
import { KeywordSearch } from '@/components/list/keyword-search';
import { Pagination } from '@/components/list/pagination';
import { SortBar } from '@/components/list/sort-bar';
import { Provider } from '@/components/ui/provider';

const options = [
  { value: '1', label: '无条件开放', count: 31 },
  { value: '2', label: '有条件开放', count: 12 },
];

function facets(onChange = vi.fn<(value: string) => void>(), visibleCount = 10) {
  return (
    <Provider>
      <FacetFilterGroup
        title="开放类型"
        options={options}
        value="2"
        onChange={onChange}
        hrefFor={(value) => (value === '' ? '/dataResource' : `/dataResource?openType=${value}`)}
        visibleCount={visibleCount}
      />
    </Provider>
  );
}

describe('list controls as links', () => {
  it('draws each facet option as a pressed or unpressed link to its address', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(facets(onChange));
    const group = screen.getByRole('group', { name: '开放类型' });
    const all = within(group).getByRole('button', { name: '全部', pressed: false });
    expect(all).toHaveAttribute('href', '/dataResource');
    const open = within(group).getByRole('button', { name: '无条件开放 31', pressed: false });
    expect(open).toHaveAttribute('href', '/dataResource?openType=1');
    // The chosen option leads back to 全部.
    const chosen = within(group).getByRole('button', { name: '有条件开放 12', pressed: true });
    expect(chosen).toHaveAttribute('href', '/dataResource');

    await user.click(open);
    expect(onChange).toHaveBeenLastCalledWith('1');
    await user.click(chosen);
    expect(onChange).toHaveBeenLastCalledWith('');
    chosen.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('leaves a click meant for another tab to the browser', () => {
    const onChange = vi.fn<(value: string) => void>();
    render(facets(onChange));
    const open = screen.getByRole('button', { name: '无条件开放 31' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(open, event);
    expect(onChange).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('draws 展开全部, which needs the scripts, disabled in the server markup', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(facets(vi.fn(), 1));
    expect(within(container).getByRole('button', { name: /展开全部/ })).toBeDisabled();
    // Enabled once the scripts run.
    render(facets(vi.fn(), 1));
    expect(screen.getByRole('button', { name: /展开全部/ })).toBeEnabled();
  });

  it('draws the orders as links to their addresses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: 'updated' | 'views') => void>();
    render(
      <Provider>
        <SortBar
          options={[
            { value: 'updated', label: '最近更新' },
            { value: 'views', label: '浏览最多' },
          ]}
          value="updated"
          onChange={onChange}
          hrefFor={(sort) => (sort === 'updated' ? '/dataResource' : `/dataResource?sort=${sort}`)}
        />
      </Provider>,
    );
    const views = screen.getByRole('button', { name: '浏览最多', pressed: false });
    expect(views).toHaveAttribute('href', '/dataResource?sort=views');
    await user.click(views);
    expect(onChange).toHaveBeenLastCalledWith('views');
  });

  it('draws the pages, 上一页 and 下一页 as links; the size choice waits for the scripts', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(page: number, pageSize: number) => void>();
    const pager = (
      <Provider>
        <Pagination
          page={1}
          pageSize={10}
          total={35}
          onChange={onChange}
          hrefFor={(page) => (page === 1 ? '/dynamics' : `/dynamics?page=${page}`)}
        />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(pager);
    expect(within(container).getByRole('combobox', { name: '每页条数' })).toBeDisabled();
    expect(within(container).getByRole('link', { name: '第 4 页' })).toHaveAttribute(
      'href',
      '/dynamics?page=4',
    );

    render(pager);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const next = within(nav).getByRole('link', { name: '下一页' });
    expect(next).toHaveAttribute('href', '/dynamics?page=2');
    await user.click(next);
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeEnabled();
  });

  it('makes the keyword box a GET form that keeps the list’s other parameters', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn<(keyword: string) => void>();
    render(
      <Provider>
        <KeywordSearch
          label="搜索数据资源"
          placeholder="关键词"
          submitLabel="搜索"
          keyword=""
          onSearch={onSearch}
          target={{ href: '/dataResource?openType=1&pageSize=20', name: 'keyword' }}
        />
      </Provider>,
    );
    const form = screen.getByRole('search', { name: '搜索数据资源' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dataResource');
    expect(new FormData(form as HTMLFormElement).getAll('openType')).toEqual(['1']);
    expect(new FormData(form as HTMLFormElement).getAll('pageSize')).toEqual(['20']);
    await user.type(screen.getByRole('searchbox'), ' 交通 ');
    expect(new FormData(form as HTMLFormElement).get('keyword')).toBe(' 交通 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('交通');
  });
});
