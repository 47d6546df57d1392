/**
 * 内容配置 (/workspace/content/wall): choosing an entry (kept in `?key=`), editing and saving its title
 * and body, 4212, 预览, the version history with 查看 and 恢复此版本, and the leave guard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { allowEditorMeasuring, contentEditor } from '../announcements/announcement-samples';
import { renderPortal, reviewer } from '../auth/render-portal';
import {
  sampleVersion,
  versionId,
  versionPage,
  wallEntries,
  wallResponse,
} from './content-wall-samples';

beforeAll(() => {
  allowEditorMeasuring();
});

const wallPath = '/workspace/content/wall';

const aboutVersions = [
  sampleVersion('about', 3, {
    title: wallEntries[0]?.title ?? '',
    content: wallEntries[0]?.content ?? '',
    current: true,
  }),
  sampleVersion('about', 2),
  sampleVersion('about', 1),
];

describe('内容配置: choosing an entry', () => {
  it('lists the entries of the wall and keeps the chosen one in the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      wallPath,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
      },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '内容配置' })).toBeVisible();
    const entries = await screen.findByRole('navigation', { name: '内容条目' });
    expect(
      within(entries)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('关于平台') as unknown,
      expect.stringContaining('隐私政策声明') as unknown,
      expect.stringContaining('首页公告') as unknown,
    ]);
    await waitFor(() => expect(view.currentPath()).toBe(`${wallPath}?key=about`));
    expect(within(entries).getByRole('link', { name: /关于平台/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('textbox', { name: '内容标题' })).toHaveValue(
      '关于江苏省公共数据授权运营平台',
    );

    await user.click(within(entries).getByRole('link', { name: /隐私政策声明/ }));
    await waitFor(() => expect(view.currentPath()).toBe(`${wallPath}?key=privacy`));
    expect(await screen.findByRole('heading', { level: 2, name: '隐私政策声明' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '内容标题' })).toHaveValue('隐私政策声明');
    expect(screen.getByRole('textbox', { name: '正文内容' })).toHaveTextContent(
      '我们重视您的个人信息保护。',
    );
    await waitFor(async () =>
      expect(await view.lastBody('/primary/content-config/versions')).toEqual({
        key: 'privacy',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('opens the entry named in the address', async () => {
    renderPortal(
      `${wallPath}?key=homeNotice`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage([]),
      },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('textbox', { name: '内容标题' })).toHaveValue('首页公告');
    expect(screen.getByRole('link', { name: /首页公告/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('暂无历史版本')).toBeVisible();
  });

  it('shows a failed load with 重试, and loads again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderPortal(
      wallPath,
      {
        '/content-config/wall/': () => {
          calls += 1;
          return calls === 1 ? envelopeResponse(5000, '服务暂时不可用', null) : wallResponse();
        },
        '/primary/content-config/versions': () => versionPage(aboutVersions),
      },
      { signedInAs: contentEditor },
    );
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('textbox', { name: '内容标题' })).toBeVisible();
  });

  it('says when the wall holds no entry', async () => {
    renderPortal(
      wallPath,
      { '/content-config/wall/': () => wallResponse([]) },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { name: '暂无可配置的内容' })).toBeVisible();
  });

  it('is for content editors only', async () => {
    renderPortal(wallPath, {}, { signedInAs: reviewer });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '正文内容' })).not.toBeInTheDocument();
  });
});

describe('内容配置: editing an entry', () => {
  it('saves the title and body typed in, and reloads the version history', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
        '/primary/content-config/update': async (request) => {
          const body = (await request.clone().json()) as { title: string; content: string };
          return envelopeResponse(0, '内容已保存', {
            key: 'about',
            title: body.title,
            content: body.content,
            updatedAt: '2026-11-24T08:00:00.000Z',
          });
        },
      },
      { signedInAs: contentEditor },
    );
    const title = await screen.findByRole('textbox', { name: '内容标题' });
    await user.clear(title);
    await user.type(title, '关于平台');
    const editor = screen.getByRole('textbox', { name: '正文内容' });
    await user.click(editor);
    await user.type(editor, '欢迎使用。', { skipClick: true });
    expect(screen.getByText('有未保存的修改')).toBeVisible();

    const versionCalls = () => view.calls().filter((p) => p === '/primary/content-config/versions');
    await waitFor(() => expect(versionCalls()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('“关于平台”已保存')).toBeVisible();
    expect(await view.lastBody('/primary/content-config/update')).toEqual({
      key: 'about',
      title: '关于平台',
      content: expect.stringContaining('欢迎使用。') as unknown,
    });
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
    // The entry's line and its link in the list of entries both say when it changed.
    expect(screen.getAllByText('最近更新：2026年11月24日 16:00')).toHaveLength(2);
    await waitFor(() => expect(versionCalls()).toHaveLength(2));
    expect(screen.getByRole('link', { name: /关于平台/ })).toHaveTextContent('关于平台');
  });

  it('says quietly that nothing changed (4212)', async () => {
    const user = userEvent.setup();
    renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
        '/primary/content-config/update': () =>
          envelopeResponse(4212, '内容没有变化', wallEntries[0] ?? null),
      },
      { signedInAs: contentEditor },
    );
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('内容没有变化，无需保存')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a title and a body before anything is sent', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
      },
      { signedInAs: contentEditor },
    );
    await user.clear(await screen.findByRole('textbox', { name: '内容标题' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入内容标题')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '内容标题' })).toHaveFocus();
    expect(view.calls()).not.toContain('/primary/content-config/update');
  });

  it('previews the title and the sanitized body as visitors will see them', async () => {
    const user = userEvent.setup();
    renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () =>
          wallResponse([
            {
              key: 'about',
              title: '关于平台',
              content: '<h2>平台简介</h2><p>说明<a href="javascript:alert(1)">链接</a></p>',
              updatedAt: '2026-11-20T02:00:00.000Z',
            },
          ]),
        '/primary/content-config/versions': () => versionPage([]),
      },
      { signedInAs: contentEditor },
    );
    const toggle = await screen.findByRole('button', { name: '预览' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: '预览效果' });
    expect(within(preview).getByRole('heading', { name: '关于平台' })).toBeVisible();
    expect(within(preview).getByRole('heading', { name: '平台简介' })).toBeVisible();
    expect(preview.innerHTML).not.toContain('javascript:');
    expect(screen.queryByRole('textbox', { name: '正文内容' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: '正文内容' })).toBeVisible();
  });

  it('asks before leaving with unsaved changes, also for another entry', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
      },
      { signedInAs: contentEditor },
    );
    const title = await screen.findByRole('textbox', { name: '内容标题' });
    await user.type(title, '（修订）');
    await user.click(screen.getByRole('link', { name: /隐私政策声明/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '离开此页面？' });
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    expect(view.currentPath()).toBe(`${wallPath}?key=about`);
    expect(screen.getByRole('textbox', { name: '内容标题' })).toHaveValue(
      '关于江苏省公共数据授权运营平台（修订）',
    );

    await user.click(screen.getByRole('link', { name: /隐私政策声明/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '离开此页面？' })).getByRole('button', {
        name: '放弃修改并离开',
      }),
    );
    await waitFor(() => expect(view.currentPath()).toBe(`${wallPath}?key=privacy`));
    expect(await screen.findByRole('textbox', { name: '内容标题' })).toHaveValue('隐私政策声明');
  });
});

describe('内容配置: version history', () => {
  it('lists who saved each version and when, with paging', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': async (request) => {
          const body = (await request.clone().json()) as { page: number };
          return body.page === 2
            ? versionPage([sampleVersion('about', 1)], 11, 2)
            : versionPage(aboutVersions, 11, 1);
        },
      },
      { signedInAs: contentEditor },
    );
    const table = await screen.findByRole('table', { name: '“关于平台”的历史版本' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('第 3 版');
    expect(rows[1]).toHaveTextContent('当前版本');
    expect(rows[2]).toHaveTextContent('孙悦');
    expect(rows[2]).toHaveTextContent('2026年11月12日 10:30');
    expect(within(table).queryByRole('button', { name: '恢复第 3 版' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '恢复第 2 版' })).toBeVisible();

    expect(screen.getByText('共 11 条')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/content-config/versions')).toEqual({
        key: 'about',
        page: 2,
        pageSize: 10,
      }),
    );
    expect(await screen.findByRole('button', { name: '查看第 1 版' })).toBeVisible();
  });

  it('views an earlier version and restores it after confirmation', async () => {
    const user = userEvent.setup();
    const restored = {
      key: 'about' as const,
      title: '关于平台（第2版）',
      content: '<p>第2版的正文。</p>',
      updatedAt: '2026-11-24T08:10:00.000Z',
    };
    const view = renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
        '/primary/content-config/restore': () => envelopeResponse(0, '已恢复', restored),
      },
      { signedInAs: contentEditor },
    );
    await user.click(await screen.findByRole('button', { name: '查看第 2 版' }));
    const dialog = await screen.findByRole('dialog', { name: '第 2 版' });
    expect(within(dialog).getByRole('heading', { name: '关于平台（第2版）' })).toBeVisible();
    expect(within(dialog).getByText('第2版的正文。')).toBeVisible();
    expect(within(dialog).getByText(/孙悦 保存于/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '恢复此版本' }));

    const confirm = await screen.findByRole('alertdialog', { name: '恢复历史版本' });
    expect(confirm).toHaveTextContent('确定将“关于平台”恢复为第 2 版吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.calls()).not.toContain('/primary/content-config/restore');

    await user.click(screen.getByRole('button', { name: '恢复第 2 版' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '恢复历史版本' })).getByRole('button', {
        name: '恢复此版本',
      }),
    );
    expect(await screen.findByText('已恢复为第 2 版')).toBeVisible();
    expect(await view.lastBody('/primary/content-config/restore')).toEqual({
      key: 'about',
      versionId: versionId(2),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '内容标题' })).toHaveValue('关于平台（第2版）'),
    );
    expect(screen.getByRole('textbox', { name: '正文内容' })).toHaveTextContent('第2版的正文。');
  });

  it('warns that restoring discards unsaved changes', async () => {
    const user = userEvent.setup();
    renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => versionPage(aboutVersions),
      },
      { signedInAs: contentEditor },
    );
    await user.type(await screen.findByRole('textbox', { name: '内容标题' }), '（修订）');
    await user.click(await screen.findByRole('button', { name: '恢复第 1 版' }));
    expect(await screen.findByRole('alertdialog', { name: '恢复历史版本' })).toHaveTextContent(
      '编辑区中尚未保存的修改将被丢弃',
    );
  });

  it('shows a failed history load with 重试', async () => {
    renderPortal(
      `${wallPath}?key=about`,
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () => envelopeResponse(5000, '历史版本暂不可用', null),
      },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('button', { name: '重试' })).toBeVisible();
    expect(screen.getAllByText('历史版本暂不可用').length).toBeGreaterThan(0);
  });
});
