/**
 * The portal by keyboard alone (DESIGN §7): Tab, Shift+Tab, Enter, Space, arrows and typing — no
 * mouse. The skip link takes focus past the header; 长辈模式 is switched on and off from the header and
 * the page's root font size follows; an operator signs in with 账号, 密码 and the SMS code; a legal
 * person opens 专区申请 from the workspace navigation, fills the form, uploads the entry files through
 * the file chooser its buttons open, submits and sees the application in 初审中. Every element focus
 * lands on shows a visible focus ring, and the enlarged page still passes axe-core.
 *
 * The journeys run on a portal of their own, so the operator's SMS code and the legal person's new
 * application touch none of the run's shared sessions and domains.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import { animationsSettled } from '../support/e2e-animations';
import { createE2eApiClient, requireData, timestamp } from '../../scripts/portal/api-client';
import { freeDomain, samplePdf } from '../../scripts/portal/domain-applications';
import { placeAuthState, signInAs } from '../../scripts/portal/demo-sign-in';
import { e2ePort } from '../../scripts/portal/base-url';
import { startSeparatePortal, type SeparatePortal } from '../support/e2e-separate-portal';
import { smsCodeFor } from '../../scripts/portal/http-sessions';

/** How many key presses a walk to one element may take before the test gives up. */
const maxPresses = 60;

type FocusState = {
  tag: string;
  text: string;
  focusVisible: boolean;
  ringVisible: boolean;
};

/** What has focus, whether it matches :focus-visible and whether an outline or shadow is drawn. */
async function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'transparent' &&
      !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      focusVisible: element.matches(':focus-visible'),
      ringVisible: outline || shadow,
    };
  });
}

/** The focused element shows that it has focus: :focus-visible matches and a ring is drawn. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await focusState(page);
  expect(state, '焦点应落在页面的某个元素上').not.toBeNull();
  expect(state?.focusVisible, `焦点元素应匹配 :focus-visible：${JSON.stringify(state)}`).toBe(true);
  expect(state?.ringVisible, `焦点元素应有可见的焦点框：${JSON.stringify(state)}`).toBe(true);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking after every press that whatever has
 * focus shows it.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`按 ${String(maxPresses)} 次 ${key} 仍未到达目标元素`);
}

async function rootFontSize(page: Page): Promise<number> {
  return page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
}

test.describe('仅用键盘', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: SeparatePortal;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startSeparatePortal({ port: e2ePort + 14, env: {} });
  });

  test.afterAll(async () => {
    await portal.stop();
  });

  test('跳到主要内容，并用键盘开关长辈模式', async ({ page }) => {
    await page.goto(`${portal.baseUrl}/home`);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main#main-content');
    await expect(main).toBeVisible();

    // The skip link is the first stop and comes into view when focused.
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: '跳到主要内容' });
    expect(await isFocused(skipLink)).toBe(true);
    await expectVisibleFocus(page);
    await expect(skipLink).toBeInViewport();
    // It is drawn on the skip-navigation layer (Chakra's `skipNav`), above the header and menus.
    expect(await skipLink.evaluate((link) => getComputedStyle(link).zIndex)).toBe('1600');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(main)).toBe(true);
    // The next Tab continues inside the main content, past the whole header.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // 长辈模式: back up into the header with Shift+Tab, switch it on with Enter, off with Space.
    const before = await rootFontSize(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: '长辈模式' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, toggle, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: '已开启长辈模式' })).toBeAttached();
    await expect.poll(() => rootFontSize(page)).toBeGreaterThanOrEqual(before * 1.2);
    expect(await isFocused(toggle)).toBe(true);
    await expectVisibleFocus(page);
    // The enlarged page, with the switch pressed, still passes axe-core's WCAG 2.1 AA checks, once
    // the switch's colours have finished changing.
    await animationsSettled(page);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    // Remembered on the next visit, before anything is pressed.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await rootFontSize(page)).toBeGreaterThanOrEqual(before * 1.2);

    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => rootFontSize(page)).toBe(before);
  });

  test('平台运营人员用账号、密码和短信验证码登录', async ({ page }) => {
    await page.goto(`${portal.baseUrl}/login/choose`);
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('link', { name: '平台运营人员登录' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '平台运营人员登录' })).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: '账号' }));
    await page.keyboard.type('chushen');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await isFocused(page.getByRole('textbox', { name: '密码' }))).toBe(true);
    await page.keyboard.type('Review@2026');
    await tabTo(page, page.getByRole('button', { name: '获取验证码' }));
    await page.keyboard.press('Enter');

    const sent = page.getByText(/验证码已发送至 (1\d{2}\*{4}\d{4})/);
    await expect(sent).toBeVisible();
    const maskedPhone = /(1\d{2}\*{4}\d{4})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    // Focus moves to the code box by itself once the code is on its way.
    const codeBox = page.getByRole('textbox', { name: '验证码' });
    await expect.poll(() => isFocused(codeBox)).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.type(await smsCodeFor(maskedPhone, portal.baseUrl));
    await tabTo(page, page.getByRole('button', { name: '登录', exact: true }));
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/workspace/workerhome');
    await expect(page).toHaveTitle('审核工作台');
  });

  test('法人用户用键盘填写并提交专区申请，申请进入初审中', async ({ page }) => {
    test.setTimeout(120_000);
    const applicant: AuthState = await signInAs('corporate', portal.baseUrl);
    const domain = await freeDomain(applicant, portal.baseUrl);
    const api = createE2eApiClient(portal.baseUrl);
    const detail = requireData(
      '查询专区入驻要求',
      await api.GET('/web/domain/detail', {
        params: { query: { id: domain.id, t: timestamp() } },
      }),
    );
    const required = detail.requirements.filter((entry) => entry.required);
    await placeAuthState(page, applicant, portal.baseUrl);
    // File choosers are intercepted from the start, so the one an Enter opens is never missed.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));

    await page.goto(`${portal.baseUrl}/workspace/home`);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('工作台');

    // Past the header with the skip link, then back to the side navigation's 专区申请.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.locator('main#main-content'))).toBe(true);
    const navigation = page.getByRole('navigation', { name: '工作台导航' });
    await tabTo(page, navigation.getByRole('link', { name: '专区申请' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/workspace/domain/apply');
    await expect(page).toHaveTitle('专区申请');

    // 申请专区: a native select, changed with the arrow keys.
    const domainSelect = page.getByRole('combobox', { name: '申请专区' });
    await tabTo(page, domainSelect);
    for (let presses = 0; presses < 50; presses += 1) {
      if ((await domainSelect.inputValue()) === domain.id) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(domainSelect).toHaveValue(domain.id);

    await tabTo(page, page.getByRole('textbox', { name: '应用场景' }));
    await page.keyboard.type('面向省内中小微企业的信用评估与融资风险画像，服务普惠金融授信审批。');
    await tabTo(page, page.getByRole('textbox', { name: '联系人' }));
    await page.keyboard.type('王芳');
    await tabTo(page, page.getByRole('textbox', { name: '联系电话' }));
    await page.keyboard.type('13951600001');
    const saveDraft = page.getByRole('button', { name: '保存草稿' });
    await tabTo(page, saveDraft);
    await page.keyboard.press('Enter');
    await expect(page.getByText('草稿已保存').first()).toBeVisible();
    // The saved draft gets its own address (?id=…) in the same editor: nothing reloads, the domain is
    // locked, and focus is still on 保存草稿, so the next Tab goes on to the materials.
    await page.waitForURL((url) => url.searchParams.has('id'));
    await expect(domainSelect).toBeDisabled();
    await expect.poll(() => isFocused(saveDraft)).toBe(true);
    await expectVisibleFocus(page);

    // Each required entry file: Enter on its button opens the file chooser.
    for (const requirement of required) {
      const button = page.getByRole('button', { name: `上传${requirement.name}`, exact: true });
      await tabTo(page, button);
      const opened = choosers.length;
      await page.keyboard.press('Enter');
      await expect.poll(() => choosers.length).toBe(opened + 1);
      await choosers[opened]?.setFiles({
        name: `${requirement.name}.pdf`,
        mimeType: 'application/pdf',
        buffer: samplePdf,
      });
      // Tab on only once the upload has ended (its 取消上传 gone) and the file is listed; focus is
      // still on this material's button, so the next Tab goes on from here.
      const material = page.getByRole('listitem', { name: requirement.name, exact: true });
      await expect(material.getByRole('button', { name: '取消上传' })).toHaveCount(0);
      await expect(material.getByText(`${requirement.name}.pdf`).first()).toBeVisible();
      await expect.poll(() => isFocused(button)).toBe(true);
    }

    // 我已阅读并同意 under the 承诺书: Space ticks it, and only then 提交申请 can take focus.
    const consent = page.getByRole('checkbox', { name: '我已阅读并同意' });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: '提交申请', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: '提交申请', exact: true }));
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/workspace/domain/detail');
    await expect(page.getByText('初审中').first()).toBeVisible();
  });
});
