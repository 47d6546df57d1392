/**
 * The operators' console in a real browser (DESIGN §1, §3, §5): the administrator disables a reviewer,
 * whose open session ends at once (1001 → /home); a password reset forces a change at the next login;
 * the operation log shows both; the auditor reads the workflow diagram with its counts and an
 * application's timeline, exports the history, has no button that changes anything, and meets /403
 * on a page outside the audit right.
 *
 * Disabling and resetting demo accounts would break the run's shared sessions, so these journeys run
 * on a portal of their own, with its own data, started and stopped here.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import { placeAuthState, signInAs } from '../../scripts/portal/demo-sign-in';
import { e2ePort } from '../../scripts/portal/base-url';
import { startSeparatePortal, type SeparatePortal } from '../support/e2e-separate-portal';
import { smsCodeFor } from '../../scripts/portal/http-sessions';

async function pageSignedInAs(
  browser: Browser,
  state: AuthState,
  portal: SeparatePortal,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await placeAuthState(page, state, portal.baseUrl);
  return page;
}

/** The row of an account in 管理员管理. */
function accountRow(page: Page, account: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: account, exact: true }) });
}

test.describe('运营管理：账号与权限', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: SeparatePortal;
  let admin: AuthState;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startSeparatePortal({ port: e2ePort + 12, env: {} });
    admin = await signInAs('operator', portal.baseUrl);
  });

  test.afterAll(async () => {
    await portal.stop();
  });

  test('管理员停用初审人员：其已打开的会话立即结束（1001），回到首页', async ({ browser }) => {
    test.setTimeout(120_000);
    const chushen = await signInAs('firstReviewer', portal.baseUrl);
    const reviewerPage = await pageSignedInAs(browser, chushen, portal);
    await reviewerPage.goto(`${portal.baseUrl}/workspace/domain/firstReview`);
    await expect(reviewerPage.getByRole('heading', { level: 1, name: '入驻初审' })).toBeVisible();

    const adminPage = await pageSignedInAs(browser, admin, portal);
    await adminPage.goto(`${portal.baseUrl}/workspace/admin/accounts`);
    await expect(adminPage).toHaveTitle('管理员管理');
    const row = accountRow(adminPage, 'chushen');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '停用管理员 chushen' }).click();
    const dialog = adminPage.getByRole('alertdialog').or(adminPage.getByRole('dialog'));
    await expect(dialog).toContainText('所有登录会话立即结束');
    await dialog.getByRole('button', { name: '确认停用' }).click();
    await expect(row.getByText('停用', { exact: true })).toBeVisible();

    // The reviewer's next request finds the session ended.
    await reviewerPage.reload();
    await reviewerPage.waitForURL((url) => url.pathname === '/home');
    await expect(
      reviewerPage.getByRole('status').filter({ hasText: /您的登录已失效（账号已被停用）/ }),
    ).toBeVisible();
    await expect
      .poll(() => reviewerPage.evaluate(() => window.localStorage.getItem('AuthState')))
      .toBeNull();

    // The operation log says who did it, to whom and from where.
    await adminPage.goto(`${portal.baseUrl}/workspace/admin/log`);
    await expect(adminPage).toHaveTitle('操作日志');
    const entry = adminPage.getByRole('row').filter({ hasText: 'chushen' }).first();
    await expect(entry).toContainText('停用');
    await expect(entry).toContainText('127.0.0.1');

    // Enabled again, so the account can sign in once more.
    await adminPage.goto(`${portal.baseUrl}/workspace/admin/accounts`);
    await accountRow(adminPage, 'chushen')
      .getByRole('button', { name: '启用管理员 chushen' })
      .click();
    await adminPage.getByRole('button', { name: '确认启用' }).click();
    await expect(accountRow(adminPage, 'chushen').getByText('启用', { exact: true })).toBeVisible();
  });

  test('重置密码：临时密码只显示一次，登录后必须先修改密码', async ({ browser }) => {
    test.setTimeout(120_000);
    const adminPage = await pageSignedInAs(browser, admin, portal);
    await adminPage.goto(`${portal.baseUrl}/workspace/admin/accounts`);
    await accountRow(adminPage, 'zhongshen')
      .getByRole('button', { name: '重置密码（zhongshen）' })
      .click();
    await adminPage.getByRole('button', { name: '重置密码', exact: true }).last().click();
    const shown = adminPage.getByRole('alertdialog', { name: '密码已重置' });
    await expect(shown).toContainText('密码只显示这一次');
    const temporaryPassword = (
      (await shown.getByRole('group', { name: '一次性密码' }).locator('code').textContent()) ?? ''
    ).trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
    await shown.getByRole('button', { name: '我已记下密码' }).click();
    await expect(shown).toBeHidden();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/login?type=operator`);
    await page.getByRole('textbox', { name: '账号' }).fill('zhongshen');
    await page.getByRole('textbox', { name: '密码' }).fill(temporaryPassword);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const sent = page.getByText(/验证码已发送至 (1\d{2}\*{4}\d{4})/);
    await expect(sent).toBeVisible();
    const maskedPhone = /(1\d{2}\*{4}\d{4})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await page
      .getByRole('textbox', { name: '验证码' })
      .fill(await smsCodeFor(maskedPhone, portal.baseUrl));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByText('请先修改密码')).toBeVisible();
    await page.getByLabel(/^新密码/).fill('Final@2027x');
    await page.getByLabel(/^确认新密码/).fill('Final@2027x');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/workspace'));
    await expect(page.getByRole('navigation', { name: '工作台导航' })).toContainText('入驻终审');
  });

  test('审计人员：流程图与各状态数量、申请时间线、导出历史；没有操作按钮，越权页面显示 /403', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const auditor = await signInAs('auditor', portal.baseUrl);
    const page = await pageSignedInAs(browser, auditor, portal);
    await page.goto(`${portal.baseUrl}/workspace/audit`);
    await expect(page).toHaveTitle('流程审计');

    // The diagram drawn from the machine: one node per state, each with its count.
    const drawing = page.getByRole('group', { name: /^流程图/ });
    await expect(drawing.getByRole('button', { name: /^草稿：\d+ 件/ })).toBeVisible();
    await expect(drawing.getByRole('button', { name: /^初审中：\d+ 件/ })).toBeVisible();
    await expect(drawing.getByRole('button', { name: /^已通过：\d+ 件/ })).toBeVisible();
    const counts = page.getByRole('table', { name: /各流程状态的申请数量/ });
    await expect(counts.getByRole('row', { name: /合计 16/ })).toBeVisible();

    // Nothing on the page changes data: its only buttons filter, page and export.
    const main = page.getByRole('main');
    for (const action of ['通过', '驳回', '退回修改', '撤回申请', '停用', '删除', '保存']) {
      await expect(main.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }

    // The history as a CSV file, in Chinese.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: '导出 CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^专区入驻流程记录-.*\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('申请单位');

    // One application's trail: the path it took and its timeline.
    await main
      .getByRole('link', { name: /查看流程/ })
      .first()
      .click();
    await expect(page).toHaveTitle('流程追溯');
    await expect(page.getByRole('heading', { name: '流转记录' })).toBeVisible();
    await expect(page.getByRole('main').getByText('提交').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: '通过', exact: true }),
    ).toHaveCount(0);

    // A page outside the audit right.
    await page.goto(`${portal.baseUrl}/workspace/admin/accounts`);
    await page.waitForURL((url) => url.pathname === '/403');
    await expect(page).toHaveTitle('无权访问');
  });
});
