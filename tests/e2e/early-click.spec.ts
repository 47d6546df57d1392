/**
 * A click made before the scripts are ready is never lost. The page's scripts are held back 3 s; a
 * facet clicked as soon as it shows still takes effect (the browser follows its link and the server
 * draws the filtered list), and once the scripts run the same facet changes the list in the app.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReadyMark } from '@/lib/page-ready-mark';

const scriptDelayMs = 3000;

/** Waits until the scripts have taken the page over (the portal marks the moment). */
async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    pageReadyMark,
    { timeout: 20_000 },
  );
}

/** Holds back every script of the portal by `scriptDelayMs`. */
async function delayScripts(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
      await route.continue();
    },
  );
}

for (const catalogue of [
  { path: '/dataResource', group: '开放类型' },
  { path: '/dataProduct', group: '交付形式' },
]) {
  test(`${catalogue.path}：脚本晚到 3 秒，立即点击的筛选项依然生效`, async ({ page }) => {
    await delayScripts(page);
    await page.goto(catalogue.path, { waitUntil: 'commit' });
    const group = page.getByRole('group', { name: catalogue.group });
    const option = group.getByRole('button', { pressed: false }).first();
    const name = ((await option.textContent()) ?? '').replace(/\s*\d+\s*$/, '').trim();
    const count = Number(/(\d+)\s*$/.exec(((await option.textContent()) ?? '').trim())?.[1]);
    await option.click();

    // The page's own scripts are still held back: the address is waited for, not its load event.
    await page.waitForURL((url) => url.pathname === catalogue.path && url.search !== '', {
      waitUntil: 'commit',
    });
    await expect(group.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`共找到 ${count} 条结果`)).toBeVisible();

    // Once the scripts have run, the same controls change the list without loading the page anew.
    await expect(page.getByRole('button', { name: '长辈模式' })).toBeEnabled({
      timeout: 20_000,
    });
    await page.evaluate(() => Reflect.set(window, 'samePage', true));
    await group.getByRole('button', { name: '全部' }).click();
    await expect(page).toHaveURL((url) => url.pathname === catalogue.path && url.search === '');
    await expect(group.getByRole('button', { name: '全部', pressed: true })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'samePage') === true)).toBe(true);
  });
}

test('/home：脚本晚到 3 秒，立即提交的搜索依然打开结果页', async ({ page }) => {
  await delayScripts(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const box = page.getByRole('search').first();
  await box.getByRole('searchbox').fill('交通');
  await box.getByRole('button').click();
  await page.waitForURL(
    (url) => url.pathname === '/search' && url.searchParams.get('keyword') === '交通',
    { waitUntil: 'commit' },
  );
  await expect(page.getByText('“交通”的搜索结果')).toBeVisible();
});

test('/dataResource：脚本晚到时往下翻看，页面接管后停在原处，翻页在页内完成', async ({ page }) => {
  await delayScripts(page);
  await page.goto('/dataResource', { waitUntil: 'commit' });
  // The whole server-drawn page is there (parsed and laid out), its scripts not yet.
  await page.waitForFunction(() => document.readyState !== 'loading');
  const next = page.getByRole('link', { name: '下一页' });
  await next.scrollIntoViewIfNeeded();
  // The parts below laid out as they come near the screen (the footer) settle in the next frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);

  // The page is taken over; the visitor is left where they were.
  await takenOver(page);
  await expect(page.getByRole('button', { name: '长辈模式' })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await next.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  expect(await page.evaluate(() => Reflect.get(window, 'samePage') === true)).toBe(true);
});

test('/home：脚本晚到时输入的关键词，页面接管后点搜索仍按它搜索', async ({ page }) => {
  await delayScripts(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const box = page.getByRole('search').first();
  await box.getByRole('searchbox').fill('交通');
  await takenOver(page);
  await expect(box.getByRole('searchbox')).toHaveValue('交通');
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await box.getByRole('button').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('keyword') === '交通',
  );
  await expect(page.getByText('“交通”的搜索结果')).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'samePage') === true)).toBe(true);
});
