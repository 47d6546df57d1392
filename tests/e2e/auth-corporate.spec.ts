/**
 * Corporate (legal-person) login in a real browser (DESIGN §3): the portal sends the browser to the
 * government SSO stand-in, the person picks an identity, the SSO returns with a ticket, and the portal
 * signs them in and returns them to `preUrl`. A natural person is refused with the 3166 notice. Logging
 * out ends the SSO session too: the SSO login page opens in a new tab and the portal reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import { visit } from '../support/e2e-routes';

const legalPerson = {
  company: '江苏数源科技有限公司',
  name: '李明',
  creditCode: '91320100MA1XY8K3A9',
};

async function signInThroughSso(page: Page, identity: string): Promise<void> {
  await page.getByRole('button', { name: /法人用户登录/ }).click();
  await page.waitForURL((url) => url.pathname === '/dev-sso/login');
  await page.getByRole('button', { name: new RegExp(identity) }).click();
}

test.describe('法人用户登录', () => {
  test('经统一身份认证登录后回到 preUrl，页头显示姓名与单位；退出登录打开统一身份认证并刷新页面', async ({
    page,
    context,
  }) => {
    await visit(page, '/login?preUrl=%2Fabout');
    await expect(page).toHaveTitle('登录');
    await signInThroughSso(page, legalPerson.company);

    await page.waitForURL((url) => url.pathname === '/about');
    const header = page.getByRole('banner');
    await expect(header.getByText(`${legalPerson.name} · ${legalPerson.company}`)).toBeVisible();
    await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
    // The one-time ticket is gone from the address and from history.
    expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);

    // A marker on the page tells a real reload (it disappears) from an in-app navigation.
    await page.evaluate(() => Reflect.set(window, 'portalBeforeLogout', true));
    await header.getByRole('button', { name: /账号菜单/ }).click();
    const newTab = context.waitForEvent('page');
    const reload = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: '退出登录' }).click();

    const ssoTab = await newTab;
    await ssoTab.waitForLoadState();
    expect(new URL(ssoTab.url()).pathname).toBe('/dev-sso/login');
    await reload;
    expect(await page.evaluate(() => Reflect.has(window, 'portalBeforeLogout'))).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('AuthState'))).toBeNull();
    await ssoTab.close();
  });

  test('从工作台进入登录后回到原页面，用户详情显示单位与统一社会信用代码', async ({ page }) => {
    await visit(page, '/workspace/user/detail');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('preUrl') === '/workspace/user/detail',
    );
    await signInThroughSso(page, legalPerson.company);
    await page.waitForURL((url) => url.pathname === '/workspace/user/detail');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '用户详情' })).toBeVisible();
    await expect(main.getByText(legalPerson.creditCode)).toBeVisible();
    await expect(main.getByText('单位名称')).toBeVisible();
  });

  test('自然人张三被拒绝：弹出“提示 / 仅支持法人登录”，确定在新标签页打开登录地址', async ({
    page,
    context,
  }) => {
    await visit(page, '/login/choose');
    await expect(page).toHaveTitle('选择用户类型');
    await signInThroughSso(page, '张三');

    const notice = page.getByRole('alertdialog', { name: '提示' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('仅支持法人登录')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('AuthState'))).toBeNull();

    const newTab = context.waitForEvent('page');
    await notice.getByRole('button', { name: '确定' }).click();
    const loginTab = await newTab;
    await loginTab.waitForLoadState();
    const opened = new URL(loginTab.url());
    expect(opened.pathname).toBe('/dev-sso/login');
    // A fresh login attempt: the stand-in offers its identities instead of an error page.
    await expect(
      loginTab.getByRole('button', { name: new RegExp(legalPerson.company) }),
    ).toBeVisible();
    await expect(notice).toBeHidden();
    // The page itself says why, and offers the way back through the SSO.
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').filter({ hasText: '仅支持法人登录' })).toBeVisible();
    await expect(main.getByRole('button', { name: '重新登录' })).toBeVisible();
    await loginTab.close();
  });
});
