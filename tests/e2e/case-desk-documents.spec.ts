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

/** A valid PDF of `pages` A4 pages, each with a black bar and its number drawn on it. */
function pdfOf(pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index * 2);
  objects[1] = '<</Type/Catalog/Pages 2 0 R>>';
  objects[2] = `<</Type/Pages/Kids[${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}]/Count ${String(pages)}>>`;
  objects[3] = '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>';
  pageIds.forEach((id, index) => {
    const content = `0 0 0 rg 60 700 475 40 re f BT /F1 48 Tf 60 600 Td (Page ${String(index + 1)}) Tj ET`;
    objects[id] =
      `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 3 0 R>>>>/Contents ${String(id + 1)} 0 R>>`;
    objects[id + 1] = `<</Length ${String(content.length)}>>stream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body);
    body += `${String(id)} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${String(objects.length)}/Root 1 0 R>>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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
      body: pdfOf(3),
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
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (context === null || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let dark = 0;
        for (let index = 0; index < data.length; index += 4)
          if ((data[index] ?? 255) < 50 && (data[index + 3] ?? 0) > 200) dark += 1;
        return dark;
      }),
    )
    .toBeGreaterThan(1000);

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
