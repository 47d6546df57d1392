/**
 * A page whose record does not exist ends at /404 where the browser draws it (someone signed in): the
 * page opened at the record's address moves to /404 in place of it (spec §2 "Code 4011 leads to /404",
 * §8; DESIGN §8), so the address bar shows /404 and Back returns to the page before the missing record.
 * The server-drawn case (a visitor) is in server-rendering.spec.ts and public-catalog.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths, routeLabels } from '@/config/routes';
import { placeAuthState, sessionOf, type DemoIdentity } from '../../scripts/portal/demo-sign-in';
import { visit } from '../support/e2e-routes';

const missingId = '00000000-0000-4000-8000-00000000dead';

async function expectEndsAtNotFound(page: Page, address: string, previous: string) {
  await visit(page, previous);
  await page.goto(address);
  await expect(page).toHaveURL((url) => url.pathname === paths.notFound && url.search === '');
  await expect(page).toHaveTitle(routeLabels.notFound);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname + url.search === previous);
}

const cases: ReadonlyArray<[string, DemoIdentity, string, string]> = [
  ['数据资源详情', 'corporate', `${paths.dataResourceDetail}?id=${missingId}`, paths.home],
  ['申请详情', 'corporate', `${paths.domainDetail}?id=${missingId}`, paths.workspaceHome],
  [
    '审批驳回结果（编号无法指向记录）',
    'corporate',
    `${paths.domainRejectResult}?id=../../etc/passwd`,
    paths.workspaceHome,
  ],
  [
    '入驻初审中的申请',
    'firstReviewer',
    `${paths.domainFirstReview}?id=${missingId}`,
    paths.domainFirstReview,
  ],
  ['企业用户详情', 'operator', `${paths.adminUserDetail}?id=${missingId}`, paths.adminUsers],
];

test.describe('不存在的记录：浏览器绘制的页面到 /404', () => {
  for (const [name, identity, address, previous] of cases) {
    test(`${name}：地址变为 /404，返回键回到之前的页面`, async ({ page }) => {
      await placeAuthState(page, sessionOf(identity));
      await expectEndsAtNotFound(page, address, previous);
    });
  }
});
