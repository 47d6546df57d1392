/**
 * 附件 in a real browser: the content editor (bianji) attaches a PDF to a published 政策动态 article
 * on 文章附件; a visitor finds it on the article's detail page — in the server-drawn HTML as a plain
 * link — and downloads exactly the bytes uploaded; the editor then deletes it and the page no longer
 * offers it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { placeAuthState, signInAs } from '../../scripts/portal/demo-sign-in';
import { visit } from '../support/e2e-routes';

/** A small but real PDF: one empty A4 page. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body);
}

test('内容编辑为政策文章上传附件，访客在详情页下载到同一文件，删除后不再提供', async ({
  browser,
}) => {
  const fileName = `政策原文-${String(Date.now() % 100_000)}.pdf`;
  const bytes = onePagePdf();

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await placeAuthState(editor, await signInAs('contentEditor'));
  await visit(editor, '/workspace/content/article-attachments');
  await expect(editor).toHaveTitle('文章附件');
  const articles = editor.getByRole('list', { name: '文章列表' });
  await articles
    .getByRole('button', { name: /^管理附件：/ })
    .first()
    .click();
  await expect(editor).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  const articleId = new URL(editor.url()).searchParams.get('id') ?? '';

  const panel = editor.getByRole('region', { name: /的附件$/ });
  await expect(panel.getByText(/单个不超过 20 MB/)).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await expect(editor.getByText(`附件“${fileName}”已上传`)).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `下载附件：${fileName}` })).toBeVisible();

  // The visitor's page is drawn by the server with the attachment as a plain link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const detailPath = `/dynamics/detail?id=${articleId}`;
  const drawn = await visitor.request.get(detailPath, { headers: { accept: 'text/html' } });
  const html = await drawn.text();
  expect(html).toContain(fileName);
  expect(html).toMatch(
    /href="\/alpha-portal\/api\/v1\/web\/content-attachment\/download\?id=[0-9a-f-]{36}"/,
  );

  await visit(visitor, detailPath);
  const attachments = visitor.getByRole('region', { name: '附件' });
  await expect(attachments).toBeVisible();
  const link = attachments.getByRole('link', { name: new RegExp(`^${fileName}（`) });
  const downloading = visitor.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(bytes);

  // Deleted by the editor after a confirmation: the page no longer offers it.
  await row.getByRole('button', { name: `删除附件：${fileName}` }).click();
  const dialog = editor.getByRole('alertdialog', { name: '删除附件' });
  await dialog.getByRole('button', { name: '删除', exact: true }).click();
  await expect(editor.getByText(`附件“${fileName}”已删除`)).toBeVisible();
  await expect(panel.getByText(fileName)).toHaveCount(0);
  await editorContext.close();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(fileName)).toHaveCount(0);
  await visitorContext.close();
});
