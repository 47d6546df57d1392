import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ListSearchParams,
} from '@/components/list/use-list-search-params';

const codecs = {
  keyword: textParam(50),
  theme: textParam(),
  sort: enumParam(['updated', 'views', 'applications'], 'updated'),
};

type Filters = { keyword: string; theme: string; sort: 'updated' | 'views' | 'applications' };

function renderHookAt(path: string) {
  const latest: { current: ListSearchParams<Filters> | null } = { current: null };
  function Probe() {
    latest.current = useListSearchParams(codecs);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  const hook = () => {
    if (latest.current === null) throw new Error('not rendered');
    return latest.current;
  };
  const address = () => router.state.location.pathname + router.state.location.search;
  return { hook, router, address };
}

describe('useListSearchParams', () => {
  it('reads typed state from the query, with defaults for missing and invalid values', () => {
    const { hook } = renderHookAt(
      '/list?keyword=%E4%BA%A4%E9%80%9A&sort=oldest&page=3&pageSize=33',
    );
    expect(hook().state).toEqual({
      keyword: '交通',
      theme: '',
      sort: 'updated',
      page: 3,
      pageSize: 10,
    });
  });

  it('treats a page that is not a positive number as page 1', () => {
    const { hook } = renderHookAt('/list?page=-2&pageSize=50');
    expect(hook().state.page).toBe(1);
    expect(hook().state.pageSize).toBe(50);
  });

  it('writes a filter, returns to page 1 and leaves defaults out of the URL', () => {
    const { hook, address } = renderHookAt('/list?page=4&pageSize=20&sort=views');
    act(() => hook().setFilters({ theme: '交通出行', sort: 'updated' }));
    expect(address()).toBe(`/list?pageSize=20&theme=${encodeURIComponent('交通出行')}`);
    expect(hook().state).toMatchObject({ theme: '交通出行', sort: 'updated', page: 1 });
  });

  it('pushes history, so Back restores the previous filters', async () => {
    const { hook, router, address } = renderHookAt('/list?theme=a');
    act(() => hook().setFilters({ theme: 'b' }));
    act(() => hook().setPage(2));
    expect(address()).toBe('/list?theme=b&page=2');
    await act(() => router.navigate(-1));
    expect(hook().state).toMatchObject({ theme: 'b', page: 1 });
    await act(() => router.navigate(-1));
    expect(hook().state).toMatchObject({ theme: 'a', page: 1 });
  });

  it('starts again at page 1 when the page size changes', () => {
    const { hook, address } = renderHookAt('/list?page=5');
    act(() => hook().setPage(5, 50));
    expect(address()).toBe('/list?pageSize=50');
  });

  it('clears every filter but keeps the page size and unrelated parameters', () => {
    const { hook, address } = renderHookAt('/list?from=home&keyword=x&theme=y&page=2&pageSize=20');
    act(() => hook().clearFilters());
    expect(address()).toBe('/list?from=home&pageSize=20');
  });

  it('gives, for the links that make them, the addresses each change leads to', () => {
    const { hook, address } = renderHookAt('/list?theme=y&page=3&pageSize=20');
    const { hrefs } = hook();
    const theme = encodeURIComponent('交通出行');
    expect(hrefs.filters({ theme: '交通出行' })).toBe(`/list?theme=${theme}&pageSize=20`);
    expect(hrefs.filters({ theme: '' })).toBe('/list?pageSize=20');
    expect(hrefs.page(4)).toBe('/list?theme=y&page=4&pageSize=20');
    expect(hrefs.page(1)).toBe('/list?theme=y&pageSize=20');
    expect(hrefs.page(3, 50)).toBe('/list?theme=y&pageSize=50');
    expect(hrefs.clear()).toBe('/list?pageSize=20');

    // Each is exactly where the change itself goes.
    act(() => hook().setFilters({ theme: '交通出行' }));
    expect(address()).toBe(hrefs.filters({ theme: '交通出行' }));
  });

  it('leaves parameters the list does not read out of its links', () => {
    const { hook } = renderHookAt('/list?utm_source=wechat&theme=y');
    expect(hook().hrefs.page(2)).toBe('/list?theme=y&page=2');
    expect(hook().hrefs.clear()).toBe('/list');
  });
});
