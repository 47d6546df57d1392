/**
 * The case desk end to end (issue 17, DESIGN §9), one journey through the pages in Chromium against the
 * real server, each person in a browser of their own:
 * the administrator opens a new 专区 in 专区管理 (creates it, gives it an entry material while it is
 * still closed, publishes its 承诺书, opens it) → 江苏数源科技有限公司 signs in through the SSO
 * stand-in, applies to that domain with a real PDF, ticks 我已阅读并同意, gets its 受理编号 and prints
 * the receipt → chushen sees the new-case notice under the bell, claims the case, previews the PDF
 * inline (pdf.js draws it on a canvas; nothing is downloaded) → the administrator, who may first-review
 * too, cannot decide a case chushen holds (the page names the claimant and offers no decision; the
 * server answers 4090) → chushen approves → zhongshen claims and approves → the applicant's bell counts
 * the result, 消息中心 lists it and the SMS outbox holds it for the contact phone → the applicant
 * prints the approval notice → the administrator closes the domain and neither the apply form nor
 * 专区合集 offers it any more.
 *
 * Operators start signed in (the run signs them in once, with the SMS code from the dev outbox: a phone
 * gets one code a minute); everything else is done on the pages. Each page the case desk added is
 * checked with axe on the way and, with JOURNEY_SHOTS=<dir>, photographed at 1366×768 and 390 wide.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import { apiBasePath } from '../../scripts/portal/api-client';
import { e2eBaseUrl } from '../../scripts/portal/base-url';
import { placeAuthState, sessionOf } from '../../scripts/portal/demo-sign-in';
import { animationsSettled } from '../support/e2e-animations';
import { seriousViolations } from '../support/e2e-axe';
import { darkPixelsOf, drawnPdf } from '../support/e2e-drawn-pdf';
import { visit } from '../support/e2e-routes';

const shotsDir = process.env.JOURNEY_SHOTS;

const company = { name: '江苏数源科技有限公司', creditCode: '91320100MA1XY8K3A9' };

/** Unique per run, so the journey can run again on the same data and beside other tests. */
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const domain = {
  name: `全程验证专区${runId.slice(-6).toUpperCase()}`,
  code: `journey-${runId}`,
  summary: '汇聚省级公共信用与市场主体登记数据，服务企业信用评估场景。',
  description: '面向持有合法应用场景的企业开放，入驻单位须具备数据安全管理制度。',
  commitment:
    '本单位承诺仅在申请的应用场景内使用授权数据，不向任何第三方提供原始数据，并落实数据安全保护责任。',
};
const material = '数据使用方案';
const pdfName = `${material}.pdf`;
/** The application's contact phone, unique per run, where the result SMS goes. */
const contactPhone = `139${String(Date.now()).slice(-8)}`;

// A step that cannot happen fails on its own instead of holding the whole journey's time.
test.use({ actionTimeout: 20_000 });

const openContexts: BrowserContext[] = [];

test.afterAll(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser, session: AuthState | null): Promise<Page> {
  const context = await browser.newContext();
  openContexts.push(context);
  const page = await context.newPage();
  if (session !== null) await placeAuthState(page, session);
  return page;
}

function dialogOf(page: Page) {
  return page.getByRole('alertdialog').or(page.getByRole('dialog'));
}

/** The bell in the workspace header, when it counts unread notices. */
function bellWithUnread(page: Page) {
  return page.getByRole('link', { name: /^消息中心，\d+ 条未读消息$/ });
}

/** No serious or critical axe violation on the page as it rests (a dialog's fade-in has ended). */
async function expectAxeClean(page: Page): Promise<void> {
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** With JOURNEY_SHOTS set: the page as it is now at 1366×768 and on a 390-wide phone. */
async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir === undefined) return;
  const desk = page.viewportSize() ?? { width: 1366, height: 768 };
  await animationsSettled(page);
  await page.screenshot({ path: `${shotsDir}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsSettled(page);
  await page.screenshot({ path: `${shotsDir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desk);
}

/** The domain's row in 专区管理, found with the page's own search box. */
async function domainRow(admin: Page) {
  await admin.getByRole('searchbox', { name: '搜索专区' }).fill(domain.name);
  await admin.getByRole('button', { name: '搜索', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: domain.name });
  await expect(row).toHaveCount(1);
  return row;
}

/** On the review page of a case: 认领, and the decisions appear once the claim is stored. */
async function claim(page: Page): Promise<void> {
  await page.getByRole('button', { name: '认领', exact: true }).click();
  await expect(page.getByRole('button', { name: '释放', exact: true })).toBeVisible();
  await expect(page.getByText(/您已认领该申请/)).toBeVisible();
}

async function approve(page: Page, comment: string): Promise<void> {
  await page.getByRole('textbox', { name: '审核意见', exact: true }).fill(comment);
  await page.getByRole('button', { name: '通过', exact: true }).click();
  await dialogOf(page).getByRole('button', { name: /^确认/ }).click();
  await expect(page.getByText('已审核通过').first()).toBeVisible();
}

/** Follows the bell to 消息中心 and opens the unread notice about the case. */
async function openNotice(page: Page, caseNumber: string, title: string): Promise<void> {
  await bellWithUnread(page).click();
  await page.waitForURL((url) => url.pathname === '/workspace/messages');
  await expect(page).toHaveTitle('消息中心');
  const notice = page.getByRole('listitem').filter({ hasText: `受理编号 ${caseNumber}` });
  await expect(notice.getByRole('link', { name: title })).toBeVisible();
  await expect(notice.getByText('未读', { exact: true })).toBeVisible();
  await notice.getByRole('link', { name: title }).click();
}

type OutboxMessage = { phone: string; text: string };

async function outboxTo(phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${e2eBaseUrl}/dev/outbox`);
  const messages: unknown = await response.json();
  if (!Array.isArray(messages)) throw new Error('短信发件箱返回的不是列表');
  return messages.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const to: unknown = Reflect.get(entry, 'phone');
    const text: unknown = Reflect.get(entry, 'text');
    return to === phone && typeof text === 'string' ? [{ phone: to, text }] : [];
  });
}

test('专区管理开设新专区 → 企业申请并打印回执 → 初审认领、预览、通过 → 终审通过 → 通知与短信 → 打印通知书 → 暂停受理', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminSession = sessionOf('operator');
  const chushenSession = sessionOf('firstReviewer');
  const admin = await newPage(browser, adminSession);
  const applicant = await newPage(browser, null);
  const chushen = await newPage(browser, chushenSession);
  const zhongshen = await newPage(browser, sessionOf('finalReviewer'));

  await test.step('管理员在专区管理新增专区，配置入驻材料，发布承诺书，开放受理', async () => {
    await visit(admin, '/workspace/admin/domains');
    await expect(admin).toHaveTitle('专区管理');
    await expect(admin.getByRole('table', { name: '数据专区列表' })).toBeVisible();
    await expectAxeClean(admin);
    await shoot(admin, 'domains-list');

    await admin.getByRole('button', { name: '新增专区' }).click();
    const form = admin.getByRole('dialog', { name: '新增专区' });
    await expect(form.getByRole('textbox', { name: '专区介绍与入驻条件' })).toBeVisible();
    await expectAxeClean(admin);
    await form.getByRole('textbox', { name: '专区名称' }).fill(domain.name);
    await form.getByRole('textbox', { name: '专区编码' }).fill(domain.code);
    await form.getByRole('textbox', { name: '专区简介' }).fill(domain.summary);
    await form.getByRole('textbox', { name: '专区介绍与入驻条件' }).fill(domain.description);
    await form.getByRole('textbox', { name: '初审时限（工作日）' }).fill('3');
    await shoot(admin, 'domains-create-dialog');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    await expect(admin.getByText(`已创建${domain.name}；发布承诺书后即可开放受理`)).toBeVisible();

    let row = await domainRow(admin);
    await expect(row.getByText('已关闭')).toBeVisible();
    await expect(row.getByText('未发布')).toBeVisible();
    await expect(row.getByText('初审 3 / 终审 5 个工作日')).toBeVisible();

    await row.getByRole('button', { name: `编辑${domain.name}`, exact: true }).click();
    const edit = admin.getByRole('dialog', { name: '编辑专区' });
    await expect(edit.getByRole('textbox', { name: '专区名称' })).toHaveValue(domain.name);
    await expectAxeClean(admin);
    await shoot(admin, 'domains-edit-dialog');
    await edit.getByRole('button', { name: '取消' }).click();
    await expect(edit).toBeHidden();

    // Its material before it opens, as the server advises: one required PDF (the form's defaults).
    await row.getByRole('link', { name: `入驻材料：${domain.name}` }).click();
    await admin.waitForURL((url) => url.pathname === '/workspace/content/entry-config');
    await expect(admin.getByRole('combobox', { name: '选择专区' })).toHaveValue(
      new URL(admin.url()).searchParams.get('domainId') ?? '',
    );
    await expect(admin.getByText(`${domain.name}目前未开放受理，申请单位看不到它。`)).toBeVisible();
    await expect(admin.getByText('该专区尚未配置入驻材料')).toBeVisible();
    await admin.getByRole('button', { name: '新增', exact: true }).click();
    const entry = admin.getByRole('dialog', { name: '新增入驻材料' });
    await entry.getByRole('textbox', { name: '材料名称' }).fill(material);
    await entry.getByRole('button', { name: '保存' }).click();
    await expect(entry).toBeHidden();
    await expect(admin.getByRole('cell', { name: material, exact: true })).toBeVisible();

    await visit(admin, '/workspace/admin/domains');
    row = await domainRow(admin);
    await row.getByRole('button', { name: `编辑${domain.name}的承诺书` }).click();
    const commitment = admin.getByRole('dialog', { name: `${domain.name} · 承诺书` });
    await commitment.getByRole('textbox', { name: '承诺书正文' }).fill(domain.commitment);
    await commitment.getByRole('button', { name: '发布第 1 版' }).click();
    await expect(admin.getByText('承诺书第 1 版已发布')).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(commitment).toBeHidden();
    row = await domainRow(admin);
    await expect(row.getByText('第 1 版')).toBeVisible();

    await row.getByRole('button', { name: `开放受理：${domain.name}` }).click();
    await dialogOf(admin).getByRole('button', { name: '开放受理' }).click();
    await expect(admin.getByText(`${domain.name}已开放受理`)).toBeVisible();
    await expect(row.getByText('受理中')).toBeVisible();
  });

  let applicationId = '';
  let caseNumber = '';
  await test.step('企业经统一身份认证登录，申请新专区，同意承诺书并提交，打印受理回执', async () => {
    await visit(applicant, '/applylist');
    await expect(applicant.getByRole('link', { name: `申请入驻：${domain.name}` })).toBeVisible();

    await visit(applicant, `/login?preUrl=${encodeURIComponent('/workspace/domain/apply')}`);
    await applicant.getByRole('button', { name: /法人用户登录/ }).click();
    await applicant.waitForURL((url) => url.pathname === '/dev-sso/login');
    await applicant.getByRole('button', { name: new RegExp(company.name) }).click();
    await applicant.waitForURL((url) => url.pathname === '/workspace/domain/apply');
    await expect(applicant).toHaveTitle('专区申请');

    await applicant
      .getByRole('combobox', { name: '申请专区' })
      .selectOption({ label: domain.name });
    await applicant
      .getByRole('textbox', { name: '应用场景', exact: true })
      .fill('利用专区的企业登记与信用数据，为省内银行提供中小微企业授信前的信用评估服务。');
    await applicant.getByRole('textbox', { name: '联系人', exact: true }).fill('王芳');
    await applicant.getByRole('textbox', { name: '联系电话', exact: true }).fill(contactPhone);
    await applicant.getByRole('button', { name: '保存草稿' }).click();
    await expect(applicant.getByText('草稿已保存')).toBeVisible();
    await applicant.waitForURL((url) => url.searchParams.has('id'));

    await applicant.locator(`input[type="file"][aria-label="上传${material}"]`).setInputFiles({
      name: pdfName,
      mimeType: 'application/pdf',
      buffer: drawnPdf(1),
    });
    await expect(applicant.getByText(pdfName).first()).toBeVisible();
    await expect(applicant.getByText('专区承诺书（第 1 版）')).toBeVisible();
    await expect(applicant.getByText(domain.commitment)).toBeVisible();
    const submit = applicant.getByRole('button', { name: '提交申请' });
    await expect(submit).toBeDisabled();
    await applicant.getByText('我已阅读并同意', { exact: true }).click();
    await expect(applicant.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
    await submit.click();
    await dialogOf(applicant).getByRole('button', { name: '提交申请' }).click();

    await applicant.waitForURL((url) => url.pathname === '/workspace/domain/detail');
    applicationId = new URL(applicant.url()).searchParams.get('id') ?? '';
    await expect(applicant.getByText('初审中').first()).toBeVisible();
    const lead = applicant.getByText(/受理编号：JS\d{10}/).first();
    await expect(lead).toBeVisible();
    caseNumber = /JS\d{10}/.exec((await lead.textContent()) ?? '')?.[0] ?? '';
    expect(caseNumber).toMatch(new RegExp(`^JS${String(new Date().getFullYear())}\\d{6}$`));

    await applicant.getByRole('link', { name: '打印回执' }).click();
    await applicant.waitForURL((url) => url.pathname === '/workspace/domain/receipt');
    await expect(applicant).toHaveTitle('受理回执');
    const receipt = applicant.getByRole('article', { name: '专区入驻申请受理回执' });
    await expect(receipt.getByText(caseNumber).first()).toBeVisible();
    await expect(receipt.getByText(company.name).first()).toBeVisible();
    await expect(receipt.getByText(company.creditCode)).toBeVisible();
    await expect(receipt.getByText(domain.name).first()).toBeVisible();
    await expect(receipt.getByText(pdfName)).toBeVisible();
    await expect(applicant.getByRole('button', { name: '打印' })).toBeVisible();
    await expectAxeClean(applicant);
    await shoot(applicant, 'receipt');
  });

  let version = 0;
  await test.step('初审人员在消息中心看到新申请，认领，在线预览 PDF', async () => {
    await visit(chushen, '/workspace/workerhome');
    await expect(bellWithUnread(chushen)).toBeVisible();
    await openNotice(chushen, caseNumber, '新的入驻申请待初审');
    await chushen.waitForURL(
      (url) =>
        url.pathname === '/workspace/domain/firstReview' &&
        url.searchParams.get('id') === applicationId,
    );
    await expect(chushen.getByText(caseNumber).first()).toBeVisible();
    await claim(chushen);

    const downloads: string[] = [];
    chushen.on('download', (download) => downloads.push(download.suggestedFilename()));
    await chushen.getByRole('button', { name: `预览 ${pdfName}` }).click();
    const preview = chushen.getByRole('dialog', { name: `预览：${pdfName}` });
    await expect(preview.getByText('第 1 / 1 页')).toBeVisible();
    const canvas = preview.getByTestId('pdf-page-canvas');
    await expect(canvas).toBeVisible();
    await expect.poll(() => darkPixelsOf(canvas)).toBeGreaterThan(1000);
    await expectAxeClean(chushen);
    await shoot(chushen, 'review-preview');
    await chushen.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    expect(downloads).toEqual([]);
    await expectAxeClean(chushen);
    await shoot(chushen, 'review-claimed');
  });

  await test.step('另一位有初审权限的人（管理员）不能办理陈静已认领的申请', async () => {
    const detail = admin.waitForResponse(
      (response) => response.url().endsWith('/primary/review/detail') && response.ok(),
    );
    await visit(admin, `/workspace/domain/firstReview?id=${applicationId}`);
    const answered: unknown = await (await detail).json();
    const data: unknown = Reflect.get(Object(answered), 'data');
    version = Number(Reflect.get(Object(data), 'version'));
    expect(version).toBeGreaterThan(0);

    await expect(
      admin.getByText(`该申请已由 ${chushenSession.name} 认领，仅认领人可以审核。`),
    ).toBeVisible();
    await expect(admin.getByText(`认领人：${chushenSession.name}`).first()).toBeVisible();
    for (const decision of ['通过', '驳回', '退回修改'])
      await expect(admin.getByRole('button', { name: decision, exact: true })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: '认领', exact: true })).toHaveCount(0);

    // The page offers no decision; the server refuses one sent anyway, on the case's current version.
    const refused = await admin.request.post(`${apiBasePath}/primary/review/first-decision`, {
      headers: { 'User-Token': adminSession.token },
      data: { id: applicationId, version, decision: 'approve', comment: '同意' },
    });
    expect(await refused.json()).toMatchObject({
      code: 4090,
      msg: `该申请已由 ${chushenSession.name} 认领，仅认领人可以审核`,
    });

    await visit(admin, '/workspace/admin/review-workload');
    await expect(admin).toHaveTitle('审核工作量');
    await expect(admin.getByText(chushenSession.name).first()).toBeVisible();
    await expectAxeClean(admin);
    await shoot(admin, 'review-workload');
  });

  await test.step('初审通过；终审人员认领并通过', async () => {
    await approve(chushen, '材料齐全，应用场景明确，同意进入终审。');

    await visit(zhongshen, '/workspace/workerhome');
    await openNotice(zhongshen, caseNumber, '新的入驻申请待终审');
    await zhongshen.waitForURL((url) => url.pathname === '/workspace/domain/finalReview');
    await claim(zhongshen);
    await approve(zhongshen, '同意入驻。');
  });

  await test.step('申请单位：铃铛显示未读结果，消息中心列出，短信发到联系电话，打印通知书', async () => {
    await visit(applicant, '/workspace/home');
    await expect(bellWithUnread(applicant)).toBeVisible();
    await bellWithUnread(applicant).click();
    await applicant.waitForURL((url) => url.pathname === '/workspace/messages');
    const result = applicant
      .getByRole('listitem')
      .filter({ hasText: `受理编号 ${caseNumber}` })
      .filter({ hasText: '入驻申请已通过' });
    await expect(result).toHaveCount(1);
    await expect(result.getByText('未读', { exact: true })).toBeVisible();
    await expect(result.getByText(`${domain.name}入驻申请`)).toBeVisible();
    await expectAxeClean(applicant);
    await shoot(applicant, 'messages');
    // On a phone the workspace fits the screen: its header's tools wrap instead of pushing it sideways.
    await applicant.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => applicant.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await applicant.setViewportSize({ width: 1366, height: 768 });

    await expect
      .poll(async () => (await outboxTo(contactPhone)).map((message) => message.text))
      .toContainEqual(
        `【江苏省公共数据授权运营平台】您单位的${domain.name}入驻申请（受理编号 ${caseNumber}）已通过终审，请登录门户工作台查看详情。`,
      );

    await result.getByRole('link', { name: '入驻申请已通过' }).click();
    await applicant.waitForURL((url) => url.pathname === '/workspace/domain/detail');
    await expect(applicant.getByText('已通过').first()).toBeVisible();
    await applicant.getByRole('link', { name: '打印通知书' }).click();
    await applicant.waitForURL((url) => url.pathname === '/workspace/domain/notice');
    await expect(applicant).toHaveTitle('审核通过通知书');
    const notice = applicant.getByRole('article', { name: '专区入驻审核通过通知书' });
    await expect(notice.getByText(`${company.name}：`)).toBeVisible();
    await expect(notice.getByText(`受理编号：${caseNumber}`, { exact: true })).toBeVisible();
    await expect(
      notice.getByText(`${domain.name}入驻申请（受理编号：${caseNumber}）`),
    ).toBeVisible();
    await expect(notice.getByRole('cell', { name: '入驻初审' })).toBeVisible();
    await expect(notice.getByRole('cell', { name: '入驻终审' })).toBeVisible();
    await expectAxeClean(applicant);
    await shoot(applicant, 'notice');
  });

  await test.step('管理员暂停受理：申请表与专区合集不再提供该专区', async () => {
    await visit(admin, '/workspace/admin/domains');
    const row = await domainRow(admin);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `暂停受理：${domain.name}` }).click();
    const confirm = dialogOf(admin);
    await expect(confirm.getByText('已有的 1 件案件照常审核')).toBeVisible();
    await confirm.getByRole('button', { name: '暂停受理' }).click();
    await expect(admin.getByText(`${domain.name}已暂停受理新的入驻申请`)).toBeVisible();
    await expect(row.getByText('已关闭')).toBeVisible();

    await visit(applicant, '/workspace/domain/apply');
    const choices = applicant.getByRole('combobox', { name: '申请专区' });
    await expect(choices).toBeVisible();
    await expect(choices.locator('option', { hasText: domain.name })).toHaveCount(0);

    await visit(applicant, '/applylist');
    await expect(applicant.getByRole('link', { name: /^申请入驻：/ }).first()).toBeVisible();
    await expect(applicant.getByRole('link', { name: `申请入驻：${domain.name}` })).toHaveCount(0);
  });
});
