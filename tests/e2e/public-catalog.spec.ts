/**
 * The public catalogue against the real server and its seeded data: filters with their counts, pages
 * and page sizes in the URL, Back, details with fields and sample rows, the way from a resource to a
 * product and back, /404 for a missing id, and 申请使用 through the corporate login.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createE2eApiClient, requireData } from '../../scripts/portal/api-client';
import { visit } from '../support/e2e-routes';

const missingId = '00000000-0000-4000-8000-00000000dead';

function results(page: Page): Locator {
  return page.getByRole('region', { name: '数据资源列表' });
}

async function firstCardName(page: Page): Promise<string> {
  const link = results(page).getByRole('article').first().getByRole('link');
  return (await link.textContent()) ?? '';
}

/** The count shown on a facet option button ("交通出行 31" → 31). */
async function optionCount(option: Locator): Promise<number> {
  const text = (await option.textContent()) ?? '';
  const match = /(\d+)\s*$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`筛选项没有数量：${text}`);
  return Number(match[1]);
}

test.describe('数据资源目录', () => {
  test('按主题筛选后数量与筛选项一致；翻页、改每页条数，返回键恢复之前的条件', async ({ page }) => {
    await visit(page, '/dataResource');
    await expect(page).toHaveTitle('数据资源');
    const themes = page.getByRole('group', { name: '主题分类' });
    const theme = themes.getByRole('button', { pressed: false }).nth(1);
    const count = await optionCount(theme);
    const themeName = ((await theme.textContent()) ?? '').replace(/\s*\d+\s*$/, '');
    await theme.click();

    await expect(page).toHaveURL((url) => url.searchParams.get('theme') === themeName);
    await expect(page.getByText(`共找到 ${count} 条结果`)).toBeVisible();
    await expect(themes.getByRole('button', { name: new RegExp(`^${themeName}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('group', { name: '已选条件' })).toContainText(
      `主题分类：${themeName}`,
    );
    await expect(results(page).getByRole('article')).toHaveCount(Math.min(10, count));

    const firstOfPageOne = await firstCardName(page);
    await page.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => firstCardName(page)).not.toBe(firstOfPageOne);
    const firstOfPageTwo = await firstCardName(page);

    await page.getByRole('combobox', { name: '每页条数' }).selectOption({ label: '每页 20 条' });
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('pageSize') === '20' && !url.searchParams.has('page'),
    );
    await expect(results(page).getByRole('article')).toHaveCount(Math.min(20, count));

    await page.goBack();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('page') === '2' &&
        url.searchParams.get('theme') === themeName &&
        !url.searchParams.has('pageSize'),
    );
    await expect.poll(() => firstCardName(page)).toBe(firstOfPageTwo);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/dataResource' && url.search === '');
    await expect(page.getByRole('group', { name: '已选条件' })).toHaveCount(0);
  });

  test('打开详情：字段信息与样例数据；从关联数据产品到产品详情，再回到所用资源', async ({
    page,
  }) => {
    // A product's first resource is a resource with at least one related product.
    const api = createE2eApiClient();
    const products = requireData(
      '查询数据产品',
      await api.POST('/web/data-product/list', { body: { page: 1, pageSize: 1 } }),
    );
    const product = products.list[0];
    if (!product) throw new Error('演示数据中没有数据产品');
    const productDetail = requireData(
      '查询数据产品详情',
      await api.GET('/web/data-product/detail', { params: { query: { id: product.id } } }),
    );
    const resource = productDetail.resources[0];
    if (!resource) throw new Error(`数据产品“${product.name}”没有登记所用资源`);

    await visit(page, '/dataResource');
    const keyword = page.getByRole('searchbox', { name: '搜索数据资源', exact: true });
    await keyword.fill(resource.code);
    await keyword.press('Enter');
    await expect(page.getByText('共找到 1 条结果')).toBeVisible();
    await results(page).getByRole('link', { name: resource.name }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/dataResource/detail');
    await expect(page).toHaveTitle('数据资源详情');
    await expect(page.getByRole('heading', { level: 1, name: resource.name })).toBeVisible();
    await expect(page.getByText(`资源编码：${resource.code}`)).toBeVisible();
    const fields = page.getByRole('region', { name: '字段信息' });
    expect(await fields.getByRole('row').count()).toBeGreaterThan(5);
    const samples = page.getByRole('region', { name: '样例数据表格（可左右滚动）' });
    expect(await samples.getByRole('row').count()).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: '基本信息' })).toContainText(resource.provider);

    const related = page.getByRole('region', { name: '关联数据产品' });
    await related.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dataProduct/detail' && url.searchParams.get('id') === product.id,
    );
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const used = page.getByRole('region', { name: '使用的数据资源' });
    await used.getByRole('link', { name: resource.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: resource.name })).toBeVisible();
  });

  test('不存在或无法指向记录的编号：地址变为 /404（HTTP 404），返回键回到之前的页面', async ({
    page,
  }) => {
    await visit(page, '/dataResource');
    const response = await page.goto(`/dataResource/detail?id=${missingId}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === '/404' && url.search === '');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/dataResource');
    await expect(page).toHaveTitle('数据资源');

    for (const address of [
      `/dataProduct/detail?id=${missingId}`,
      '/dataResource/detail?id=not-a-record',
      '/dataProduct/detail?id=',
      '/dataResource/detail',
    ]) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(404);
      await expect(page).toHaveURL((url) => url.pathname === '/404' && url.search === '');
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    }
  });

  test('未登录时“申请使用”先登录（法人统一身份认证），再回到该资源的专区申请', async ({ page }) => {
    await visit(page, '/dataResource?openType=conditional');
    const card = results(page).getByRole('article').first();
    const name = (await card.getByRole('link').textContent()) ?? '';
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const applyPath = `/workspace/domain/apply?resourceId=${id}`;

    await page.getByRole('link', { name: '申请使用' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('preUrl') === applyPath,
    );
    await page.getByRole('button', { name: /法人用户登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/dev-sso/login');
    await page.getByRole('button', { name: /江苏数源科技有限公司/ }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === '/workspace/domain/apply' && url.searchParams.get('resourceId') === id,
    );
    await expect(page).toHaveTitle('专区申请');
  });
});

test.describe('数据产品目录', () => {
  test('按交付形式筛选，数量一致，打开产品详情', async ({ page }) => {
    await visit(page, '/dataProduct');
    await expect(page).toHaveTitle('数据产品');
    const forms = page.getByRole('group', { name: '交付形式' });
    const form = forms.getByRole('button', { pressed: false }).first();
    const count = await optionCount(form);
    await form.click();
    await expect(page).toHaveURL((url) => url.searchParams.has('deliveryForm'));
    await expect(page.getByText(`共找到 ${count} 条结果`)).toBeVisible();
    const card = page.getByRole('region', { name: '数据产品列表' }).getByRole('article').first();
    const name = (await card.getByRole('link').textContent()) ?? '';
    await card.getByRole('link').click();
    await expect(page).toHaveTitle('数据产品详情');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: '使用的数据资源' })).toBeVisible();
  });
});
