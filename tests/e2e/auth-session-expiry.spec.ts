/**
 * A session that expires (spec §8, code 1000): the portal logs out locally and shows /home. Sessions
 * last 30 idle minutes by default, so this test runs its own portal whose sessions expire after one idle
 * minute (SESSION_IDLE_MINUTES=1, the smallest setting), signs in there, waits out that minute without a
 * request and then uses the page again.
 */
import { expect, test } from '@playwright/test';
import { placeAuthState } from '../../scripts/portal/demo-sign-in';
import { e2ePort } from '../../scripts/portal/base-url';
import { startSeparatePortal, type SeparatePortal } from '../support/e2e-separate-portal';
import { freshCorporateSession } from '../../scripts/portal/http-sessions';

const idleMinute = 60_000;

test.describe('会话过期', () => {
  let portal: SeparatePortal;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startSeparatePortal({ port: e2ePort + 11, env: { SESSION_IDLE_MINUTES: '1' } });
  });

  test.afterAll(async () => {
    await portal.stop();
  });

  test('闲置超过时限的会话（1000）：提示原因、回到首页并清除登录状态', async ({ page }) => {
    test.setTimeout(180_000);
    const session = await freshCorporateSession('jiangsu-shuyuan', portal.baseUrl);
    await placeAuthState(page, session, portal.baseUrl);
    await page.goto(`${portal.baseUrl}/workspace/user/detail`);
    await expect(page.getByRole('main').getByText('江苏数源科技有限公司').first()).toBeVisible();

    // One idle minute and a little more: the next request finds the session expired.
    await page.waitForTimeout(idleMinute + 5_000);
    await page.reload();

    await page.waitForURL((url) => url.pathname === '/home');
    await expect(page.getByRole('status').filter({ hasText: /登录已过期|重新登录/ })).toBeVisible();
    await expect(page).toHaveTitle('江苏省公共数据授权运营平台');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('AuthState')))
      .toBeNull();
  });
});
