/**
 * No page shows a text's key instead of its words, in either language. The start carries only the
 * texts it draws and each page, menu or dialog fetches its own areas (src/i18n/text-areas.ts); a
 * built page that asks for a text before its area is there shows the key (`login.account`), which
 * the production build does not report anywhere. So every route is drawn in Chinese and English,
 * with the account menu and the 修改密码 dialog opened, and its visible text must hold no key.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/routes';
import { languageCookieName } from '@/i18n/languages';
import { zhCN } from '@/i18n/locales/zh-CN';
import { placeAuthState, sessionOf, type DemoIdentity } from '../../scripts/portal/demo-sign-in';
import { e2eBaseUrl } from '../../scripts/portal/base-url';
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

/** The application pages are opened by an operator, who may read the seeded one (smoke.spec.ts). */
const applicationReaders: Partial<Record<WorkspaceKey, DemoIdentity>> = {
  domainDetail: 'operator',
  domainRejectResult: 'operator',
};

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    keysOf(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const everyKey = keysOf(zhCN);

/** The keys `page` shows as text, including labels only a screen reader hears. */
async function keysShown(page: Page): Promise<string[]> {
  // Sections drawn only when they come near the screen (the front page's lower ones) are drawn too.
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].flatMap(
      (element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name)),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  return everyKey.filter((key) => text.includes(key));
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test.describe(`${language}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: languageCookieName, value: language, url: e2eBaseUrl }]);
    });

    for (const key of publicKeys) {
      test(`${paths[key]} shows no text key`, async ({ page }) => {
        await page.goto(await publicUrl(key));
        await expect(page.getByRole('main')).toBeVisible();
        expect(await keysShown(page)).toEqual([]);
      });
    }

    for (const key of workspaceKeys) {
      test(`${concretePath(key)} shows no text key`, async ({ page }) => {
        const session = sessionOf(applicationReaders[key] ?? workspaceVisitor(key));
        await placeAuthState(page, session);
        await visit(page, await workspaceUrl(key, session));
        await expect(page.getByRole('main')).toBeVisible();
        expect(await keysShown(page)).toEqual([]);
      });
    }

    for (const identity of ['operator', 'corporate'] satisfies DemoIdentity[]) {
      test(`the account menu and its 修改密码 dialog (${identity}) show no text key`, async ({
        page,
      }) => {
        await placeAuthState(page, sessionOf(identity));
        await visit(page, paths.home);
        await page.getByRole('button', { name: /账号菜单|Account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await keysShown(page)).toEqual([]);
        await page.getByRole('menuitem', { name: /修改密码|Change password/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await keysShown(page)).toEqual([]);
      });
    }
  });
}
