/**
 * Operator login in a real browser (DESIGN §3, §8): 账号 and 密码, 获取验证码 (the code read from the dev
 * SMS outbox), then 登录; an operator lands on 审核工作台. A wrong password shows the server's message.
 * The content editor signs in here: the run's shared sessions (scripts/portal/demo-sign-in.ts) have
 * just used the SMS codes of the administrator and the reviewers, and a phone gets one code a minute.
 */
import { expect, test } from '@playwright/test';
import { visit } from '../support/e2e-routes';
import { smsCodeFor } from '../../scripts/portal/http-sessions';

test.describe('平台运营人员登录', () => {
  test('账号、密码与短信验证码登录后进入审核工作台，并可查看本人账号信息', async ({ page }) => {
    await visit(page, '/login/choose');
    await page.getByRole('link', { name: '平台运营人员登录' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '平台运营人员登录' })).toBeVisible();

    await page.getByRole('textbox', { name: '账号' }).fill('bianji');
    await page.getByRole('textbox', { name: '密码' }).fill('Edit@2026');
    await page.getByRole('button', { name: '获取验证码' }).click();

    const sent = page.getByText(/验证码已发送至 (1\d{2}\*{4}\d{4})/);
    await expect(sent).toBeVisible();
    await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
    const maskedPhone = /(1\d{2}\*{4}\d{4})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await page.getByRole('textbox', { name: '验证码' }).fill(await smsCodeFor(maskedPhone));
    await page.getByRole('textbox', { name: '验证码' }).press('Enter');

    await page.waitForURL((url) => url.pathname === '/workspace/workerhome');
    await expect(page).toHaveTitle('审核工作台');

    await visit(page, '/workspace/user/detail');
    const main = page.getByRole('main');
    await expect(main.getByText('bianji', { exact: true })).toBeVisible();
    await expect(main.getByText(maskedPhone)).toBeVisible();
    await expect(main.getByText('内容编辑').first()).toBeVisible();
  });

  test('密码错误时显示服务器的提示', async ({ page }) => {
    await visit(page, '/login?type=operator');
    await page.getByRole('textbox', { name: '账号' }).fill('zhongshen');
    await page.getByRole('textbox', { name: '密码' }).fill('Wrong@2026');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(await page.evaluate(() => window.localStorage.getItem('AuthState'))).toBeNull();
  });

  test('未填写时在对应输入框下提示', async ({ page }) => {
    await visit(page, '/login?type=operator');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(page.getByText('请先获取短信验证码', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
