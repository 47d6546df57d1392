/**
 * Domain applications (专区入驻, DESIGN §4) in a real browser against the real server: a legal person
 * applies through the form with its entry files; the first and final reviewers decide on their pages;
 * a rejection is read on the reject-result page and answered with a revised application; a return for
 * changes; the four-eyes rule; two reviewers claiming at once (认领); an over-size file. Preparation that is
 * not the step under test goes over HTTP (scripts/portal/domain-applications.ts).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import {
  applicationOf,
  decide,
  freeDomain,
  preparedDraft,
  samplePdf,
  submittedApplication,
  uploadEntryFile,
  type ApplicationDetail,
} from '../../scripts/portal/domain-applications';
import { createE2eApiClient, requireData, timestamp } from '../../scripts/portal/api-client';
import { placeAuthState, sessionOf } from '../../scripts/portal/demo-sign-in';
import { freshCorporateSession } from '../../scripts/portal/http-sessions';
import { visit } from '../support/e2e-routes';

test.describe.configure({ mode: 'serial' });

/** The browser contexts a journey opened, one per person, closed when it ends. */
const openContexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

/** The confirmation dialog open on the page. */
function dialogOf(page: Page) {
  return page.getByRole('alertdialog').or(page.getByRole('dialog'));
}

/** A page of its own browser context, signed in as `session`. */
async function pageAs(browser: Browser, session: AuthState): Promise<Page> {
  const context = await browser.newContext();
  openContexts.push(context);
  const page = await context.newPage();
  await placeAuthState(page, session);
  return page;
}

async function decideOnPage(
  page: Page,
  stagePath: 'firstReview' | 'finalReview',
  applicationId: string,
  decision: '通过' | '驳回' | '退回修改',
  comment?: string,
): Promise<void> {
  await visit(page, `/workspace/domain/${stagePath}?id=${applicationId}`);
  // Only the claimant decides: 认领 first, and the decisions appear once the claim is stored.
  await page.getByRole('button', { name: '认领', exact: true }).click();
  await expect(page.getByRole('button', { name: '释放', exact: true })).toBeVisible();
  if (comment !== undefined)
    await page.getByRole('textbox', { name: '审核意见', exact: true }).fill(comment);
  await page.getByRole('button', { name: decision, exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: /^确认/ }).click();
}

/** Ticks 我已阅读并同意 under the 承诺书 as a person does, on its label, and sees it ticked. */
async function acceptCommitment(page: Page): Promise<void> {
  await page.getByText('我已阅读并同意', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
}

/** The file input of one entry material on the apply page (its button opens this input). */
function fileInput(page: Page, material: string) {
  return page.locator(`input[type="file"][aria-label="上传${material}"]`);
}

async function historyEvents(applicant: AuthState, id: string): Promise<string[]> {
  return (await applicationOf(applicant, id)).history.map((row) => row.event);
}

test('申请入驻 → 初审通过 → 终审通过 → 已通过', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const domain = await freeDomain(applicant);
  const page = await pageAs(browser, applicant);

  await visit(page, `/workspace/domain/apply?domainId=${domain.id}`);
  await expect(page).toHaveTitle('专区申请');
  await page
    .getByRole('textbox', { name: '应用场景', exact: true })
    .fill('面向省内中小微企业的信用评估与融资风险画像，服务普惠金融授信审批。');
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('王芳');
  await page.getByRole('textbox', { name: '联系电话', exact: true }).fill('13951600001');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  // The saved draft opens at its own address (?id=…), which loads it again: upload only after that.
  await page.waitForURL((url) => url.searchParams.has('id'));
  await page.waitForLoadState('networkidle');

  const api = createE2eApiClient();
  const detail = requireData(
    '查询专区入驻要求',
    await api.GET('/web/domain/detail', { params: { query: { id: domain.id, t: timestamp() } } }),
  );
  for (const requirement of detail.requirements.filter((entry) => entry.required)) {
    await fileInput(page, requirement.name).setInputFiles({
      name: `${requirement.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: samplePdf,
    });
    await expect(page.getByText(`${requirement.name}.pdf`).first()).toBeVisible();
  }
  await acceptCommitment(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  await dialogOf(page).getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL((url) => url.pathname === '/workspace/domain/detail');
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText('初审中').first()).toBeVisible();

  const firstReviewer = await pageAs(browser, sessionOf('firstReviewer'));
  await decideOnPage(firstReviewer, 'firstReview', id, '通过');
  await expect(firstReviewer.getByText('已审核通过').first()).toBeVisible();

  const finalReviewer = await pageAs(browser, sessionOf('finalReviewer'));
  await decideOnPage(finalReviewer, 'finalReview', id, '通过');
  await expect(finalReviewer.getByText('已审核通过').first()).toBeVisible();

  await visit(page, `/workspace/domain/detail?id=${id}`);
  await expect(page.getByText('已通过').first()).toBeVisible();
  expect(await historyEvents(applicant, id)).toEqual([
    'create',
    'submit',
    'claim',
    'approve',
    'claim',
    'approve',
  ]);
});

test('初审驳回 → 审批驳回结果 → 修改后重新提交 → 回到初审', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const application = await submittedApplication(applicant, (await freeDomain(applicant)).id);
  const reason = '应用场景未说明数据使用范围与安全措施，请补充后重新提交。';

  const reviewer = await pageAs(browser, sessionOf('firstReviewer'));
  await decideOnPage(reviewer, 'firstReview', application.id, '驳回', reason);
  await expect(reviewer.getByText('已驳回该申请').first()).toBeVisible();

  const page = await pageAs(browser, applicant);
  await visit(page, `/workspace/domain/reject-result?id=${application.id}`);
  await expect(page).toHaveTitle('审批驳回结果');
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByRole('button', { name: '重新提交' }).click();
  await dialogOf(page).getByRole('button', { name: '重新提交' }).click();
  await page.waitForURL((url) => url.pathname === '/workspace/domain/apply');
  await acceptCommitment(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  await dialogOf(page).getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL((url) => url.pathname === '/workspace/domain/detail');
  await expect(page.getByText('初审中').first()).toBeVisible();

  const now = await applicationOf(applicant, application.id);
  expect(now.state).toBe('firstReview');
  expect(now.round).toBe(2);
  expect(now.history.map((row) => row.event)).toEqual([
    'create',
    'submit',
    'claim',
    'reject',
    'revise',
    'submit',
  ]);
});

test('终审退回修改：申请单位看到退回原因，可修改后重新提交', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const submitted = await submittedApplication(applicant, (await freeDomain(applicant)).id);
  const passed = await decide(sessionOf('firstReviewer'), 'first', submitted, 'approve');
  const reason = '数据安全管理制度缺少分级分类内容，请补充后再提交。';

  const reviewer = await pageAs(browser, sessionOf('finalReviewer'));
  await decideOnPage(reviewer, 'finalReview', passed.id, '退回修改', reason);
  await expect(reviewer.getByText('已退回申请单位修改').first()).toBeVisible();

  const page = await pageAs(browser, applicant);
  await visit(page, `/workspace/domain/detail?id=${passed.id}`);
  await expect(page.getByText('退回修改').first()).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重新提交' })).toBeVisible();
  await expect(page.getByRole('button', { name: '撤回申请' })).toHaveCount(0);
  expect((await applicationOf(applicant, passed.id)).state).toBe('returned');
});

test('双人审核：同一人办理了初审，终审页不提供决定，接口也拒绝', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const submitted = await submittedApplication(applicant, (await freeDomain(applicant)).id);
  const admin = sessionOf('operator');
  const passed = await decide(admin, 'first', submitted, 'approve');

  const page = await pageAs(browser, admin);
  await visit(page, `/workspace/domain/finalReview?id=${passed.id}`);
  await expect(page.getByText(/双人审核原则/)).toBeVisible();
  await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '认领', exact: true })).toHaveCount(0);

  const api = createE2eApiClient();
  const refused = await api.POST('/primary/review/final-decision', {
    body: { id: passed.id, version: passed.version, decision: 'approve' },
    headers: { 'User-Token': admin.token },
  });
  expect(refused.data?.code).toBe(4090);
  expect((await applicationOf(applicant, passed.id)).state).toBe('finalReview');
});

test('两位审核人员同时认领：一人认领并办理，另一人看到冲突提示与认领人', async ({ browser }) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const submitted = await submittedApplication(applicant, (await freeDomain(applicant)).id);

  const first = await pageAs(browser, sessionOf('firstReviewer'));
  const second = await pageAs(browser, sessionOf('operator'));
  await visit(first, `/workspace/domain/firstReview?id=${submitted.id}`);
  await visit(second, `/workspace/domain/firstReview?id=${submitted.id}`);

  await first.getByRole('button', { name: '认领', exact: true }).click();
  await expect(first.getByRole('button', { name: '释放', exact: true })).toBeVisible();

  // the second reviewer's page still offers 认领: the server answers that the case moved on
  await second.getByRole('button', { name: '认领', exact: true }).click();
  await expect(second.getByText('该申请已发生变化')).toBeVisible();
  await expect(second.getByText(/认领人：陈静/).first()).toBeVisible();
  await expect(second.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);

  await first.getByRole('button', { name: '通过', exact: true }).click();
  await dialogOf(first).getByRole('button', { name: /^确认/ }).click();
  await expect(first.getByText('已审核通过').first()).toBeVisible();

  const events = await historyEvents(applicant, submitted.id);
  expect(events).toEqual(['create', 'submit', 'claim', 'approve']);
});

test('入驻材料超过大小限制：服务器答复 413 与“文件体积超过限制，请重新选择”，页面同样提示', async ({
  browser,
}) => {
  const applicant = await freshCorporateSession('jiangsu-shuyuan');
  const draft: ApplicationDetail = await preparedDraft(applicant, (await freeDomain(applicant)).id);
  const api = createE2eApiClient();
  const domain = requireData(
    '查询专区入驻要求',
    await api.GET('/web/domain/detail', {
      params: { query: { id: draft.domainId, t: timestamp() } },
    }),
  );
  const material = domain.requirements[0];
  if (!material) throw new Error('该专区没有入驻材料要求');
  const oversize = Buffer.concat([samplePdf, Buffer.alloc(material.maxSizeBytes + 1024, 0x20)]);

  const response = await uploadEntryFile(applicant, draft.id, material.id, {
    name: '超大文件.pdf',
    body: oversize,
  });
  expect(response.status).toBe(413);
  const envelope: unknown = await response.json();
  expect(envelope).toMatchObject({ code: 4130, msg: '文件体积超过限制，请重新选择' });

  const page = await pageAs(browser, applicant);
  await visit(page, `/workspace/domain/apply?id=${draft.id}`);
  await fileInput(page, material.name).setInputFiles({
    name: '超大文件.pdf',
    mimeType: 'application/pdf',
    buffer: oversize,
  });
  await expect(page.getByText(/超过.*请重新选择/).first()).toBeVisible();
  const files = (await applicationOf(applicant, draft.id)).files;
  expect(files.some((file) => file.name === '超大文件.pdf')).toBe(false);
});
