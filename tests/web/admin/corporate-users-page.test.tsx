/** 企业用户 and 企业用户详情: the list with search and paging, the detail with the company's applications, and not found. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { expectEndedAtNotFound } from '../app/render-app';
import { renderPortal } from '../auth/render-portal';
import {
  adminServer,
  administrator,
  bodyOf,
  page,
  sampleCorporateUser,
  sampleId,
  sampleUserDetail,
} from './admin-samples';

const usersPath = '/workspace/admin/users';
const knownUser = sampleId('d0000000', 1);

describe('企业用户', () => {
  it('lists corporate users with masked contact, each leading to its detail', async () => {
    const user = userEvent.setup();
    const view = renderPortal(usersPath, adminServer(), { signedInAs: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: '企业用户' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '企业用户列表' });
    const [, first, second] = within(table).getAllByRole('row');
    if (first === undefined || second === undefined) throw new Error('rows missing');
    expect(within(first).getByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(within(first).getByText('李明')).toBeVisible();
    expect(within(first).getByText('138****5678')).toBeVisible();
    expect(within(first).getByText('2026年4月2日 09:00')).toBeVisible();
    expect(within(second).getByRole('link', { name: '苏州智算数据服务有限公司' })).toHaveAttribute(
      'href',
      `/workspace/admin/users/detail?id=${sampleId('d0000000', 2)}`,
    );
    await user.click(within(first).getByRole('link', { name: '查看详情（江苏数源科技有限公司）' }));
    expect(await screen.findByRole('heading', { level: 1, name: '企业用户详情' })).toBeVisible();
    expect(view.currentPath()).toBe(`/workspace/admin/users/detail?id=${knownUser}`);
  });

  it('searches and pages through the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      usersPath,
      adminServer({
        '/primary/user/list': async (request) => {
          const body = await bodyOf(request);
          return page([sampleCorporateUser(1)], 40, Number(body.page ?? 1), Number(body.pageSize));
        },
      }),
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '企业用户列表' });
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '数源{Enter}');
    await waitFor(async () =>
      expect(await view.lastBody('/primary/user/list')).toEqual({
        keyword: '数源',
        page: 1,
        pageSize: 10,
      }),
    );
    await screen.findByRole('table', { name: '企业用户列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '每页 20 条');
    await waitFor(() => expect(view.currentPath()).toContain('pageSize=20'));
    await screen.findByRole('table', { name: '企业用户列表' });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/user/list')).toEqual({
        keyword: '数源',
        page: 2,
        pageSize: 20,
      }),
    );
    const address = new URL(view.currentPath(), 'http://portal.test');
    expect(address.pathname).toBe(usersPath);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      keyword: '数源',
      page: '2',
      pageSize: '20',
    });
  });

  it('says when there are no corporate users', async () => {
    renderPortal(usersPath, adminServer({ '/primary/user/list': () => page([]) }), {
      signedInAs: administrator,
    });
    expect(await screen.findByRole('heading', { name: '暂无企业用户' })).toBeVisible();
  });
});

describe('企业用户详情', () => {
  it('shows the company, the masked contact, the sign-ins and its applications with their states', async () => {
    const view = renderPortal(`/workspace/admin/users/detail?id=${knownUser}`, adminServer(), {
      signedInAs: { ...administrator, rights: ['admin:manage', 'audit:read'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '企业用户详情' })).toBeVisible();
    expect(await screen.findByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(screen.getAllByText('江苏数源科技有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('138****5678')).toBeVisible();
    expect(screen.getByText('2026年11月21日 16:40')).toBeVisible();
    expect(screen.getByText('2 件')).toBeVisible();
    expect(await view.lastBody('/primary/user/detail')).toEqual({ id: knownUser });

    const applications = await screen.findByRole('table', {
      name: '江苏数源科技有限公司的专区入驻申请',
    });
    const rows = within(applications).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [finance, transport] = rows;
    if (finance === undefined || transport === undefined) throw new Error('rows missing');
    expect(within(finance).getByText('金融专区')).toBeVisible();
    expect(within(finance).getByText('初审中')).toBeVisible();
    expect(within(transport).getByText('已驳回')).toBeVisible();
    expect(within(transport).getByText('第 2 轮')).toBeVisible();
    expect(
      within(finance).getByRole('link', { name: '查看金融专区申请的流程追溯' }),
    ).toHaveAttribute('href', `/workspace/audit/application?id=${sampleId('e0000000', 1)}`);
  });

  it('lists the applications without the trace links to an administrator without the audit right', async () => {
    renderPortal(`/workspace/admin/users/detail?id=${knownUser}`, adminServer(), {
      signedInAs: administrator,
    });
    const applications = await screen.findByRole('table', {
      name: '江苏数源科技有限公司的专区入驻申请',
    });
    expect(within(applications).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(applications).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the company has more applications than the detail lists', async () => {
    renderPortal(
      `/workspace/admin/users/detail?id=${knownUser}`,
      adminServer({
        '/primary/user/detail': () =>
          envelopeResponse(0, '', sampleUserDetail({ applicationCount: 130 })),
      }),
      { signedInAs: administrator },
    );
    expect(
      await screen.findByText(
        '该单位共有 130 件申请，这里显示最近更新的 2 件，完整记录请在流程审计中查看。',
      ),
    ).toBeVisible();
  });

  it('ends at /404 for an unknown id (4011), Back returning to the page before', async () => {
    const unknown = sampleId('d0000000', 99);
    const { router, calls } = renderPortal(
      `/workspace/admin/users/detail?id=${unknown}`,
      adminServer(),
      { signedInAs: administrator, from: '/403' },
    );
    await expectEndedAtNotFound(router, '/403');
    expect(calls()).toContain('/primary/user/detail');
  });

  it.each(['', '?id=', '?id=../../etc/passwd'])(
    'ends at /404 for users/detail%s without asking the server',
    async (query) => {
      const { router, calls } = renderPortal(
        `/workspace/admin/users/detail${query}`,
        adminServer(),
        { signedInAs: administrator, from: '/403' },
      );
      await expectEndedAtNotFound(router, '/403');
      expect(calls()).not.toContain('/primary/user/detail');
    },
  );

  it('explains a detail that failed to load and loads again on 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      `/workspace/admin/users/detail?id=${knownUser}`,
      adminServer({
        '/primary/user/detail': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(5000, '服务暂时不可用，请稍后重试')
            : envelopeResponse(0, '', {
                ...sampleCorporateUser(1),
                lastLoginAt: null,
                applicationCount: 0,
              });
        },
      }),
      { signedInAs: administrator },
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(screen.getByText('0 件')).toBeVisible();
  });
});
