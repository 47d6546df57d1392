/**
 * 公告编辑 (/workspace/annouce/:action): writing a new announcement with the rich-text editor, saving
 * it as a draft, publishing it, checking the fields, loading an existing one, and 页面不存在.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { expectEndedAtNotFound } from '../app/render-app';
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

const editAddress = (n: number) => `/workspace/annouce/edit?id=${announcementId(n)}`;

describe('公告编辑: a new announcement', () => {
  it('saves a title and a body typed into the editor as a draft, then moves to its edit address', async () => {
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
    await user.type(
      screen.getByRole('textbox', { name: '公告标题' }),
      '关于开展数据专区入驻的通知',
    );
    expect(screen.getByText('13/100')).toBeVisible();
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
    await waitFor(() => expect(view.currentPath()).toBe(editAddress(1)));
    // The edit address loads the saved announcement again, which may replace the first render.
    await waitFor(() => {
      expect(screen.getByText('作者：孙悦')).toBeVisible();
      expect(screen.getByText('草稿')).toBeVisible();
    });
  });

  it('formats the body with the toolbar: 标题, 加粗, 无序列表 and 撤销', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/annouce/add',
      {
        '/primary/announcement/add': () =>
          envelopeResponse(0, '公告草稿已保存', sampleAnnouncement(2)),
        '/primary/announcement/detail': () => envelopeResponse(0, '', sampleAnnouncement(2)),
      },
      { signedInAs: contentEditor },
    );
    await user.type(await screen.findByRole('textbox', { name: '公告标题' }), '格式测试');
    const editor = screen.getByRole('textbox', { name: '公告正文' });
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    for (const name of [
      '标题',
      '加粗',
      '斜体',
      '无序列表',
      '有序列表',
      '引用',
      '链接',
      '撤销',
      '重做',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();

    await user.click(editor);
    await user.click(within(toolbar).getByRole('button', { name: '标题' }));
    expect(within(toolbar).getByRole('button', { name: '标题' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(editor, '一、总体要求{Enter}', { skipClick: true });
    await user.click(within(toolbar).getByRole('button', { name: '无序列表' }));
    await user.click(within(toolbar).getByRole('button', { name: '加粗' }));
    await user.type(editor, '重点', { skipClick: true });
    expect(within(editor).getByRole('heading', { level: 2 })).toHaveTextContent('一、总体要求');
    expect(editor).toContainHTML('<ul><li><p><strong>重点</strong></p></li></ul>');

    await user.click(within(toolbar).getByRole('button', { name: '撤销' }));
    expect(editor).not.toContainHTML('<strong>重点</strong>');
    await user.click(within(toolbar).getByRole('button', { name: '重做' }));
    expect(editor).toContainHTML('<ul><li><p><strong>重点</strong></p></li></ul>');

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await screen.findByText('公告草稿已保存');
    expect(await view.lastBody('/primary/announcement/add')).toEqual({
      title: '格式测试',
      content: '<h2>一、总体要求</h2><ul><li><p><strong>重点</strong></p></li></ul>',
    });
  });

  it('adds a link only to an http, https or mailto address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/annouce/add',
      {
        '/primary/announcement/add': () =>
          envelopeResponse(0, '公告草稿已保存', sampleAnnouncement(8)),
        '/primary/announcement/detail': () => envelopeResponse(0, '', sampleAnnouncement(8)),
      },
      { signedInAs: contentEditor },
    );
    await user.type(await screen.findByRole('textbox', { name: '公告标题' }), '链接测试');
    const editor = screen.getByRole('textbox', { name: '公告正文' });
    await user.click(editor);
    await user.type(editor, '详见', { skipClick: true });

    await user.click(screen.getByRole('button', { name: '链接' }));
    const dialog = await screen.findByRole('dialog', { name: '插入链接' });
    const address = within(dialog).getByRole('textbox', { name: /链接地址/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      within(dialog).getByText('请输入以 http://、https:// 或 mailto: 开头的完整地址'),
    ).toBeVisible();
    expect(view.calls()).not.toContain('/primary/announcement/add');

    await user.clear(address);
    await user.type(address, 'https://data.jiangsu.gov.cn/guide');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(editor).getByRole('link', { name: 'https://data.jiangsu.gov.cn/guide' }),
    ).toHaveAttribute('href', 'https://data.jiangsu.gov.cn/guide');

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await screen.findByText('公告草稿已保存');
    expect(await view.lastBody('/primary/announcement/add')).toMatchObject({
      content: expect.stringContaining(
        '<p>详见<a target="_blank" rel="noopener noreferrer nofollow" href="https://data.jiangsu.gov.cn/guide">https://data.jiangsu.gov.cn/guide</a></p>',
      ) as unknown,
    });
  });

  it('asks for a title and a body before anything is sent', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/workspace/annouce/add', {}, { signedInAs: contentEditor });
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(screen.getByText('请输入公告标题')).toBeVisible();
    expect(screen.getByText('请输入公告正文')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '公告标题' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '公告正文' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(screen.getByRole('textbox', { name: '公告标题' }), '   ');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(screen.getByText('请输入公告标题')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.calls()).not.toContain('/primary/announcement/add');
  });

  it('publishes a new announcement after confirmation: saved first, then published', async () => {
    const draft = sampleAnnouncement(3, { title: '平台服务时间调整公告' });
    const published = {
      ...draft,
      status: 'published',
      publishedAt: '2026-11-22T02:00:00.000Z',
    };
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/annouce/add',
      {
        '/primary/announcement/add': () => envelopeResponse(0, '公告草稿已保存', draft),
        '/primary/announcement/publish': () => envelopeResponse(0, '公告已发布', published),
        '/primary/announcement/detail': () => envelopeResponse(0, '', published),
      },
      { signedInAs: contentEditor },
    );
    await user.type(
      await screen.findByRole('textbox', { name: '公告标题' }),
      '平台服务时间调整公告',
    );
    const editor = screen.getByRole('textbox', { name: '公告正文' });
    await user.click(editor);
    await user.type(editor, '自下月起服务时间调整为工作日全天。');

    await user.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('alertdialog', { name: '发布公告' });
    expect(dialog).toHaveTextContent('确定发布公告“平台服务时间调整公告”吗？');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));

    expect(await screen.findByText('公告已发布')).toBeVisible();
    await waitFor(() => expect(view.currentPath()).toBe(editAddress(3)));
    // The edit address loads the announcement again and draws its form anew: the button is looked
    // up each time, so the one checked is the one on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: '取消发布' })).toBeVisible());
    await waitFor(() =>
      expect(view.calls().filter((path) => path.startsWith('/primary/announcement/'))).toEqual([
        '/primary/announcement/add',
        '/primary/announcement/publish',
        '/primary/announcement/detail',
      ]),
    );
    expect(await view.lastBody('/primary/announcement/publish')).toEqual({
      id: announcementId(3),
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/annouce/add',
      {
        '/primary/announcement/list': () =>
          envelopeResponse(0, '', { list: [], total: 0, page: 1, pageSize: 10 }),
      },
      { signedInAs: contentEditor },
    );
    await user.type(await screen.findByRole('textbox', { name: '公告标题' }), '未保存的公告');
    await user.click(screen.getByRole('link', { name: '返回公告管理' }));
    const dialog = await screen.findByRole('alertdialog', { name: '离开此页面？' });
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    expect(view.currentPath()).toBe('/workspace/annouce/add');
    expect(screen.getByRole('textbox', { name: '公告标题' })).toHaveValue('未保存的公告');

    await user.click(screen.getByRole('link', { name: '返回公告管理' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '离开此页面？' })).getByRole('button', {
        name: '放弃修改并离开',
      }),
    );
    await waitFor(() => expect(view.currentPath()).toBe('/workspace/content/announcements'));
  });

  it('is for content editors only', async () => {
    renderPortal('/workspace/annouce/add', {}, { signedInAs: reviewer });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '公告正文' })).not.toBeInTheDocument();
  });
});

describe('公告编辑: an existing announcement', () => {
  it('loads it, saves a change, and takes it down after confirmation', async () => {
    const published = sampleAnnouncement(4, {
      status: 'published',
      publishedAt: '2026-11-21T03:30:00.000Z',
    });
    const user = userEvent.setup();
    const view = renderPortal(
      editAddress(4),
      {
        '/primary/announcement/detail': () => envelopeResponse(0, '', published),
        '/primary/announcement/update': async (request) => {
          const body = (await request.clone().json()) as { title: string };
          return envelopeResponse(0, '公告已更新', { ...published, title: body.title });
        },
        '/primary/announcement/unpublish': () =>
          envelopeResponse(0, '公告已撤下', { ...published, status: 'draft', publishedAt: null }),
      },
      { signedInAs: contentEditor },
    );
    const title = await screen.findByRole('textbox', { name: '公告标题' });
    expect(title).toHaveValue('关于平台系统升级的公告（第4号）');
    const editor = screen.getByRole('textbox', { name: '公告正文' });
    expect(within(editor).getByRole('heading', { level: 2 })).toHaveTextContent('升级安排');
    expect(editor).toHaveTextContent('平台将于本周六凌晨进行系统升级。');
    expect(screen.getByText('已发布')).toBeVisible();
    expect(screen.getByText('发布时间：2026年11月21日 11:30')).toBeVisible();
    expect(screen.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, '关于平台系统升级的补充公告');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('公告已更新')).toBeVisible();
    expect(await view.lastBody('/primary/announcement/update')).toEqual({
      id: announcementId(4),
      title: '关于平台系统升级的补充公告',
      content: '<h2>升级安排</h2><p>平台将于本周六凌晨进行系统升级。</p>',
    });

    await user.click(screen.getByRole('button', { name: '取消发布' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消发布' });
    await user.click(within(dialog).getByRole('button', { name: '取消发布' }));
    expect(await screen.findByText('公告已取消发布')).toBeVisible();
    expect(await view.lastBody('/primary/announcement/unpublish')).toEqual({
      id: announcementId(4),
    });
    expect(await screen.findByRole('button', { name: '发布' })).toBeVisible();
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeVisible();
  });

  it('says so quietly when a save changes nothing (4212)', async () => {
    const draft = sampleAnnouncement(5);
    const user = userEvent.setup();
    renderPortal(
      editAddress(5),
      {
        '/primary/announcement/detail': () => envelopeResponse(0, '', draft),
        '/primary/announcement/update': () => envelopeResponse(4212, '公告内容没有变化', draft),
      },
      { signedInAs: contentEditor },
    );
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('公告内容没有变化')).toBeVisible();
  });

  it('previews the title and the body as readers will see them', async () => {
    const user = userEvent.setup();
    renderPortal(
      editAddress(6),
      { '/primary/announcement/detail': () => envelopeResponse(0, '', sampleAnnouncement(6)) },
      { signedInAs: contentEditor },
    );
    const previewToggle = await screen.findByRole('button', { name: '预览' });
    await user.click(previewToggle);
    expect(previewToggle).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: '预览效果' });
    expect(
      within(preview).getByRole('heading', { name: '关于平台系统升级的公告（第6号）' }),
    ).toBeVisible();
    expect(within(preview).getByRole('heading', { name: '升级安排' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '公告正文' })).not.toBeInTheDocument();
    await user.click(previewToggle);
    expect(screen.getByRole('textbox', { name: '公告正文' })).toBeVisible();
  });

  it('ends at /404 for an unknown id (4011), Back returning to the page before', async () => {
    const view = renderPortal(
      editAddress(404),
      { '/primary/announcement/detail': () => envelopeResponse(4011, '公告不存在', null) },
      { signedInAs: contentEditor, from: '/403' },
    );
    await expectEndedAtNotFound(view.router, '/403');
  });

  it.each([
    '/workspace/annouce/edit?id=abc',
    '/workspace/annouce/edit',
    '/workspace/annouce/remove',
  ])('ends at /404 for %s without asking the server', async (url) => {
    const view = renderPortal(url, {}, { signedInAs: contentEditor, from: '/403' });
    await expectEndedAtNotFound(view.router, '/403');
    expect(view.calls().filter((path) => path.includes('announcement'))).toEqual([]);
  });

  it('shows a failed load with 重试', async () => {
    renderPortal(
      editAddress(7),
      { '/primary/announcement/detail': () => envelopeResponse(5000, '服务暂时不可用', null) },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('button', { name: '重试' })).toBeVisible();
    expect(screen.getAllByText('服务暂时不可用').length).toBeGreaterThan(0);
  });
});
