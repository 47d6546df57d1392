import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@openapi/schema';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { currentAddress, renderApp } from '../app/render-app';

type SearchHit = components['schemas']['SearchHit'];

const counts = { resource: 12, product: 3, article: 0 };

const searches: URLSearchParams[] = [];

function hit(kind: SearchHit['kind'], n: number): SearchHit {
  return {
    kind,
    id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: [
      { text: '城市', hit: false },
      { text: '交通', hit: true },
      { text: `运行数据${n}`, hit: false },
    ],
    snippet: [
      { text: '汇集全市', hit: false },
      { text: '交通', hit: true },
      { text: '<b>流量</b>信息', hit: false },
    ],
    updatedAt: '2026-03-01T02:00:00.000Z',
  };
}

const { server, install } = startMswApi(
  http.get(apiUrl('/web/search'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    searches.push(query);
    const kind = query.get('kind');
    const page = Number(query.get('page') ?? '1');
    const list =
      kind === 'product'
        ? [hit('product', 100)]
        : [hit('resource', page * 10 + 1), hit('article', page * 10 + 2)];
    const total = kind === 'product' ? 3 : kind === 'resource' ? 12 : 15;
    return ok({ list, total, page, pageSize: 10, counts });
  }),
);

describe('the search page', () => {
  it('shows tabs with the server’s counts and the hits with <mark> highlights, never HTML', async () => {
    searches.length = 0;
    install();
    renderApp('/search?keyword=%E4%BA%A4%E9%80%9A');
    const results = await screen.findByRole('list', { name: '搜索结果列表' });
    expect(screen.getByRole('tab', { name: '全部 15 条' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: '数据资源 12 条' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '数据产品 3 条' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '文章 0 条' })).toBeVisible();
    const first = within(results).getByRole('link', { name: '城市交通运行数据11' });
    expect(first).toHaveAttribute(
      'href',
      '/dataResource/detail?id=50000000-0000-4000-8000-000000000011',
    );
    expect(within(first).getByText('交通', { selector: 'mark' })).toBeVisible();
    expect(within(results).getAllByText('交通', { selector: 'mark' })).toHaveLength(4);
    expect(within(results).getByRole('link', { name: '城市交通运行数据12' })).toHaveAttribute(
      'href',
      '/dynamics/detail?id=50000000-0000-4000-8000-000000000012',
    );
    expect(within(results).getAllByText('<b>流量</b>信息')).toHaveLength(2);
    expect(within(results).queryByText('流量', { selector: 'b' })).not.toBeInTheDocument();
    expect(within(results).getAllByText('数据资源')).toHaveLength(1);
    expect(within(results).getAllByText('文章')).toHaveLength(1);
    expect(searches[0]?.get('keyword')).toBe('交通');
    expect(searches[0]?.has('kind')).toBe(false);
    expect(screen.getByRole('searchbox', { name: '站内搜索' })).toHaveValue('交通');
  });

  it('keeps the kind and the page in the URL', async () => {
    searches.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/search?keyword=%E4%BA%A4%E9%80%9A');
    await screen.findByRole('list', { name: '搜索结果列表' });
    await user.click(screen.getByRole('link', { name: '第 2 页' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/search?keyword=%E4%BA%A4%E9%80%9A&page=2'),
    );
    expect(await screen.findByRole('link', { name: '城市交通运行数据21' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '数据产品 3 条' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe('/search?keyword=%E4%BA%A4%E9%80%9A&kind=product'),
    );
    expect(await screen.findByRole('link', { name: '城市交通运行数据100' })).toHaveAttribute(
      'href',
      '/dataProduct/detail?id=50000000-0000-4000-8000-000000000100',
    );
    expect(searches.at(-1)?.get('kind')).toBe('product');
  });

  it('searches again from its own search box', async () => {
    searches.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/search?keyword=%E4%BA%A4%E9%80%9A&kind=product');
    await screen.findByRole('list', { name: '搜索结果列表' });
    const box = screen.getByRole('searchbox', { name: '站内搜索' });
    await user.clear(box);
    await user.type(box, '医疗{Enter}');
    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/search?keyword=${encodeURIComponent('医疗')}`),
    );
    await waitFor(() => expect(searches.at(-1)?.get('keyword')).toBe('医疗'));
  });

  it('asks for a keyword when there is none, without searching', async () => {
    searches.length = 0;
    install();
    renderApp('/search');
    expect(await screen.findByRole('heading', { name: '请输入搜索关键词' })).toBeVisible();
    expect(screen.getByRole('link', { name: '交通' })).toHaveAttribute(
      'href',
      `/search?keyword=${encodeURIComponent('交通')}`,
    );
    expect(searches).toHaveLength(0);
  });

  it('says nothing was found and suggests ways onward', async () => {
    server.use(
      http.get(apiUrl('/web/search'), () =>
        ok({
          list: [],
          total: 0,
          page: 1,
          pageSize: 10,
          counts: { resource: 0, product: 0, article: 0 },
        }),
      ),
    );
    install();
    renderApp('/search?keyword=zzzz');
    expect(await screen.findByRole('heading', { name: '未找到与“zzzz”相关的内容' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '数据资源' })).toHaveAttribute(
      'href',
      '/dataResource',
    );
    expect(within(main).getByRole('link', { name: '医疗' })).toBeVisible();
  });

  it('offers all results when the chosen kind has none', async () => {
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/search?keyword=%E4%BA%A4%E9%80%9A&kind=article');
    server.use(
      http.get(apiUrl('/web/search'), () =>
        ok({ list: [], total: 0, page: 1, pageSize: 10, counts }),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: '在“文章”中未找到与“交通”相关的内容' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '查看全部结果' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/search?keyword=%E4%BA%A4%E9%80%9A'));
  });

  it('shows a failed search with 重试 and searches again', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/web/search'), () =>
        failing
          ? fail(5000, '搜索服务暂时不可用')
          : ok({ list: [hit('resource', 1)], total: 1, page: 1, pageSize: 10, counts }),
      ),
    );
    install();
    const user = userEvent.setup();
    renderApp('/search?keyword=%E4%BA%A4%E9%80%9A');
    expect(await screen.findByText('搜索服务暂时不可用')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '城市交通运行数据1' })).toBeVisible();
  });
});
