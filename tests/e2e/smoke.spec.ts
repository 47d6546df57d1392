/**
 * Every route of the portal in a real browser, driven by the route table itself (src/config/routes.ts):
 * each page gets its own document title (spec §2), public pages run without errors or failed API calls,
 * the workspace is behind the login check, and the 13 city portals say their service is unavailable.
 */
import { expect, test } from '@playwright/test';
import { cityPortals, paths, routeLabels } from '@/config/routes';
import { placeAuthState, sessionOf, type DemoIdentity } from '../../scripts/portal/demo-sign-in';
import { watchPageProblems } from '../support/e2e-page-problems';
import {
  concretePath,
  publicKeys,
  publicUrl,
  visit,
  workspaceKeys,
  workspaceUrl,
  workspaceVisitor,
  type WorkspaceKey,
} from '../support/e2e-routes';

/** /404 answers with the status 404, which the browser reports in its console. */
const notFoundStatus =
  '控制台错误：Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('公开页面', () => {
  for (const key of publicKeys) {
    test(`${paths[key]} 标题为“${routeLabels[key]}”，无错误`, async ({ page }) => {
      const problems = watchPageProblems(page);
      const response = await page.goto(await publicUrl(key));
      await page.waitForLoadState('networkidle');
      expect(response?.status()).toBe(key === 'notFound' ? 404 : 200);
      await expect(page).toHaveTitle(routeLabels[key]);
      await expect(page.getByRole('main')).toBeVisible();
      const seen = await problems.settled();
      expect(key === 'notFound' ? seen.filter((line) => line !== notFoundStatus) : seen).toEqual(
        [],
      );
    });
  }

  test('/ 跳转到 /home', async ({ page }) => {
    const problems = watchPageProblems(page);
    await visit(page, paths.root);
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page).toHaveTitle(routeLabels.home);
    expect(await problems.settled()).toEqual([]);
  });

  test('未匹配的地址显示“页面不存在”', async ({ page }) => {
    await visit(page, '/no-such-page/anywhere?x=1');
    await expect(page).toHaveTitle(routeLabels.notFound);
    await expect(page.getByRole('heading', { name: routeLabels.notFound })).toBeVisible();
  });

  test('/about 显示内容墙中的平台介绍', async ({ page }) => {
    await visit(page, paths.about);
    await expect(page).toHaveTitle(routeLabels.about);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '如何申请使用公共数据' })).toBeVisible();
    await expect(main.getByText('原始数据不出域、数据可用不可见', { exact: false })).toBeVisible();
  });
});

test.describe('设区市门户', () => {
  for (const city of cityPortals) {
    test(`/${city.code} 标题为“${city.name}”，显示服务暂不可用`, async ({ page }) => {
      const problems = watchPageProblems(page);
      await visit(page, `/${city.code}`);
      await expect(page).toHaveTitle(city.name);
      await expect(page.getByText('服务暂不可用').first()).toBeVisible();
      expect(await problems.settled()).toEqual([]);
    });
  }
});

test.describe('工作台：未登录', () => {
  for (const key of workspaceKeys) {
    const path = concretePath(key);
    test(`${path} 跳转到登录页并带上 preUrl`, async ({ page }) => {
      await visit(page, path);
      await expect(page).toHaveURL(
        (url) => url.pathname === paths.login && url.searchParams.get('preUrl') === path,
      );
      await expect(page).toHaveTitle(routeLabels.login);
    });
  }
});

/**
 * The application pages are opened by an operator, who may read every application, with a seeded one:
 * the run's legal person has none of its own until other tests apply (accessibility.spec.ts opens them
 * as their applicant).
 */
const applicationReaders: Partial<Record<WorkspaceKey, DemoIdentity>> = {
  domainDetail: 'operator',
  domainRejectResult: 'operator',
};

test.describe('工作台：已登录', () => {
  for (const key of workspaceKeys) {
    const path = concretePath(key);
    const identity = applicationReaders[key] ?? workspaceVisitor(key);
    const who = identity === 'corporate' ? '法人用户' : '运营人员';
    test(`${path}（${who}）标题为“${routeLabels[key]}”`, async ({ page }) => {
      const session = sessionOf(identity);
      await placeAuthState(page, session);
      const problems = watchPageProblems(page);
      await visit(page, await workspaceUrl(key, session));
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page).toHaveTitle(routeLabels[key]);
      expect(await problems.settled()).toEqual([]);
    });
  }
});

test('接口 web/login/uuid 返回 code 0 与登录地址', async ({ request }) => {
  const response = await request.get('/alpha-portal/api/v1/web/login/uuid?t=1');
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ code: 0 });
  const address: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null;
  expect(typeof address).toBe('string');
  expect(String(address)).toMatch(/^https?:\/\//);
});
