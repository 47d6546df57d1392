/**
 * The public content pages against the real server and its seeded content: the home page's figures
 * are the server's, articles open and lead to their neighbours, the policy list filters by date,
 * 专区合集 lists the domains with their requirements, the search shows the server's counts with the
 * matches marked, and a missing article ends at /404.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeLabels } from '@/config/routes';
import { createE2eApiClient, requireData, timestamp } from '../../scripts/portal/api-client';
import { watchPageProblems } from '../support/e2e-page-problems';
import { visit } from '../support/e2e-routes';

const api = createE2eApiClient();

const countFormat = new Intl.NumberFormat('zh-CN');

/** The calendar date of an instant in Beijing time, as a date input holds it. */
function beijingDate(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function figure(page: Page, key: string) {
  return page.locator(`[data-figure="${key}"]`);
}

test('首页显示服务端计算的关键数字', async ({ page }) => {
  const problems = watchPageProblems(page);
  const statistics = requireData(
    '查询首页统计',
    await api.GET('/web/home/statistics', { params: { query: { t: timestamp() } } }),
  );
  await visit(page, '/home');
  const figures = page.getByRole('region', { name: '平台数据概览' });
  await expect(figures).toBeVisible();
  await expect(figure(page, 'resources')).toHaveText(countFormat.format(statistics.resourceCount));
  await expect(figure(page, 'products')).toHaveText(countFormat.format(statistics.productCount));
  await expect(figure(page, 'providers')).toHaveText(countFormat.format(statistics.providerCount));
  await expect(figure(page, 'applications')).toHaveText(
    countFormat.format(statistics.applicationCount),
  );
  if (statistics.approvalRate === null) {
    await expect(figure(page, 'approvalRate')).toHaveText('—');
    await expect(figures.getByText('尚无办结申请').first()).toBeVisible();
  } else {
    await expect(figure(page, 'approvalRate')).toContainText('%');
  }
  if (statistics.medianReviewHours === null) {
    await expect(figure(page, 'medianReview')).toHaveText('—');
  }
  await expect(
    page.getByRole('region', { name: '精选数据资源' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: '政策动态' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: '数据专区' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await problems.settled()).toEqual([]);
});

test('打开运营动态详情，前往下一篇再回到上一篇', async ({ page }) => {
  const { list } = requireData(
    '查询运营动态',
    await api.POST('/web/article/list', { body: { category: 'operation', page: 1, pageSize: 2 } }),
  );
  const [first, second] = list;
  if (!first || !second) throw new Error('演示数据中的运营动态不足两篇');

  await visit(page, '/dynamics');
  await page
    .getByRole('list', { name: '运营动态列表' })
    .getByRole('link', { name: first.title })
    .click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(article).toContainText(first.source);
  await expect(page).toHaveTitle(routeLabels.dynamicsDetail);

  await page.getByRole('link', { name: `下一篇：${second.title}` }).click();
  await expect(article.getByRole('heading', { name: second.title })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('id') === second.id);

  await page.getByRole('link', { name: `上一篇：${first.title}` }).click();
  await expect(article.getByRole('heading', { name: first.title })).toBeVisible();
  await page.getByRole('link', { name: '返回运营动态' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dynamics');
});

test('政策动态按发布日期筛选，结果与接口一致', async ({ page }) => {
  const all = requireData(
    '查询政策动态',
    await api.POST('/web/article/list', { body: { category: 'policy', page: 1, pageSize: 50 } }),
  );
  const newest = all.list[0];
  const older = all.list[Math.min(4, all.list.length - 1)];
  if (!newest || !older) throw new Error('演示数据中没有政策动态');
  const dateFrom = beijingDate(older.publishedAt);
  const dateTo = beijingDate(newest.publishedAt);
  const expected = requireData(
    '按日期查询政策动态',
    await api.POST('/web/article/list', {
      body: {
        category: 'policy',
        dateFrom: new Date(`${dateFrom}T00:00:00+08:00`).toISOString(),
        dateTo: new Date(`${dateTo}T23:59:59.999+08:00`).toISOString(),
        page: 1,
        pageSize: 10,
      },
    }),
  );

  await visit(page, '/policy');
  await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
  await page.getByLabel('发布日期起').fill(dateFrom);
  await page.getByLabel('发布日期止').fill(dateTo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('dateFrom') === dateFrom && url.searchParams.get('dateTo') === dateTo,
  );
  await expect(page.getByText(`共 ${expected.total} 条`)).toBeVisible();
  expect(expected.total).toBeLessThan(all.total);
  const titles = page
    .getByRole('list', { name: '政策动态列表' })
    .getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(expected.list.map((article) => article.title));

  await page.getByLabel('发布日期起').fill(dateTo);
  await page.getByLabel('发布日期止').fill(dateFrom);
  await page.getByRole('button', { name: '查询' }).click();
  if (dateFrom !== dateTo) {
    await expect(page.getByText('开始日期不能晚于结束日期，请重新选择。')).toBeVisible();
  }
});

test('专区合集列出数据专区及入驻要求', async ({ page }) => {
  const domains = requireData(
    '查询数据专区',
    await api.POST('/web/domain/list', { body: { page: 1, pageSize: 10 } }),
  );
  const first = domains.list[0];
  if (!first) throw new Error('演示数据中没有数据专区');
  const detail = requireData(
    '查询专区详情',
    await api.GET('/web/domain/detail', { params: { query: { id: first.id, t: timestamp() } } }),
  );

  await visit(page, '/applylist');
  for (const domain of domains.list) {
    await expect(page.getByRole('heading', { level: 2, name: domain.name })).toBeVisible();
  }
  const card = page.getByRole('listitem', { name: first.name });
  await card.getByRole('button', { name: /查看入驻要求/ }).click();
  const requirement = detail.requirements[0];
  if (requirement) await expect(card.getByText(requirement.name, { exact: true })).toBeVisible();
  else await expect(card.getByText('该专区暂未配置入驻材料要求。')).toBeVisible();
  if (first.acceptingApplications) {
    await expect(card.getByRole('link', { name: `申请入驻：${first.name}` })).toHaveAttribute(
      'href',
      `/workspace/domain/apply?domainId=${first.id}`,
    );
  }
});

test('搜索“交通”：各分类数量与接口一致，命中词高亮', async ({ page }) => {
  const problems = watchPageProblems(page);
  const keyword = '交通';
  const result = requireData(
    '搜索',
    await api.GET('/web/search', { params: { query: { keyword, t: timestamp() } } }),
  );
  const { counts } = result;
  expect(counts.resource + counts.product + counts.article).toBeGreaterThan(0);

  await visit(page, '/home');
  await page.getByRole('searchbox', { name: '搜索公共数据资源、数据产品和政策资讯' }).fill(keyword);
  await page
    .getByRole('searchbox', { name: '搜索公共数据资源、数据产品和政策资讯' })
    .press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('keyword') === keyword,
  );
  const total = counts.resource + counts.product + counts.article;
  await expect(page.getByRole('tab', { name: `全部 ${total} 条` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `数据资源 ${counts.resource} 条` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `数据产品 ${counts.product} 条` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `文章 ${counts.article} 条` })).toBeVisible();
  const results = page.getByRole('list', { name: '搜索结果列表' });
  await expect(results.locator('mark').first()).toHaveText(keyword);

  await page.getByRole('tab', { name: `数据资源 ${counts.resource} 条` }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'resource');
  await expect(page.getByText(`共找到 ${counts.resource} 条结果`)).toBeVisible();
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/dataResource/detail');
  expect(await problems.settled()).toEqual([]);
});

test('不存在的文章：地址变为 /404（HTTP 404），返回键回到之前的页面', async ({ page }) => {
  await visit(page, '/policy');
  const response = await page.goto('/dynamics/detail?id=7f3c2a10-0000-4000-8000-00000000dead');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/policy');
});
