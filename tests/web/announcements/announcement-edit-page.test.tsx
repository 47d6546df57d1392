/**
 * 公告编辑 (/workspace/annouce/:action): writing a new announcement with the rich-text editor, saving
 * it as a draft, publishing it, checking the fields, loading an existing one, and 页面不存在.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal, reviewer } from '../auth/render-portal';
import {
  allowEditorMeasuring,
  announcementId,
  contentEditor,
  sampleAnnouncement,
} from './announcement-samples';

beforeAll(() => {
  allowEditorMeasuring();
});

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return JSON.parse(await request.clone().text()) as Record<string, unknown>;
}

describe('公告编辑', () => {
  it('saves a new announcement typed into the editor as a draft and moves to its edit address', async () => {
    const saved = sampleAnnouncement(1, {
      title: '关于开展数据专区入驻的通知',
      content: '<p>各有关单位：请按要求提交材料。</p>',
    });
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/annouce/add',
      {
        '/primary/announcement/add': () => envelopeResponse(0, '公告草稿已保存', saved),
        '/primary/announcement/detail': () => envelopeResponse(0, '', saved),
      },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '公告编辑' })).toBeVisible();
    await user.type(screen.getByLabelText(/公告标题/), '关于开展数据专区入驻的通知');
    const editor = screen.getByRole('textbox', { name: '公告正文' });
    await user.click(editor);
    await user.type(editor, '各有关单位：请按要求提交材料。');
    expect(editor).toHaveTextContent('各有关单位：请按要求提交材料。');

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('公告草稿已保存')).toBeVisible();
    expect(await view.lastBody('/primary/announcement/add')).toEqual({
      title: '关于开展数据专区入驻的通知',
      content: '<p>各有关单位：请按要求提交材料。</p>',
    });
    await waitFor(() =>
      expect(view.currentPath()).toBe(`/workspace/annouce/edit?id=${announcementId(1)}`),
    );
    expect(await screen.findByText('作者：孙悦')).toBeVisible();
  });
});
