/**
 * The fallback SSO addresses (spec §8: "if the logout or register address cannot be fetched, a
 * built-in external address is used") are the deployment's own: SSO_LOGOUT_FALLBACK_URL and
 * SSO_REGISTER_FALLBACK_URL, handed to the browser in the page. This test runs its own portal with
 * both set to addresses of an outside site, makes `web/login/register` and `web/login/out` fail, and
 * checks that the browser goes to exactly those addresses. The outside site is answered by the test
 * itself: nothing leaves the machine.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2ePort } from '../../scripts/portal/base-url';
import { startSeparatePortal, type SeparatePortal } from '../support/e2e-separate-portal';

const outsideSite = 'https://sso-fallback.example.gov.cn';
const registerFallback = `${outsideSite}/register?type=legal`;
const logoutFallback = `${outsideSite}/cas/logout?from=portal`;

/** Answers every request to the outside site with a small page, and lists what was asked for. */
async function standInForOutsideSite(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(`${outsideSite}/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="zh-CN"><title>统一身份认证（外部）</title><p>外部站点</p></html>',
    });
  });
  return asked;
}

/** Makes one of the portal's API calls fail as an unreachable server would. */
async function failApiCall(page: Page, path: string): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  const pathname = `/alpha-portal/api/v1/${path}`;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      seen.calls += 1;
      await route.abort('connectionrefused');
    },
  );
  return seen;
}

test.describe('统一身份认证的备用地址', () => {
  let portal: SeparatePortal;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startSeparatePortal({
      port: e2ePort + 15,
      env: { SSO_LOGOUT_FALLBACK_URL: logoutFallback, SSO_REGISTER_FALLBACK_URL: registerFallback },
    });
  });

  test.afterAll(async () => {
    await portal.stop();
  });

  test('获取注册地址失败时，“注册”打开配置的外部注册地址', async ({ page, context }) => {
    const asked = await standInForOutsideSite(context);
    const register = await failApiCall(page, 'web/login/register');
    await page.goto(`${portal.baseUrl}/login`);
    await expect(page).toHaveTitle('登录');

    const link = page.getByRole('link', { name: /注册/ });
    await expect(link).toHaveAttribute('href', registerFallback);
    expect(register.calls).toBeGreaterThan(0);

    const newTab = context.waitForEvent('page');
    await link.click();
    const registerTab = await newTab;
    await registerTab.waitForLoadState();
    expect(registerTab.url()).toBe(registerFallback);
    await expect(registerTab.getByText('外部站点')).toBeVisible();
    await expect.poll(() => asked).toContain(registerFallback);
    await registerTab.close();
  });

  test('获取退出地址失败时，法人用户退出登录调用配置的外部退出地址', async ({ page, context }) => {
    const asked = await standInForOutsideSite(context);
    await page.goto(`${portal.baseUrl}/login?preUrl=%2Fabout`);
    await page.getByRole('button', { name: /法人用户登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/dev-sso/login');
    await page.getByRole('button', { name: /江苏数源科技有限公司/ }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    const header = page.getByRole('banner');
    await expect(header.getByText('李明 · 江苏数源科技有限公司')).toBeVisible();

    const logoutAddress = await failApiCall(page, 'web/login/out');
    const externalLogout = page.waitForRequest(logoutFallback);
    const newTab = context.waitForEvent('page');
    const reload = page.waitForEvent('load');
    await header.getByRole('button', { name: /账号菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();

    expect((await externalLogout).url()).toBe(logoutFallback);
    expect(logoutAddress.calls).toBe(1);
    await expect.poll(() => asked).toEqual([logoutFallback]);
    // The rest of the forced logout is as usual: the SSO's login page in a new tab, a reload.
    const loginTab = await newTab;
    await loginTab.waitForLoadState();
    expect(new URL(loginTab.url()).pathname).toBe('/dev-sso/login');
    await reload;
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(await page.evaluate(() => window.localStorage.getItem('AuthState'))).toBeNull();
    await loginTab.close();
  });
});
