import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { currentAddress, renderApp } from '../app/render-app';
import { resourcePage } from './catalog-fixtures';
import { envelope, installClient, onPost, startCatalogServer } from './catalog-server';

type Query = components['schemas']['DataResourceListQuery'];

startCatalogServer();

/** Answers the list with `total` resources and records every request body. */
function serveResources(total = 68) {
  const bodies: Query[] = [];
  onPost('/web/data-resource/list', async ({ request }) => {
    const body = (await request.json()) as Query;
    bodies.push(body);
    return envelope(0, '操作成功', resourcePage(body.page ?? 1, body.pageSize ?? 10, total));
  });
  return bodies;
}

async function resultCards() {
  const list = await screen.findByRole('region', { name: '数据资源列表' });
  return within(list).findAllByRole('article');
}

describe('数据资源 list', () => {
  it('shows skeletons, then cards with their facts, and the facet counts', async () => {
    installClient();
    const bodies = serveResources();
    renderApp('/dataResource');
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    const cards = await resultCards();
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: '资源1：企业登记信息' })).toHaveAttribute(
      'href',
      '/dataResource/detail?id=00000000-0000-4000-8000-000000000001',
    );
    expect(within(first).getByText('无条件开放')).toBeVisible();
    expect(within(first).getByText('江苏省市场监督管理局')).toBeVisible();
    expect(within(first).getByText('数据量 12,346 条')).toBeInTheDocument();
    expect(within(first).getByText('2026-03-01')).toBeInTheDocument();
    expect(screen.getByText('68', { selector: 'strong' })).toBeVisible();
    const themes = screen.getByRole('group', { name: '主题分类' });
    expect(within(themes).getByRole('button', { name: '交通出行 17' })).toBeVisible();
    expect(bodies[0]).toEqual({ sort: 'updated', page: 1, pageSize: 10 });
  });

  it('puts the province first and the cities after it in 所属区域', async () => {
    installClient();
    serveResources();
    renderApp('/dataResource');
    await resultCards();
    const regions = screen.getByRole('group', { name: '所属区域' });
    expect(
      within(regions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['全部', '江苏省 40', '南京市 12', '苏州市 16']);
  });

  it('sends the chosen filters, keeps them in the URL and shows them as removable tags', async () => {
    installClient();
    const bodies = serveResources();
    const user = userEvent.setup();
    const { router } = renderApp('/dataResource');
    await resultCards();

    await user.click(screen.getByRole('button', { name: '交通出行 17' }));
    await user.click(
      within(screen.getByRole('group', { name: '开放类型' })).getByRole('button', {
        name: '有条件开放 38',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: '搜索数据资源' }), '登记{Enter}');
    await user.click(screen.getByRole('button', { name: '浏览最多' }));

    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        keyword: '登记',
        theme: '交通出行',
        openType: 'conditional',
        sort: 'views',
        page: 1,
        pageSize: 10,
      }),
    );
    const address = new URL(currentAddress(router), 'http://portal');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      theme: '交通出行',
      openType: 'conditional',
      keyword: '登记',
      sort: 'views',
    });
    const tags = screen.getByRole('group', { name: '已选条件' });
    expect(within(tags).getByText('主题分类：交通出行')).toBeVisible();
    expect(within(tags).getByText('开放类型：有条件开放')).toBeVisible();
    expect(within(tags).getByText('关键词：登记')).toBeVisible();

    await user.click(
      within(tags).getByRole('button', { name: '移除筛选条件：主题分类：交通出行' }),
    );
    await waitFor(() => expect(bodies.at(-1)).not.toHaveProperty('theme'));
    await user.click(within(tags).getByRole('button', { name: '清空筛选' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'updated', page: 1, pageSize: 10 }));
    expect(screen.queryByRole('group', { name: '已选条件' })).not.toBeInTheDocument();
  });

  it('reads its state from a shared link and restores the previous filters on Back', async () => {
    installClient();
    const bodies = serveResources();
    const user = userEvent.setup();
    const { router } = renderApp('/dataResource?region=%E5%8D%97%E4%BA%AC%E5%B8%82&page=2');
    await resultCards();
    expect(bodies[0]).toEqual({ region: '南京市', sort: 'updated', page: 2, pageSize: 10 });
    expect(screen.getByRole('button', { name: '南京市 12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: '经济建设 42' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ region: '南京市', theme: '经济建设', page: 1 }),
    );
    await router.navigate(-1);
    await screen.findByRole('button', { name: '经济建设 42', pressed: false });
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ region: '南京市', sort: 'updated', page: 2, pageSize: 10 }),
    );
  });

  it('pages and changes the page size', async () => {
    installClient();
    const bodies = serveResources(68);
    const user = userEvent.setup();
    const { router } = renderApp('/dataResource');
    await resultCards();
    const pager = screen.getByRole('navigation', { name: '分页' });
    // A link to the next page's address, followed in the app.
    const next = within(pager).getByRole('link', { name: '下一页' });
    expect(next).toHaveAttribute('href', '/dataResource?page=2');
    await user.click(next);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 2, pageSize: 10 }));
    expect(await screen.findByRole('link', { name: '资源11：企业登记信息' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '每页 50 条');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, pageSize: 50 }));
    expect(await resultCards()).toHaveLength(50);
    expect(currentAddress(router)).toBe('/dataResource?pageSize=50');
  });

  it('says 无符合条件的数据资源 with a way to clear the filters', async () => {
    installClient();
    const bodies = serveResources(0);
    const user = userEvent.setup();
    renderApp('/dataResource?theme=%E4%BA%A4%E9%80%9A%E5%87%BA%E8%A1%8C');
    expect(await screen.findByRole('heading', { name: '无符合条件的数据资源' })).toBeVisible();
    // 清空筛选 both in the tags above and in the empty state; the empty state's comes last.
    const clearButtons = screen.getAllByRole('button', { name: '清空筛选' });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons.at(-1)!);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'updated', page: 1, pageSize: 10 }));
  });

  it('shows a failure with 重试 and loads again on 重试', async () => {
    const deps = installClient();
    let failing = true;
    onPost('/web/data-resource/list', () =>
      failing
        ? envelope(5000, '服务暂时不可用，请稍后再试')
        : envelope(0, '操作成功', resourcePage(1, 10, 3)),
    );
    const user = userEvent.setup();
    renderApp('/dataResource');
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用，请稍后再试');
    // The page says it once; no toast repeats it.
    expect(deps.notifyError).not.toHaveBeenCalled();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await resultCards()).toHaveLength(3);
  });
});
