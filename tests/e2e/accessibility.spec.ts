/**
 * Accessibility of every page (DESIGN §7): axe-core, run in the real browser against the rendered
 * page, finds no serious or critical violation of WCAG 2.1 A/AA — public pages as a visitor, workspace
 * pages as the person who uses them, detail pages with a real application — each in the standard view
 * and again with 长辈模式 on (larger type and spacing, chosen before the page loads, as a returning
 * visitor who switched it on has it). A failure lists each rule with the elements it found, so it can
 * be fixed without re-running the tool by hand. The case desk's pages in their working states (专区管理
 * with its dialogs open, 消息中心 with notices, a claimed case with its preview open, the notice of an
 * approved case) are checked where the journey reaches them (case-desk-journey.spec.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cityPortals, paths, routeLabels } from '@/config/routes';
import { storageKeys } from '@/lib/storage-keys';
import type { AuthState } from '@machines/auth/auth.types';
import { animationsSettled } from '../support/e2e-animations';
import { seriousViolations } from '../support/e2e-axe';
import { decide, freeDomain, submittedApplication } from '../../scripts/portal/domain-applications';
import { placeAuthState, sessionOf } from '../../scripts/portal/demo-sign-in';
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
import { freshCorporateSession } from '../../scripts/portal/http-sessions';

/** The standard view, and 长辈模式 as the header's switch leaves it remembered. */
const modes = [
  { title: '无障碍', elderly: false },
  { title: '无障碍（长辈模式）', elderly: true },
] as const;

type Mode = (typeof modes)[number];

/** Chooses the mode before the first page loads. */
async function chooseMode(page: Page, mode: Mode): Promise<void> {
  if (!mode.elderly) return;
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, 'on'),
    storageKeys.elderlyMode,
  );
}

/**
 * The page is shown in the mode asked for (the global styles follow `data-elderly` on <html>), and is
 * the app's: the header's controls that need scripts (长辈模式, the language, the city portals) are
 * drawn disabled and faded on a page the server drew until it has been taken over, and change their
 * colours then. Judged before, they are the faded controls a visitor cannot use yet.
 */
async function expectMode(page: Page, mode: Mode): Promise<void> {
  const root = page.locator('html');
  if (mode.elderly) await expect(root).toHaveAttribute('data-elderly', 'true');
  else await expect(root).not.toHaveAttribute('data-elderly');
  await expect(page.getByRole('button', { name: '长辈模式' }).first()).toBeEnabled();
}

const sampleCity = cityPortals[0];

for (const mode of modes) {
  for (const key of publicKeys) {
    test(`${mode.title}：${paths[key]}（${routeLabels[key]}）`, async ({ page }) => {
      await chooseMode(page, mode);
      await visit(page, await publicUrl(key));
      await expect(page).toHaveTitle(routeLabels[key]);
      await expectMode(page, mode);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`${mode.title}：设区市门户（${sampleCity.name}）`, async ({ page }) => {
    await chooseMode(page, mode);
    await visit(page, `/${sampleCity.code}`);
    await expect(page).toHaveTitle(sampleCity.name);
    await expectMode(page, mode);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Pages that show one application: opened with a rejected application of a company of their own. */
const applicationPages: ReadonlySet<WorkspaceKey> = new Set<WorkspaceKey>([
  'domainDetail',
  'domainRejectResult',
  'domainFirstReview',
  'auditApplication',
  'domainReceipt',
  'domainNotice',
]);

/** Of those, the ones its applicant opens; operators open the others. */
const applicantPages: ReadonlySet<WorkspaceKey> = new Set<WorkspaceKey>([
  'domainDetail',
  'domainRejectResult',
  'domainReceipt',
  'domainNotice',
]);

test('长辈模式开关：开启后鼠标停在上面，文字依然清晰可读', async ({ page }) => {
  await visit(page, paths.home);
  const toggle = page.getByRole('banner').getByRole('button', { name: '长辈模式' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The pointer stays on the switch; the check reads its colours once they have finished changing.
  await toggle.hover();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .include('header')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe('无障碍：工作台', () => {
  let applicant: AuthState;
  let applicationId: string;

  test.beforeAll(async () => {
    // 苏州智算 rather than the run's shared legal person, whose domains other tests apply to.
    applicant = await freshCorporateSession('suzhou-zhisuan');
    const submitted = await submittedApplication(applicant, (await freeDomain(applicant)).id);
    await decide(sessionOf('firstReviewer'), 'first', submitted, 'reject', '材料不全，请补充。');
    applicationId = submitted.id;
  });

  for (const mode of modes) {
    for (const key of workspaceKeys) {
      const path = concretePath(key);
      test(`${mode.title}：${path}（${routeLabels[key]}）`, async ({ page }) => {
        const withApplication = applicationPages.has(key);
        const visitor = applicantPages.has(key) ? applicant : sessionOf(workspaceVisitor(key));
        await chooseMode(page, mode);
        await placeAuthState(page, visitor);
        // Other detail pages (企业用户详情) with a record of their own: without one they end at /404.
        await visit(
          page,
          withApplication ? `${path}?id=${applicationId}` : await workspaceUrl(key, visitor),
        );
        await expect(page).toHaveTitle(routeLabels[key]);
        await expectMode(page, mode);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
