/**
 * How a session ends without the person asking (spec §8): a session ended elsewhere answers 1001 and
 * the portal logs out locally to /home; a token the server does not know answers HTTP 401 and the
 * portal sends the person to /user/login with `preUrl`.
 */
import { expect, test } from '@playwright/test';
import { placeAuthState } from '../../scripts/portal/demo-sign-in';
import { visit } from '../support/e2e-routes';
import { freshCorporateSession, revokeSession } from '../../scripts/portal/http-sessions';

test.describe('会话失效', () => {
  // The server has no switch to age a session, so it is ended the way another browser would end it:
  // 退出登录 there revokes the token, and this browser's next request answers 1001.
  test('在别处结束的会话（1001）：提示原因、回到首页并清除登录状态', async ({ page }) => {
    const session = await freshCorporateSession('suzhou-zhisuan');
    await placeAuthState(page, session);
    await visit(page, '/workspace/user/detail');
    await expect(
      page.getByRole('main').getByText('苏州智算数据服务有限公司').first(),
    ).toBeVisible();

    await revokeSession(session.token);
    await page.reload();

    await page.waitForURL((url) => url.pathname === '/home');
    // The server's reason, as a toast.
    await expect(page.getByRole('status').filter({ hasText: /您的登录已失效/ })).toBeVisible();
    await expect(page).toHaveTitle('江苏省公共数据授权运营平台');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('AuthState')))
      .toBeNull();
  });

  test('无效的令牌（HTTP 401）：转到 /user/login 并带上 preUrl', async ({ page }) => {
    await placeAuthState(page, {
      token: 'no-such-session-token-0000000000',
      userType: 'second',
      name: '李明',
      corName: '江苏数源科技有限公司',
      rights: ['domain:apply'],
    });
    await visit(page, '/workspace/user/detail');
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('preUrl')).toBe('/workspace/user/detail');
    await expect(page.getByText('登录已失效', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /法人用户登录/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('AuthState')))
      .toBeNull();
  });
});
