/**
 * 公告管理 (/workspace/content/announcements): the content editors' list with status badges, author,
 * update time and paging, 新建公告 and 编辑, 发布 / 取消发布 after confirmation, filters, and the empty,
 * error and no-right states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal, reviewer } from '../auth/render-portal';
import { announcementId, contentEditor, sampleAnnouncement } from './announcement-samples';

const managementPath = '/workspace/content/announcements';

function summaryOf(n: number, overrides: Parameters<typeof sampleAnnouncement>[1] = {}) {
  const { content: _content, ...summary } = sampleAnnouncement(n, overrides);
  return summary;
}

const draft = summaryOf(1, { title: '关于数据专区入驻材料调整的通知' });
const published = summaryOf(2, {
  title: '平台服务时间调整公告',
  status: 'published',
  authorName: '系统管理员',
  updatedAt: '2026-11-22T06:05:00.000Z',
  publishedAt: '2026-11-22T06:05:00.000Z',
});

function page(list: unknown[], total = list.length) {
  return envelopeResponse(0, '', { list, total, page: 1, pageSize: 10 });
}

describe('公告管理', () => {
  it('lists announcements with status, author and update time, and leads to 新建公告 and 编辑', async () => {
    renderPortal(
      managementPath,
      { '/primary/announcement/list': () => page([draft, published], 12) },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '公告管理' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '公告列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, first, second] = rows;
    if (first === undefined || second === undefined) throw new Error('rows missing');
    expect(within(first).getByText('关于数据专区入驻材料调整的通知')).toBeVisible();
    expect(within(first).getByText('草稿')).toBeVisible();
    expect(within(first).getByText('孙悦')).toBeVisible();
    expect(within(first).getByText('2026年11月21日 11:30')).toBeVisible();
    expect(within(second).getByText('已发布')).toBeVisible();
    expect(within(second).getByText('系统管理员')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: '编辑公告“关于数据专区入驻材料调整的通知”' }),
    ).toHaveAttribute('href', `/workspace/annouce/edit?id=${announcementId(1)}`);
    expect(
      within(first).getByRole('button', { name: '发布公告“关于数据专区入驻材料调整的通知”' }),
    ).toBeVisible();
    expect(
      within(second).getByRole('button', { name: '取消发布公告“平台服务时间调整公告”' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '新建公告' })).toHaveAttribute(
      'href',
      '/workspace/annouce/add',
    );
    expect(screen.getByText('共 12 条')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: '工作台导航' });
    expect(within(navigation).getByRole('link', { name: '公告管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('publishes a draft after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    let published = false;
    const view = renderPortal(
      managementPath,
      {
        '/primary/announcement/list': () =>
          page([published ? { ...draft, status: 'published' } : draft]),
        '/primary/announcement/publish': () => {
          published = true;
          return envelopeResponse(0, '公告已发布', {
            ...sampleAnnouncement(1),
            status: 'published',
          });
        },
      },
      { signedInAs: contentEditor },
    );
    await user.click(
      await screen.findByRole('button', { name: '发布公告“关于数据专区入驻材料调整的通知”' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '发布公告' });
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('公告已发布')).toBeVisible();
    expect(await view.lastBody('/primary/announcement/publish')).toEqual({ id: announcementId(1) });
    const table = await screen.findByRole('table', { name: '公告列表' });
    expect(await within(table).findByText('已发布')).toBeVisible();
    expect(view.calls().filter((path) => path === '/primary/announcement/list')).toHaveLength(2);
  });

  it('does nothing when 取消发布 is not confirmed', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      managementPath,
      { '/primary/announcement/list': () => page([published]) },
      { signedInAs: contentEditor },
    );
    await user.click(
      await screen.findByRole('button', { name: '取消发布公告“平台服务时间调整公告”' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '取消发布' });
    expect(dialog).toHaveTextContent('确定取消发布公告“平台服务时间调整公告”吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.calls()).not.toContain('/primary/announcement/unpublish');
  });

  it('filters by status and keyword through the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      managementPath,
      { '/primary/announcement/list': () => page([draft]) },
      { signedInAs: contentEditor },
    );
    await screen.findByRole('table', { name: '公告列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '草稿');
    await waitFor(() => expect(view.currentPath()).toBe(`${managementPath}?status=draft`));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/announcement/list')).toEqual({
        status: 'draft',
        keyword: '',
        page: 1,
        pageSize: 10,
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '入驻{Enter}');
    await waitFor(async () =>
      expect(await view.lastBody('/primary/announcement/list')).toMatchObject({
        status: 'draft',
        keyword: '入驻',
      }),
    );
  });

  it('says when there are no announcements yet', async () => {
    renderPortal(
      managementPath,
      { '/primary/announcement/list': () => page([]) },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { name: '暂无公告' })).toBeVisible();
  });

  it('offers to clear filters that match nothing', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${managementPath}?status=published&keyword=不存在`,
      { '/primary/announcement/list': () => page([]) },
      { signedInAs: contentEditor },
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的公告' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    await waitFor(() => expect(view.currentPath()).toBe(managementPath));
  });

  it('shows a failed load with 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      managementPath,
      {
        '/primary/announcement/list': () => {
          attempts += 1;
          return attempts === 1 ? envelopeResponse(5000, '服务暂时不可用', null) : page([draft]);
        },
      },
      { signedInAs: contentEditor },
    );
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '公告列表' })).toBeVisible();
  });

  it('is for content editors only: anyone else goes to /403', async () => {
    const { currentPath } = renderPortal(managementPath, {}, { signedInAs: reviewer });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    expect(currentPath()).toBe('/403');
  });

  it('is left out of the navigation of anyone but content editors', async () => {
    renderPortal('/workspace/home', {}, { signedInAs: reviewer });
    const navigation = await screen.findByRole('navigation', { name: '工作台导航' });
    expect(within(navigation).queryByRole('link', { name: '公告管理' })).not.toBeInTheDocument();
  });
});
