/**
 * 管理员管理: the accounts table, search, filters and paging in the address, 新增管理员 with checked
 * fields and the one-time initial password, 编辑, 重置密码 and 停用 / 启用 after confirmation with the
 * refusal shown in the dialog, and the empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import {
  adminServer,
  administrator,
  auditorRole,
  bodyOf,
  chenJing,
  firstReviewerRole,
  liuYang,
  page,
  sampleAdmin,
} from './admin-samples';

const accountsPath = '/workspace/admin/accounts';

async function accountsTable() {
  return screen.findByRole('table', { name: '管理员列表' });
}

function rowOf(table: HTMLElement, account: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(account) !== null);
  if (row === undefined) throw new Error(`no row for ${account}`);
  return row;
}

describe('管理员管理', () => {
  it('lists the accounts with masked phone, role, status and times', async () => {
    renderPortal(
      accountsPath,
      adminServer({ '/primary/admin/list': () => page([chenJing, liuYang], 23) }),
      { signedInAs: administrator },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '管理员管理' })).toBeVisible();
    const table = await accountsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['账号', '姓名', '手机号', '角色', '状态', '最近登录', '创建时间', '操作']);
    const first = rowOf(table, 'chushen1');
    expect(within(first).getByText('陈静')).toBeVisible();
    expect(within(first).getByText('138****4567')).toBeVisible();
    expect(within(first).getByText('初审员')).toBeVisible();
    expect(within(first).getByText('启用')).toBeVisible();
    expect(within(first).getByText('2026年11月20日 09:05')).toBeVisible();
    expect(within(first).getByText('2026年3月1日 10:00')).toBeVisible();
    expect(within(first).getByRole('button', { name: '停用管理员 chushen1' })).toBeVisible();
    const second = rowOf(table, 'shenji');
    expect(within(second).getByText('停用')).toBeVisible();
    expect(within(second).getByText('从未登录')).toBeVisible();
    expect(within(second).getByRole('button', { name: '启用管理员 shenji' })).toBeVisible();
    expect(screen.getByText('共 23 条')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: '工作台导航' });
    expect(within(navigation).getByRole('link', { name: '管理员管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps keyword, role, status and page in the address and sends them', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${accountsPath}?status=disabled&page=2`,
      adminServer({
        '/primary/admin/list': async (request) => {
          const body = await bodyOf(request);
          return page([liuYang], 30, Number(body.page ?? 1));
        },
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    expect(await view.lastBody('/primary/admin/list')).toEqual({
      keyword: '',
      status: 'disabled',
      page: 2,
      pageSize: 10,
    });
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('disabled');

    await user.selectOptions(await screen.findByRole('combobox', { name: '角色' }), '审计员');
    await waitFor(() =>
      expect(view.currentPath()).toBe(`${accountsPath}?status=disabled&roleId=${auditorRole.id}`),
    );
    await waitFor(async () =>
      expect(await view.lastBody('/primary/admin/list')).toEqual({
        keyword: '',
        roleId: auditorRole.id,
        status: 'disabled',
        page: 1,
        pageSize: 10,
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '刘{Enter}');
    await waitFor(() => expect(view.currentPath()).toContain('keyword=%E5%88%98'));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/admin/list')).toMatchObject({ keyword: '刘', page: 1 }),
    );

    await accountsTable();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(view.currentPath()).toContain('page=2'));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/admin/list')).toMatchObject({ keyword: '刘', page: 2 }),
    );

    await accountsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '全部状态');
    await waitFor(() => expect(view.currentPath()).not.toContain('status='));
    expect(view.currentPath()).not.toContain('page=');
  });

  it('checks the new account before sending and shows the initial password once', async () => {
    const user = userEvent.setup();
    const created = sampleAdmin(9, { account: 'zhangwei', name: '张伟', phone: '138****0000' });
    let listed = [chenJing];
    const view = renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/list': () => page(listed),
        '/primary/admin/new': () => {
          listed = [chenJing, created];
          return envelopeResponse(0, '', { admin: created, initialPassword: 'Jx7#qP2m!vR9' });
        },
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '新增管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '新增管理员' });
    await user.click(within(dialog).getByRole('button', { name: '创建账号' }));
    expect(within(dialog).getByText('请填写账号')).toBeVisible();
    expect(within(dialog).getByText('请填写姓名')).toBeVisible();
    expect(within(dialog).getByText('请填写手机号')).toBeVisible();
    expect(within(dialog).getByText('请选择角色')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), '9Zhang');
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张伟');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '1234567');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '角色' }), '初审员');
    await user.click(within(dialog).getByRole('button', { name: '创建账号' }));
    expect(
      within(dialog).getByText('账号须以小写字母开头，由 3 至 32 位小写字母、数字或 _ . - 组成'),
    ).toBeVisible();
    expect(within(dialog).getByText('请填写正确的 11 位手机号码')).toBeVisible();
    expect(view.calls()).not.toContain('/primary/admin/new');

    const account = within(dialog).getByRole('textbox', { name: '账号' });
    await user.clear(account);
    await user.type(account, 'zhangwei');
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await user.clear(phone);
    await user.type(phone, '13800000000');
    await user.click(within(dialog).getByRole('button', { name: '创建账号' }));

    const shown = await screen.findByRole('alertdialog', { name: '管理员账号已创建' });
    expect(await view.lastBody('/primary/admin/new')).toEqual({
      account: 'zhangwei',
      name: '张伟',
      phone: '13800000000',
      roleId: firstReviewerRole.id,
    });
    expect(shown).toHaveTextContent('已为「张伟」（账号 zhangwei）创建账号');
    expect(within(shown).getByText('Jx7#qP2m!vR9')).toBeVisible();
    expect(shown).toHaveTextContent('密码只显示这一次');
    expect(shown).toHaveTextContent('首次登录时必须修改密码');
    await user.click(within(shown).getByRole('button', { name: '复制密码' }));
    expect(await navigator.clipboard.readText()).toBe('Jx7#qP2m!vR9');
    expect(within(shown).getByRole('button', { name: '已复制' })).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: '我已记下密码' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Jx7#qP2m!vR9')).not.toBeInTheDocument();
    expect(within(await accountsTable()).getByText('zhangwei')).toBeVisible();
  });

  it('shows a taken account name in the form, not in a toast', async () => {
    const user = userEvent.setup();
    renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/new': () => envelopeResponse(4090, '账号 chushen1 已被使用'),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '新增管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '新增管理员' });
    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), 'chushen1');
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '陈静');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '角色' }), '初审员');
    await user.click(within(dialog).getByRole('button', { name: '创建账号' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('账号 chushen1 已被使用');
    expect(screen.getAllByText('账号 chushen1 已被使用')).toHaveLength(1);
  });

  it('edits an account from its current record and sends only what changed', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/update': async (request) => {
          const body = await bodyOf(request);
          return envelopeResponse(0, '', {
            ...chenJing,
            name: body.name,
            roleId: auditorRole.id,
            roleName: auditorRole.name,
          });
        },
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '编辑管理员 chushen1' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑管理员' });
    const name = await within(dialog).findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('陈静');
    expect(await view.lastBody('/primary/admin/detail')).toEqual({ id: chenJing.id });
    expect(within(dialog).getByRole('textbox', { name: '账号' })).toBeDisabled();
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    expect(phone).toHaveValue('');
    expect(phone).toHaveAttribute('placeholder', '不修改请留空（当前 138****4567）');
    await user.type(phone, '12');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写正确的 11 位手机号码')).toBeVisible();

    await user.clear(phone);
    await user.clear(name);
    await user.type(name, '陈晶');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '角色' }), '审计员');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await view.lastBody('/primary/admin/update')).toEqual({
      id: chenJing.id,
      name: '陈晶',
      roleId: auditorRole.id,
    });
    expect(await screen.findByText('已保存管理员「陈晶」的信息')).toBeVisible();
    const row = rowOf(await accountsTable(), 'chushen1');
    expect(within(row).getByText('陈晶')).toBeVisible();
    expect(within(row).getByText('审计员')).toBeVisible();
    expect(view.calls().filter((path) => path === '/primary/admin/list')).toHaveLength(1);
  });

  it('says quietly when an edit changed nothing (4212)', async () => {
    const user = userEvent.setup();
    renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/update': () => envelopeResponse(4212, '没有需要修改的内容', chenJing),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '编辑管理员 chushen1' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑管理员' });
    await within(dialog).findByRole('textbox', { name: '姓名' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('管理员信息没有变化')).toBeVisible();
    expect(screen.queryByText('没有需要修改的内容')).not.toBeInTheDocument();
  });

  it('opens 新增管理员 with Enter and sends it with Enter from a field', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/new': () =>
          envelopeResponse(0, '', { admin: chenJing, initialPassword: 'Kb9!kb9!Kb' }),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    screen.getByRole('button', { name: '新增管理员' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '新增管理员' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '角色' }), '初审员');
    const fields: [string, string][] = [
      ['账号', 'chushen1'],
      ['姓名', '陈静'],
      ['手机号', '13800000001'],
    ];
    for (const [label, text] of fields) {
      within(dialog).getByRole('textbox', { name: label }).focus();
      await user.keyboard(text);
    }
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: '管理员账号已创建' })).toBeVisible();
    expect(await view.lastBody('/primary/admin/new')).toMatchObject({ account: 'chushen1' });
  });

  it('resets a password after confirmation and shows the temporary password once', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/reset-password': () =>
          envelopeResponse(0, '', { id: chenJing.id, temporaryPassword: 'Tmp@8842kq' }),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '重置密码（chushen1）' }));
    let dialog = await screen.findByRole('alertdialog', { name: '重置密码' });
    expect(dialog).toHaveTextContent('确定重置管理员「陈静」（账号 chushen1）的密码吗？');
    expect(dialog).toHaveTextContent('所有登录会话立即失效');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.calls()).not.toContain('/primary/admin/reset-password');

    await user.click(screen.getByRole('button', { name: '重置密码（chushen1）' }));
    dialog = await screen.findByRole('alertdialog', { name: '重置密码' });
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    const shown = await screen.findByRole('alertdialog', { name: '密码已重置' });
    expect(await view.lastBody('/primary/admin/reset-password')).toEqual({ id: chenJing.id });
    expect(within(shown).getByText('Tmp@8842kq')).toBeVisible();
    expect(shown).toHaveTextContent('密码只显示这一次');
    expect(shown).toHaveTextContent('使用临时密码登录后必须立即修改密码');
  });

  it('disables and enables an account after a confirmation that says its sessions end', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/disable': () =>
          envelopeResponse(0, '', { ...chenJing, status: 'disabled' }),
        '/primary/admin/enable': () => envelopeResponse(0, '', { ...chenJing, status: 'enabled' }),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '停用管理员 chushen1' }));
    let dialog = await screen.findByRole('alertdialog', { name: '停用管理员' });
    expect(dialog).toHaveTextContent('确定停用管理员「陈静」（账号 chushen1）吗？');
    expect(dialog).toHaveTextContent('停用后该账号的所有登录会话立即结束');
    await user.click(within(dialog).getByRole('button', { name: '确认停用' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await view.lastBody('/primary/admin/disable')).toEqual({ id: chenJing.id });
    expect(await screen.findByText('已停用管理员「陈静」')).toBeVisible();
    const row = rowOf(await accountsTable(), 'chushen1');
    expect(within(row).getByText('停用')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: '启用管理员 chushen1' }));
    dialog = await screen.findByRole('alertdialog', { name: '启用管理员' });
    await user.click(within(dialog).getByRole('button', { name: '确认启用' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await view.lastBody('/primary/admin/enable')).toEqual({ id: chenJing.id });
    expect(within(rowOf(await accountsTable(), 'chushen1')).getByText('启用')).toBeVisible();
  });

  it('shows a refused disable in the confirmation dialog', async () => {
    const user = userEvent.setup();
    renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/disable': () => envelopeResponse(4090, '不能停用自己的账号'),
      }),
      { signedInAs: administrator },
    );
    await accountsTable();
    await user.click(screen.getByRole('button', { name: '停用管理员 chushen1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '停用管理员' });
    await user.click(within(dialog).getByRole('button', { name: '确认停用' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('不能停用自己的账号');
    expect(screen.getAllByText('不能停用自己的账号')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(rowOf(await accountsTable(), 'chushen1')).getByText('启用')).toBeVisible();
  });

  it('explains a list that failed to load and loads again on 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      accountsPath,
      adminServer({
        '/primary/admin/list': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(5000, '服务暂时不可用，请稍后重试')
            : page([chenJing]);
        },
      }),
      { signedInAs: administrator },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务暂时不可用，请稍后重试');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(within(await accountsTable()).getByText('chushen1')).toBeVisible();
  });

  it('says when there are no accounts, and when none match with a way to clear the filters', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      `${accountsPath}?keyword=nobody`,
      adminServer({ '/primary/admin/list': () => page([]) }),
      { signedInAs: administrator },
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的管理员' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(await screen.findByRole('heading', { name: '暂无管理员' })).toBeVisible();
    expect(view.currentPath()).toBe(accountsPath);
  });

  it('sends a user without admin:manage to /403', async () => {
    const { calls, currentPath } = renderPortal(accountsPath, adminServer(), {
      signedInAs: { ...administrator, rights: ['audit:read'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    expect(currentPath()).toBe('/403');
    expect(calls()).not.toContain('/primary/admin/list');
  });
});
