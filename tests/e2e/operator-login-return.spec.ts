/**
 * An operator who opens a workspace page while signed out (spec §2, §4): the login check sends them to
 * /login with `preUrl`, they sign in with account, password and the SMS code from the dev outbox, land
 * on the page they wanted, and a local logout takes them to /home with AuthState gone. (The corporate
 * SSO round trip, 3166 and session ends are in the auth-*.spec.ts files.)
 */
import { expect, test, type Page } from '@playwright/test';
import { paths, routeLabels } from '@/config/routes';
import { latestSmsCode } from '../../scripts/portal/demo-sign-in';

/** Not the administrator, whose SMS code the global setup already asked for (resending is limited). */
const auditor = { account: 'shenji', password: 'Audit@2026' } as const;

async function storedAuthState(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => window.localStorage.getItem('AuthState'));
  return raw === null ? null : JSON.parse(raw);
}

async function openWorkspacePageSignedOut(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(
    (url) => url.pathname === paths.login && url.searchParams.get('preUrl') === path,
  );
  await expect(page).toHaveTitle(routeLabels.login);
}

test('运营人员使用账号、密码和短信验证码登录后回到原页面，退出后回到首页', async ({ page }) => {
  await openWorkspacePageSignedOut(page, paths.audit);

  await page.getByRole('link', { name: /平台运营人员登录/ }).click();
  await page.getByRole('textbox', { name: '账号', exact: true }).fill(auditor.account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(auditor.password);
  const askedAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();

  // The page says where the code went; other tests may be signing in at the same time.
  const sentTo = page.getByText(/验证码已发送至 1\d{2}\*{4}\d{4}/);
  await expect(sentTo).toBeVisible();
  const maskedPhone = /1\d{2}\*{4}\d{4}/.exec((await sentTo.textContent()) ?? '')?.[0] ?? '';
  let code = '';
  await expect
    .poll(
      async () => {
        code = await latestSmsCode(askedAt, maskedPhone).catch(() => '');
        return code;
      },
      { message: `短信发件箱中应出现发给 ${maskedPhone} 的新验证码` },
    )
    .toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === paths.audit);
  await expect(page).toHaveTitle(routeLabels.audit);
  await expect
    .poll(() => storedAuthState(page))
    .toMatchObject({
      userType: 'primary',
      rights: expect.arrayContaining(['audit:read']),
    });

  // Logging out is in the account menu of the portal's header.
  await page.getByRole('link', { name: '返回门户首页' }).click();
  await expect(page).toHaveTitle(routeLabels.home);
  await page.getByRole('button', { name: /^账号菜单：/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await expect.poll(() => storedAuthState(page)).toBeNull();
});
