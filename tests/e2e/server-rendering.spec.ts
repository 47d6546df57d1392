/**
 * The public pages the server draws for visitors: whole without any script, taken over by the browser
 * without a console error or loading their data again, and then a normal SPA. A detail whose record
 * does not exist is a redirect to /404, drawn with the status 404. Someone signed in gets the page
 * drawn by the browser, with their own header.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@/config/routes';
import { placeAuthState, sessionOf } from '../../scripts/portal/demo-sign-in';
import { watchPageProblems } from '../support/e2e-page-problems';

const dataPaths = ['/web/home/statistics', '/web/domain/list', '/web/content'];

test.describe('服务端渲染：未启用脚本', () => {
  test.use({ javaScriptEnabled: false });

  test('首页在脚本运行之前就有完整内容', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page).toHaveTitle('江苏省公共数据授权运营平台');
    await expect(page.getByRole('heading', { name: '平台数据概览' })).toBeVisible();
    await expect(page.getByText('数据资源', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByText('加载中')).toHaveCount(0);
  });

  test('编号无法指向记录的详情页到 /404，服务器画出“页面不存在”并返回 404', async ({ page }) => {
    for (const address of [
      `${paths.dataResourceDetail}?id=../../etc/passwd`,
      `${paths.dataProductDetail}?id=`,
      paths.dynamicsDetail,
    ]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page).toHaveURL((url) => url.pathname === paths.notFound);
      await expect(page).toHaveTitle('页面不存在');
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    }
  });

  test('关于平台、隐私政策声明和专区合集同样有内容', async ({ page }) => {
    for (const [path, heading] of [
      [paths.about, '关于平台'],
      [paths.richTextCenter, '隐私政策声明'],
      [paths.applyList, '专区合集'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByText('金融专区').first()).toBeVisible();
  });
});

test.describe('服务端渲染：浏览器接管', () => {
  test('首页被接管时没有错误，也不再重复请求已随页面送达的数据', async ({ page }) => {
    const problems = watchPageProblems(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (dataPaths.some((path) => pathname.includes(path))) dataRequests.push(pathname);
    });
    await page.goto(paths.home);
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toEqual([]);
    expect(await problems.settled()).toEqual([]);

    // Taken over: the navigation is the SPA's own, without loading the page anew.
    await page.evaluate(() => Reflect.set(window, 'samePage', true));
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '数据资源' })
      .click();
    await expect(page).toHaveURL(/\/dataResource$/);
    await expect(page.getByRole('heading', { level: 1, name: '数据资源' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'samePage') === true)).toBe(true);
  });

  test('首页底部的平台公告：净化程序在公告接近屏幕时才下载，此前公告已由服务器画出', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    const sanitiser: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/rich-text-[^/]*\.js$/.test(request.url())) sanitiser.push(request.url());
    });
    await page.goto(paths.home);
    await page.waitForLoadState('networkidle');
    const notice = page.getByRole('region', { name: '平台公告' });
    // Far below the first screen: the text is the server's, with no script fetched for it yet.
    await expect(notice.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(notice.locator('.portal-rich-text')).toHaveCount(1);
    expect(sanitiser).toEqual([]);

    await notice.scrollIntoViewIfNeeded();
    await expect.poll(() => sanitiser.length).toBe(1);
    await expect(notice.locator('.portal-rich-text')).toHaveCount(1);
    await expect(notice.locator('.portal-rich-text')).not.toBeEmpty();
    expect(await problems.settled()).toEqual([]);
  });

  test('接管时页面的样式原地不动：既不移动，也不重写主题的全局样式', async ({ page }) => {
    // From before any script runs: every style element put into the page once it has been parsed,
    // whether one of the server's (moved) or one that writes the theme's global styles again. A class
    // the server did not draw (a loading bar, a toast) may still be written on its own.
    await page.addInitScript(() => {
      const rewritten: string[] = [];
      Reflect.set(window, 'stylesRewritten', rewritten);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node.nodeName !== 'STYLE' || document.readyState === 'loading') continue;
            const style = node as HTMLStyleElement;
            const text = style.textContent ?? '';
            if (
              style.hasAttribute('data-portal-global-styles') ||
              style.hasAttribute('data-portal-class-styles') ||
              text.includes('@layer reset') ||
              text.includes('--portal-colors-brand-600:')
            )
              rewritten.push(style.outerHTML.slice(0, 80));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(paths.home);
    await expect(page.locator('head > style[data-portal-global-styles]')).toHaveCount(1);
    await expect(page.locator('head > style[data-portal-class-styles]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /长辈模式/ })).toBeEnabled();
    expect(await page.evaluate((): unknown => Reflect.get(window, 'stylesRewritten'))).toEqual([]);
  });

  test('不存在的数据资源：服务器重定向到 /404，/404 画出“页面不存在”并返回 404，浏览器接管时没有错误', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    const documents: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() !== 'document') return;
      documents.push(`${new URL(answer.url()).pathname} ${answer.status()}`);
    });
    const response = await page.goto(
      `${paths.dataResourceDetail}?id=00000000-0000-4000-8000-000000000000`,
    );
    expect(response?.status()).toBe(404);
    // The detail is never painted: its document is only the redirect.
    expect(documents).toEqual([`${paths.dataResourceDetail} 302`, `${paths.notFound} 404`]);
    await expect(page).toHaveURL((url) => url.pathname === paths.notFound && url.search === '');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    // The browser reports the page's own status in the console; nothing else may appear (an API
    // call answered 404 would show as 接口返回 HTTP 404).
    const pageStatus =
      '控制台错误：Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect((await problems.settled()).filter((line) => line !== pageStatus)).toEqual([]);
  });

  test('已登录的用户由浏览器绘制页面，页头是自己的账号', async ({ page }) => {
    const state = sessionOf('corporate');
    await placeAuthState(page, state);
    const problems = watchPageProblems(page);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { name: '平台数据概览' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(state.name) })).toBeVisible();
    expect(await problems.settled()).toEqual([]);
  });
});
