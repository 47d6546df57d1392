/**
 * 预览 and the printable documents of a case (DESIGN §9) in Chromium against the real server: an
 * auditor opens a submitted application's PDF in the preview dialog and pdf.js (fetched only then)
 * draws its pages on a canvas; the applicant's 受理回执 and 审核通过通知书 of a case with many materials
 * each print to exactly one A4 page. Preparation goes over HTTP (scripts/portal/domain-applications.ts).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import {
  applicationOf,
  decide,
  freeDomain,
  preparedDraft,
  uploadEntryFile,
  type ApplicationDetail,
} from '../../scripts/portal/domain-applications';
import { createE2eApiClient, requireData, timestamp } from '../../scripts/portal/api-client';
import { placeAuthState, sessionOf, signInAs } from '../../scripts/portal/demo-sign-in';
import { freshCorporateSession } from '../../scripts/portal/http-sessions';
import { darkPixelsOf, drawnPdf } from '../support/e2e-drawn-pdf';
import { visit } from '../support/e2e-routes';

test.describe.configure({ mode: 'serial' });

const shotsDir = process.env.CASE_DESK_SHOTS;
/** The auditor signs in once: each sign-in sends an SMS code, and those are rate-limited. */
let auditorSession: Promise<AuthState> | null = null;
const auditorOnce = () => (auditorSession ??= signInAs('auditor'));
const openContexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function pageAs(browser: Browser, session: AuthState): Promise<Page> {
  const context = await browser.newContext();
  openContexts.push(context);
  const page = await context.newPage();
  await placeAuthState(page, session);
  return page;
}

/**
 * A submitted application of `applicant` with, besides the PDF of every required entry, `extra` more
 * PDFs spread over the domain's materials (a case with many materials).
 */
async function submittedWithMaterials(
  applicant: AuthState,
  extra: number,
): Promise<ApplicationDetail> {
  const domain = await freeDomain(applicant);
  const draft = await preparedDraft(applicant, domain.id);
  const api = createE2eApiClient();
  const detail = requireData(
    '查询专区入驻要求',
    await api.GET('/web/domain/detail', { params: { query: { id: domain.id, t: timestamp() } } }),
  );
  const pdfEntries = detail.requirements.filter((entry) => entry.allowedTypes.includes('pdf'));
  for (let index = 0; index < extra; index += 1) {
    const entry = pdfEntries[index % pdfEntries.length];
    if (entry === undefined) throw new Error('该专区没有接受 PDF 的入驻材料项');
    const response = await uploadEntryFile(applicant, draft.id, entry.id, {
      name: `${entry.name}（补充材料 ${String(index + 1)}）.pdf`,
      body: drawnPdf(3),
    });
    expect(response.ok).toBe(true);
  }
  const current = await applicationOf(applicant, draft.id);
  return requireData(
    '提交入驻申请',
    await api.POST('/second/domain-application/submit', {
      body: {
        id: current.id,
        version: current.version,
        // The applicant ticks 我已阅读并同意 under the domain's current 承诺书.
        ...(detail.commitment === null ? {} : { commitmentVersion: detail.commitment.version }),
      },
      headers: { 'User-Token': applicant.token },
    }),
  );
}

/** How many pages a PDF holds: its page objects (`/Type /Page`, not `/Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;
}

test('an auditor previews a PDF material: pdf.js is fetched on opening and draws the pages', async ({
  browser,
}) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const application = await submittedWithMaterials(applicant, 1);
  const auditor = await pageAs(browser, await auditorOnce());
  const scripts: string[] = [];
  auditor.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('worker'))
      scripts.push(request.url());
  });
  await visit(auditor, `/workspace/audit/application?id=${application.id}`);
  const materials = auditor.getByRole('region', { name: '入驻材料' });
  const file = application.files.find((entry) => entry.name.includes('补充材料'));
  if (file === undefined) throw new Error('no three-page PDF among the materials');
  await expect(materials.getByText(file.name)).toBeVisible();
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

  await materials.getByRole('button', { name: `预览 ${file.name}` }).click();
  const dialog = auditor.getByRole('dialog', { name: `预览：${file.name}` });
  await expect(dialog.getByText('第 1 / 3 页')).toBeVisible();
  expect(scripts.some((url) => /pdf\.worker/.test(url))).toBe(true);
  const canvas = dialog.getByTestId('pdf-page-canvas');
  await expect(canvas).toBeVisible();
  // Drawn: the page's black bar is on the canvas.
  await expect.poll(() => darkPixelsOf(canvas)).toBeGreaterThan(1000);

  await dialog.getByRole('button', { name: '下一页' }).click();
  await expect(dialog.getByText('第 2 / 3 页')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-page', '2');
  await dialog.getByRole('region', { name: /第 2 页，共 3 页/ }).press('ArrowRight');
  await expect(dialog.getByText('第 3 / 3 页')).toBeVisible();
  await dialog.getByRole('button', { name: '放大' }).click();
  if (shotsDir !== undefined) await auditor.screenshot({ path: `${shotsDir}/preview-dialog.png` });
  await auditor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the receipt and the approval notice of a case with many materials print on one A4 page each', async ({
  browser,
}) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const submitted = await submittedWithMaterials(applicant, 10);
  expect(submitted.files.length).toBeGreaterThanOrEqual(12);
  const page = await pageAs(browser, applicant);

  await visit(page, `/workspace/domain/detail?id=${submitted.id}`);
  await expect(page.getByRole('link', { name: '打印通知书' })).toHaveCount(0);
  await page.getByRole('link', { name: '打印回执' }).click();
  await page.waitForURL((url) => url.pathname === '/workspace/domain/receipt');
  await expect(page).toHaveTitle('受理回执');
  const receipt = page.getByRole('article', { name: '专区入驻申请受理回执' });
  await expect(receipt.getByText(submitted.corName)).toBeVisible();
  await expect(receipt.getByText(submitted.creditCode)).toBeVisible();
  await expect(receipt.getByText(submitted.domainName)).toBeVisible();
  for (const file of submitted.files) await expect(receipt.getByText(file.name)).toBeVisible();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  if (shotsDir !== undefined)
    await page.screenshot({ path: `${shotsDir}/receipt.png`, fullPage: true });
  const receiptPdf = await page.pdf({ format: 'A4' });
  if (shotsDir !== undefined) await page.pdf({ format: 'A4', path: `${shotsDir}/receipt.pdf` });
  expect(pageCount(receiptPdf)).toBe(1);

  const firstDone = await decide(sessionOf('firstReviewer'), 'first', submitted, 'approve');
  await decide(sessionOf('finalReviewer'), 'final', firstDone, 'approve', '同意入驻');
  await visit(page, `/workspace/domain/detail?id=${submitted.id}`);
  await page.getByRole('link', { name: '打印通知书' }).click();
  await page.waitForURL((url) => url.pathname === '/workspace/domain/notice');
  await expect(page).toHaveTitle('审核通过通知书');
  const notice = page.getByRole('article', { name: '专区入驻审核通过通知书' });
  await expect(notice.getByText(`${submitted.corName}：`)).toBeVisible();
  await expect(notice.getByRole('cell', { name: '入驻初审' })).toBeVisible();
  await expect(notice.getByRole('cell', { name: '入驻终审' })).toBeVisible();
  if (shotsDir !== undefined)
    await page.screenshot({ path: `${shotsDir}/notice.png`, fullPage: true });
  const noticePdf = await page.pdf({ format: 'A4' });
  if (shotsDir !== undefined) await page.pdf({ format: 'A4', path: `${shotsDir}/notice.pdf` });
  expect(pageCount(noticePdf)).toBe(1);

  // An operator with the audit right may open the same documents.
  const auditor = await pageAs(browser, await auditorOnce());
  await visit(auditor, `/workspace/domain/notice?id=${submitted.id}`);
  await expect(
    auditor
      .getByRole('article', { name: '专区入驻审核通过通知书' })
      .getByText(submitted.corName)
      .first(),
  ).toBeVisible();
});

test('a receipt for an unknown case ends at /404', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const page = await pageAs(browser, applicant);
  await visit(page, '/workspace/domain/receipt?id=00000000-0000-4000-8000-000000000000');
  await page.waitForURL((url) => url.pathname === '/404');
});
