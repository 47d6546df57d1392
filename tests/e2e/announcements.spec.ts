/**
 * Announcements (公告) in a real browser: a content editor writes one in the rich-text editor and
 * publishes it; visitors find it in 运营动态 › 通知公告 with its body, legal persons on their 工作台;
 * a script typed into the body is stored and shown as text, never run.
 */
import { expect, test } from '@playwright/test';
import { placeAuthState, sessionOf } from '../../scripts/portal/demo-sign-in';
import { visit } from '../support/e2e-routes';

test('内容编辑撰写并发布公告，门户通知公告与法人工作台可见，正文中的脚本不会执行', async ({
  browser,
}) => {
  const title = `关于开展公共数据授权运营年度评估的通知（${Date.now() % 100_000}）`;
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await placeAuthState(editor, sessionOf('operator'));
  await visit(editor, '/workspace/annouce/add');
  await expect(editor).toHaveTitle('公告编辑');

  await editor.getByRole('textbox', { name: '公告标题' }).fill(title);
  const body = editor.getByRole('textbox', { name: '公告正文' });
  await body.click();
  await editor.keyboard.type('请各运营单位于十二月底前提交年度评估材料。');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('<img src=x onerror="window.portalHacked=1">');
  await editor.getByRole('button', { name: '加粗' }).click();
  await editor.keyboard.type('逾期未提交的将暂停受理。');

  await editor.getByRole('button', { name: '发布', exact: true }).click();
  await editor
    .getByRole('alertdialog')
    .or(editor.getByRole('dialog'))
    .getByRole('button', { name: '发布', exact: true })
    .click();
  await expect(editor.getByText('公告已发布').first()).toBeVisible();
  await editorContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visit(visitor, '/dynamics?category=notice');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText('请各运营单位于十二月底前提交年度评估材料。')).toBeVisible();
  await expect(visitor.locator('strong', { hasText: '逾期未提交的将暂停受理。' })).toBeVisible();
  await expect(visitor.getByText('<img src=x onerror="window.portalHacked=1">')).toBeVisible();
  expect(await visitor.evaluate(() => Reflect.has(window, 'portalHacked'))).toBe(false);
  await visitorContext.close();

  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await placeAuthState(applicant, sessionOf('corporate'));
  await visit(applicant, '/workspace/home');
  await expect(applicant.getByText(title).first()).toBeVisible();
  await applicantContext.close();
});
