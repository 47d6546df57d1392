/**
 * The server-drawn lists with JavaScript disabled: what a visitor can click before the scripts run
 * does what it says. Facets, paging and tabs are links to the address they produce, the keyword boxes
 * are GET forms, and the server draws each address — on /dataResource, /dataProduct, /dynamics and
 * /search.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

/** The number an option shows after its name ("无条件开放 31" → 31). */
async function optionCount(option: Locator): Promise<number> {
  const match = /(\d+)\s*$/.exec(((await option.textContent()) ?? '').trim());
  if (!match?.[1]) throw new Error('筛选项没有数量');
  return Number(match[1]);
}

function cards(page: Page, list: string): Locator {
  return page.getByRole('region', { name: list }).getByRole('article');
}

async function firstCard(page: Page, list: string): Promise<string> {
  return (await cards(page, list).first().getByRole('link').textContent()) ?? '';
}

for (const catalogue of [
  { path: '/dataResource', list: '数据资源列表', group: '开放类型', search: '搜索数据资源' },
  { path: '/dataProduct', list: '数据产品列表', group: '交付形式', search: '搜索数据产品' },
]) {
  test(`${catalogue.path}：不运行脚本也能筛选、翻页和搜索`, async ({ page }) => {
    await page.goto(catalogue.path);
    const group = page.getByRole('group', { name: catalogue.group });
    await expect(group.getByRole('button', { name: '全部', pressed: true })).toBeVisible();
    const option = group.getByRole('button', { pressed: false }).first();
    const name = ((await option.textContent()) ?? '').replace(/\s*\d+\s*$/, '').trim();
    const count = await optionCount(option);

    // A facet: the browser follows its link and the server draws the filtered list.
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname === catalogue.path && url.search !== '');
    await expect(group.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`共找到 ${count} 条结果`)).toBeVisible();
    await expect(page.getByRole('group', { name: '已选条件' })).toContainText(name);
    const filtered = page.url();

    // Paging keeps the facet.
    const pager = page.getByRole('navigation', { name: '分页' });
    if (count > 10) {
      const first = await firstCard(page, catalogue.list);
      await pager.getByRole('link', { name: '下一页' }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      expect(new URL(page.url()).search).toContain(new URL(filtered).search.slice(1));
      await expect(pager.getByRole('link', { name: /第 2 页/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await firstCard(page, catalogue.list)).not.toBe(first);
    }

    // The keyword box is a GET form: it keeps the facet and starts again at page 1.
    const form = page.getByRole('search', { name: catalogue.search, exact: true });
    await form.getByRole('searchbox').fill('数据');
    await form.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('keyword') === '数据' &&
        !url.searchParams.has('page') &&
        [...url.searchParams.keys()].length === 2,
    );
    await expect(page.getByRole('group', { name: '已选条件' })).toContainText('关键词：数据');
    await expect(group.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 全部 clears the facet.
    await group.getByRole('button', { name: '全部' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '数据');
    await expect(group.getByRole('button', { name: '全部', pressed: true })).toBeVisible();
  });
}

test('/dynamics：不运行脚本也能切换栏目、翻页和按关键词查询', async ({ page }) => {
  await page.goto('/dynamics');
  const tabs = page.getByRole('tablist', { name: '栏目' });
  await tabs.getByRole('tab', { name: '通知公告' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'notice');
  await expect(page.getByRole('list', { name: '通知公告列表' })).toBeVisible();

  await tabs.getByRole('tab', { name: '运营动态' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dynamics' && url.search === '');
  const list = page.getByRole('list', { name: '运营动态列表' });
  const firstTitle = (await list.getByRole('heading').first().textContent()) ?? '';
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('link', { name: /第 2 页/ }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(list.getByRole('heading').first()).not.toHaveText(firstTitle);

  const form = page.getByRole('form', { name: '筛选条件' });
  const keyword = firstTitle.trim().slice(0, 4);
  await form.getByRole('searchbox', { name: '关键词' }).fill(keyword);
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('keyword') === keyword && !url.searchParams.has('page'),
  );
  await expect(list.getByRole('heading').first()).toContainText(keyword);

  // 重置 is a link to the section without its filters.
  await form.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dynamics' && url.search === '');
});

test('/search：不运行脚本也能搜索、切换分类和翻页', async ({ page }) => {
  await page.goto('/home');
  const hero = page.getByRole('search').first();
  await hero.getByRole('searchbox').fill('交通');
  await hero.getByRole('button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '交通');
  await expect(page.getByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
  const results = page.getByRole('list', { name: '搜索结果列表' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  const resourceTab = page.getByRole('tab', { name: /^数据资源 \d+ 条$/ });
  const resources = Number(
    /(\d+) 条$/.exec((await resourceTab.getAttribute('aria-label')) ?? '')?.[1],
  );
  await resourceTab.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'resource');
  await expect(page.getByRole('tab', { name: /^数据资源/, selected: true })).toBeVisible();
  await expect(page.getByText(`共找到 ${resources} 条结果`)).toBeVisible();

  if (resources > 10) {
    const first = (await results.getByRole('link').first().textContent()) ?? '';
    await page
      .getByRole('navigation', { name: '分页' })
      .getByRole('link', { name: '下一页' })
      .click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('kind') === 'resource',
    );
    await expect(results.getByRole('link').first()).not.toHaveText(first);
  }

  // The results page's own box searches again, from page 1 of 全部.
  const box = page.getByRole('search', { name: '站内搜索' });
  await box.getByRole('searchbox').fill('医疗');
  await box.getByRole('button').click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('keyword') === '医疗' && !url.searchParams.has('kind'),
  );
  await expect(page.getByText('“医疗”的搜索结果')).toBeVisible();
});

test('脚本运行前不能工作的控件不可点：语言切换、长辈模式、每页条数', async ({ page }) => {
  await page.goto('/dataResource');
  await expect(page.getByRole('button', { name: 'English' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '长辈模式' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: '每页条数' })).toBeDisabled();
});
