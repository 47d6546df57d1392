/**
 * Text typed into a server-drawn search box before the scripts ran is kept when the page is taken
 * over, and it is what the search then looks for: the site search (SearchForm) opens the results for
 * it, a list's keyword box (KeywordSearch) reports it.
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { SearchForm } from '@/components/layout/search-form';
import { KeywordSearch } from '@/components/list/keyword-search';
import { Provider } from '@/components/ui/provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | null = null;
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/**
 * Draws `view` as the server would, types `text` into its box as a visitor would before the scripts
 * run, then takes the markup over with `takeOver` (the same view, in the browser).
 */
function typeThenTakeOver(view: ReactNode, takeOver: ReactNode, text: string): HTMLElement {
  const page = document.createElement('div');
  container = page;
  page.innerHTML = renderToString(view);
  document.body.append(page);
  within(page).getByRole<HTMLInputElement>('searchbox').value = text;
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(page, takeOver, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return page;
}

describe('search boxes typed into before the scripts ran', () => {
  it('the site search keeps the text and opens the results for it', () => {
    const routes = [
      {
        path: '/home',
        element: (
          <SearchForm label="搜索全站" placeholder="输入关键词" submitLabel="搜索" size="large" />
        ),
      },
      { path: '/search', element: <p>搜索结果</p> },
    ];
    const drawn = (router: ReturnType<typeof createMemoryRouter>) => (
      <Provider>
        <RouterProvider router={router} />
      </Provider>
    );
    // One router for the server's markup and another, alike, for the browser's.
    const browserRouter = createMemoryRouter(routes, { initialEntries: ['/home'] });
    const page = typeThenTakeOver(
      drawn(createMemoryRouter(routes, { initialEntries: ['/home'] })),
      drawn(browserRouter),
      ' 交通 ',
    );
    expect(within(page).getByRole('searchbox')).toHaveValue(' 交通 ');

    fireEvent.click(within(page).getByRole('button', { name: '搜索' }));
    expect(browserRouter.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(browserRouter.state.location.search).get('keyword')).toBe('交通');
  });

  it("a list's keyword box keeps the text and reports it", () => {
    const onSearch = vi.fn<(keyword: string) => void>();
    const box = (
      <Provider>
        <KeywordSearch
          label="搜索数据资源"
          placeholder="输入资源名称"
          submitLabel="搜索"
          keyword=""
          onSearch={onSearch}
          target={{ href: '/dataResource', name: 'keyword' }}
        />
      </Provider>
    );
    const page = typeThenTakeOver(box, box, '医疗');
    expect(within(page).getByRole('searchbox')).toHaveValue('医疗');
    fireEvent.click(within(page).getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('医疗');
  });
});
