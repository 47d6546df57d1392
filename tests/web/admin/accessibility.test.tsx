/**
 * axe-core over the admin pages as they render in jsdom, dialogs included: no serious or critical
 * WCAG 2.1 A/AA violation (colour contrast needs a real browser and is left to the end-to-end run).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { adminServer, administrator, chenJing, sampleId } from './admin-samples';

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

const auditingAdministrator = { ...administrator, rights: ['admin:manage', 'audit:read'] };

describe('accessibility of the admin pages', () => {
  it('管理员管理', async () => {
    renderPortal('/workspace/admin/accounts', adminServer(), { signedInAs: administrator });
    await screen.findByRole('table', { name: '管理员列表' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('新增管理员 with its errors, and the one-time password', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/workspace/admin/accounts',
      adminServer({
        '/primary/admin/new': () =>
          envelopeResponse(0, '', { admin: chenJing, initialPassword: 'Jx7#qP2m!vR9' }),
      }),
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '管理员列表' });
    await user.click(screen.getByRole('button', { name: '新增管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '新增管理员' });
    await user.click(await screen.findByRole('button', { name: '创建账号' }));
    await screen.findByText('请填写账号');
    expect(await seriousViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: '账号' }), 'chushen1');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '陈静');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.selectOptions(screen.getByRole('combobox', { name: '角色' }), '初审员');
    await user.click(screen.getByRole('button', { name: '创建账号' }));
    await screen.findByRole('alertdialog', { name: '管理员账号已创建' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await seriousViolations()).toEqual([]);
  });

  it('角色权限', async () => {
    renderPortal('/workspace/admin/roles', adminServer(), { signedInAs: administrator });
    await screen.findByRole('article', { name: '系统管理员' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('接入应用', async () => {
    renderPortal('/workspace/admin/clients', adminServer(), { signedInAs: administrator });
    await screen.findByRole('table', { name: '接入应用列表' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('企业用户', async () => {
    renderPortal('/workspace/admin/users', adminServer(), { signedInAs: administrator });
    await screen.findByRole('table', { name: '企业用户列表' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('企业用户详情', async () => {
    renderPortal(`/workspace/admin/users/detail?id=${sampleId('d0000000', 1)}`, adminServer(), {
      signedInAs: auditingAdministrator,
    });
    await screen.findByRole('table', { name: '江苏数源科技有限公司的专区入驻申请' });
    expect(await seriousViolations()).toEqual([]);
  });
});
