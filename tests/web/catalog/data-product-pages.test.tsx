import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { currentAddress, expectEndedAtNotFound, renderApp } from '../app/render-app';
import {
  productDetail,
  productId,
  productPage,
  resourceDetail,
  resourceId,
} from './catalog-fixtures';
import {
  envelope,
  installClient,
  metadataOf,
  onGet,
  onPost,
  startCatalogServer,
} from './catalog-server';

type Query = components['schemas']['DataProductListQuery'];

startCatalogServer();

function serveProducts(total = 28) {
  const bodies: Query[] = [];
  onPost('/web/data-product/list', async ({ request }) => {
    const body = (await request.json()) as Query;
    bodies.push(body);
    return envelope(0, '操作成功', productPage(body.page ?? 1, body.pageSize ?? 10, total));
  });
  return bodies;
}

describe('数据产品 list', () => {
  it('filters by scenario, provider and delivery form, in the URL and the request', async () => {
    installClient();
    const bodies = serveProducts();
    const user = userEvent.setup();
    const { router } = renderApp('/dataProduct');
    const list = await screen.findByRole('region', { name: '数据产品列表' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByText('接口服务')).toBeVisible();
    expect(
      within(cards[0]!).getByRole('link', { name: '产品1：企业信用画像服务' }),
    ).toHaveAttribute('href', `/dataProduct/detail?id=${productId(1)}`);

    await user.click(screen.getByRole('button', { name: '金融服务 20' }));
    await user.click(screen.getByRole('button', { name: '南京智城数据有限公司 16' }));
    await user.click(screen.getByRole('button', { name: '数据报告 14' }));
    await user.click(screen.getByRole('button', { name: '申请最多' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        scenario: '金融服务',
        provider: '南京智城数据有限公司',
        deliveryForm: 'report',
        sort: 'applications',
        page: 1,
        pageSize: 10,
      }),
    );
    const tags = screen.getByRole('group', { name: '已选条件' });
    expect(within(tags).getByText('交付形式：数据报告')).toBeVisible();
    expect(within(tags).getByText('提供单位：南京智城数据有限公司')).toBeVisible();
    await router.navigate(-1);
    await waitFor(() => expect(bodies.at(-1)).not.toHaveProperty('sort', 'applications'));
    expect(currentAddress(router)).not.toContain('sort=');
  });

  it('says 无符合条件的数据产品 when nothing matches', async () => {
    installClient();
    serveProducts(0);
    renderApp('/dataProduct?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByRole('heading', { name: '无符合条件的数据产品' })).toBeVisible();
  });

  it('shows a failure with 重试', async () => {
    installClient();
    onPost('/web/data-product/list', () => envelope(5000, '服务暂时不可用，请稍后再试'));
    renderApp('/dataProduct');
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用，请稍后再试');
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });
});

describe('数据产品详情', () => {
  it('shows the facts and links the resources it uses to their details', async () => {
    installClient();
    onGet('/web/data-product/detail', () => envelope(0, '操作成功', productDetail(3)));
    onGet('/web/data-resource/detail', () => envelope(0, '操作成功', resourceDetail(1)));
    const user = userEvent.setup();
    const { router } = renderApp(`/dataProduct/detail?id=${productId(3)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '产品3：企业信用画像服务' }),
    ).toBeVisible();
    const metadata = screen.getByRole('region', { name: '基本信息' });
    expect(metadataOf(metadata)).toMatchObject({ 交付形式: '接口服务', 浏览次数: '203 次' });
    const used = screen.getByRole('region', { name: '使用的数据资源' });
    expect(within(used).getByText('共 1 项')).toBeVisible();
    await user.click(within(used).getByRole('link', { name: '资源1：企业登记信息' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '资源1：企业登记信息' }),
    ).toBeVisible();
    expect(currentAddress(router)).toBe(`/dataResource/detail?id=${resourceId(1)}`);
  });

  it('ends at /404 for 4011, Back returning to the page before', async () => {
    const deps = installClient();
    onGet('/web/data-product/detail', () => envelope(4011, '数据产品不存在'));
    const { router } = renderApp(`/dataProduct/detail?id=${productId(404)}`, { from: '/403' });
    await expectEndedAtNotFound(router, '/403');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('ends at /404 for an id that cannot name a record', async () => {
    installClient();
    const { router } = renderApp('/dataProduct/detail?id=..%2F..%2Fetc%2Fpasswd', { from: '/403' });
    await expectEndedAtNotFound(router, '/403');
  });
});
