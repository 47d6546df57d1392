/**
 * The language switch (issue #7): a Chinese visit never fetches the English texts; choosing English
 * shows the portal in English, the choice survives a reload (the portal_lang cookie), and 中文 brings
 * Chinese back.
 */
import { expect, test } from '@playwright/test';
import { paths, routeLabels } from '@/config/routes';
import { visit } from '../support/e2e-routes';

test('切换为英文界面，刷新后仍为英文，再切换回中文', async ({ page, context }) => {
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/en-US[^/]*\.js/.test(request.url())) englishChunks.push(request.url());
  });

  await visit(page, paths.home);
  await expect(page).toHaveTitle(routeLabels.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(englishChunks, '中文页面不应加载英文语言包').toEqual([]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /English/ }).click();

  const englishNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(englishNav.getByRole('link', { name: 'Data Resources' })).toBeVisible();
  await expect(englishNav.getByRole('link', { name: 'Data Products' })).toBeVisible();
  await expect(page).toHaveTitle('Public Data Authorized Operation Platform of Jiangsu Province');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(englishChunks.length, '选择英文后才加载英文语言包').toBeGreaterThan(0);

  const cookie = (await context.cookies()).find((entry) => entry.name === 'portal_lang');
  expect(cookie).toMatchObject({ value: 'en-US', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);

  await page.reload();
  await expect(englishNav.getByRole('link', { name: 'Policy News' })).toBeVisible();
  await expect(page).toHaveTitle('Public Data Authorized Operation Platform of Jiangsu Province');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await englishNav.getByRole('link', { name: 'Data Resources' }).click();
  await expect(page).toHaveTitle('Data Resources');

  await banner.getByRole('button', { name: /中文/ }).click();
  const chineseNav = page.getByRole('navigation', { name: '主导航' });
  await expect(chineseNav.getByRole('link', { name: '数据资源' })).toBeVisible();
  await expect(page).toHaveTitle(routeLabels.dataResource);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(chineseNav.getByRole('link', { name: '数据产品' })).toBeVisible();
  expect((await context.cookies()).find((entry) => entry.name === 'portal_lang')?.value).toBe(
    'zh-CN',
  );
});
