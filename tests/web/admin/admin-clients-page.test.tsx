/** 接入应用: the client applications table, search, status filter and paging in the address, and its states. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { adminServer, administrator, bodyOf, page, sampleClient } from './admin-samples';

const clientsPath = '/workspace/admin/clients';

describe('接入应用', () => {
  it('lists the applications with client id, company, status and creation time', async () => {
    renderPortal(clientsPath, adminServer(), { signedInAs: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: '接入应用' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '接入应用列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['应用名称', 'Client ID', '所属单位', '状态', '创建时间']);
    const [, first, second] = within(table).getAllByRole('row');
    if (first === undefined || second === undefined) throw new Error('rows missing');
    expect(within(first).getByText('企业信用评估服务')).toBeVisible();
    expect(within(first).getByText('jsdata_credit_0001')).toBeVisible();
    expect(within(first).getByText('江苏数源科技有限公司')).toBeVisible();
    expect(within(first).getByText('启用')).toBeVisible();
    expect(within(first).getByText('2026年5月10日 14:30')).toBeVisible();
    expect(within(second).getByText('停用')).toBeVisible();
  });

  it('searches, filters by status and pages through the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      clientsPath,
      adminServer({
        '/primary/admin/client-list': async (request) => {
          const body = await bodyOf(request);
          return page([sampleClient(1)], 25, Number(body.page ?? 1));
        },
      }),
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '接入应用列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '停用');
    await waitFor(() => expect(view.currentPath()).toBe(`${clientsPath}?status=disabled`));
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '信用{Enter}');
    await waitFor(async () =>
      expect(await view.lastBody('/primary/admin/client-list')).toEqual({
        keyword: '信用',
        status: 'disabled',
        page: 1,
        pageSize: 10,
      }),
    );
    await screen.findByRole('table', { name: '接入应用列表' });
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(view.currentPath()).toContain('page=3'));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/admin/client-list')).toMatchObject({ page: 3 }),
    );
  });

  it('says when no application matches, and explains a failed load', async () => {
    const user = userEvent.setup();
    let fail = false;
    renderPortal(
      `${clientsPath}?keyword=none`,
      adminServer({
        '/primary/admin/client-list': () =>
          fail ? envelopeResponse(5000, '服务暂时不可用，请稍后重试') : page([]),
      }),
      { signedInAs: administrator },
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的接入应用' })).toBeVisible();
    fail = true;
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务暂时不可用，请稍后重试');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '暂无接入应用' })).toBeVisible();
  });
});
