import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@openapi/schema';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { currentAddress, renderApp } from '../app/render-app';
import { articlePage, sampleArticle } from './content-samples';

type ArticleListQuery = components['schemas']['ArticleListQuery'];

const queries: ArticleListQuery[] = [];

const { server, install } = startMswApi(
  http.post(apiUrl('/web/article/list'), async ({ request }) => {
    const query = (await request.json()) as ArticleListQuery;
    queries.push(query);
    const page = query.page ?? 1;
    const list = [1, 2, 3].map((n) =>
      sampleArticle(n + (page - 1) * 10, {
        category: query.category ?? 'operation',
        title: `${query.category ?? 'operation'}-第${page}页-${n}`,
      }),
    );
    return ok(articlePage(list, 25, page, query.pageSize ?? 10));
  }),
);

function lastQuery(): ArticleListQuery {
  const query = queries.at(-1);
  if (query === undefined) throw new Error('No list request was sent.');
  return query;
}

describe('the article lists', () => {
  it('show 运营动态 with title, summary, source and date, linking to the detail', async () => {
    queries.length = 0;
    install();
    renderApp('/dynamics');
    const list = await screen.findByRole('list', { name: '运营动态列表' });
    const first = within(list).getByRole('link', { name: 'operation-第1页-1' });
    expect(first).toHaveAttribute(
      'href',
      '/dynamics/detail?id=00000000-0000-4000-8000-000000000001',
    );
    expect(
      within(list).getByText('第1篇摘要：会议部署了下一阶段公共数据授权运营重点任务。'),
    ).toBeVisible();
    expect(within(list).getAllByText('来源：江苏省数据局')).toHaveLength(3);
    expect(within(list).getByText('发布日期：2026-03-11')).toBeVisible();
    expect(lastQuery()).toEqual({ category: 'operation', keyword: '', page: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeVisible();
  });

  it('put 通知公告 in a tab of /dynamics, kept in the URL', async () => {
    queries.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/dynamics');
    await screen.findByRole('list', { name: '运营动态列表' });
    await user.click(screen.getByRole('tab', { name: '通知公告' }));
    expect(await screen.findByRole('list', { name: '通知公告列表' })).toBeVisible();
    expect(currentAddress(router)).toBe('/dynamics?category=notice');
    expect(lastQuery().category).toBe('notice');
  });

  it('filter 政策动态 by keyword and date range, in Beijing time, and page through', async () => {
    queries.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/policy');
    await screen.findByRole('list', { name: '政策动态列表' });
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '数据要素');
    await user.type(screen.getByLabelText('发布日期起'), '2026-01-01');
    await user.type(screen.getByLabelText('发布日期止'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(currentAddress(router)).toBe(
        `/policy?keyword=${encodeURIComponent('数据要素')}&dateFrom=2026-01-01&dateTo=2026-03-31`,
      ),
    );
    await screen.findByRole('list', { name: '政策动态列表' });
    expect(lastQuery()).toEqual({
      category: 'policy',
      keyword: '数据要素',
      dateFrom: '2025-12-31T16:00:00.000Z',
      dateTo: '2026-03-31T15:59:59.999Z',
      page: 1,
      pageSize: 10,
    });
    await user.click(screen.getByRole('link', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: 'policy-第2页-1' })).toBeVisible();
    expect(currentAddress(router)).toContain('page=2');
    expect(lastQuery().page).toBe(2);
  });

  it('refuse a start date after the end date with a clear message', async () => {
    queries.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/policy');
    await screen.findByRole('list', { name: '政策动态列表' });
    const sent = queries.length;
    await user.type(screen.getByLabelText('发布日期起'), '2026-03-01');
    await user.type(screen.getByLabelText('发布日期止'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期，请重新选择。')).toBeVisible();
    expect(currentAddress(router)).toBe('/policy');
    expect(queries).toHaveLength(sent);
  });

  it('read the filters from a shared link and clear them with 重置', async () => {
    queries.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/dynamics?category=notice&keyword=%E4%B8%93%E5%8C%BA&dateFrom=2026-02-01',
    );
    await screen.findByRole('list', { name: '通知公告列表' });
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('专区');
    expect(screen.getByLabelText('发布日期起')).toHaveValue('2026-02-01');
    expect(lastQuery()).toMatchObject({ category: 'notice', keyword: '专区' });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/dynamics?category=notice'));
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
  });

  it('say so when nothing matches, offering to clear the filters', async () => {
    server.use(http.post(apiUrl('/web/article/list'), () => ok(articlePage([], 0))));
    install();
    renderApp('/policy?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByText('暂无符合条件的文章')).toBeVisible();
    expect(screen.getByRole('button', { name: '清除筛选条件' })).toBeVisible();
  });

  it('show the error with 重试 and load again', async () => {
    let failing = true;
    server.use(
      http.post(apiUrl('/web/article/list'), () =>
        failing ? fail(5000, '文章服务暂时不可用') : ok(articlePage([sampleArticle(1)], 1)),
      ),
    );
    install();
    const user = userEvent.setup();
    renderApp('/dynamics');
    expect(await screen.findByText('文章服务暂时不可用')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '运营动态列表' })).toBeVisible();
  });
});
