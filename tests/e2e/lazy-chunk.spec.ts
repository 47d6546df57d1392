/**
 * Pages load on demand (spec §2); a chunk that cannot be loaded — the network dropped, or a new build
 * replaced the files — must show a clear Chinese message with a way out, never a blank page (spec §8).
 */
import { expect, test } from '@playwright/test';
import { mainNavigation, paths, routeLabels } from '@/config/routes';

function navigationLabelFor(path: string): string {
  const item = mainNavigation.find((entry) => entry.to === path);
  if (!item) throw new Error(`主导航中没有指向 ${path} 的链接`);
  return item.label;
}

test('页面资源加载失败时显示中文提示，重新加载后恢复', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page).toHaveTitle(routeLabels.home);
  await page.waitForLoadState('networkidle');

  // From now on every script chunk fails, as it would when the network drops after the first load.
  const blockedChunks: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    blockedChunks.push(route.request().url());
    await route.abort('failed');
  });

  await page
    .getByRole('banner')
    .getByRole('link', { name: navigationLabelFor(paths.about), exact: true })
    .first()
    .click();

  const alert = page.getByRole('alert').filter({ hasText: '页面资源加载失败' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: /页面资源加载失败/ })).toBeVisible();
  const reload = alert.getByRole('button', { name: '重新加载' });
  await expect(reload).toBeVisible();
  expect(blockedChunks.length, '应当确实拦截到了按需加载的页面脚本').toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe(paths.about);

  // The network is back: 重新加载 brings the page the visitor asked for.
  await page.unroute('**/assets/*.js');
  await reload.click();
  await expect(page).toHaveTitle(routeLabels.about);
  await expect(page.getByRole('alert').filter({ hasText: '页面资源加载失败' })).toHaveCount(0);
});
