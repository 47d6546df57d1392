/** 角色权限: every role with its description and rights in words, read-only, and its load states. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { adminServer, administrator } from './admin-samples';

const rolesPath = '/workspace/admin/roles';

describe('角色权限', () => {
  it('shows each role with its description and its rights in Chinese, without editing', async () => {
    renderPortal(rolesPath, adminServer(), { signedInAs: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: '角色权限' })).toBeVisible();
    const admin = await screen.findByRole('article', { name: '系统管理员' });
    expect(admin).toHaveTextContent('管理运营人员、法人用户、接入应用与角色');
    expect(within(admin).getByText('5 项权限')).toBeVisible();
    expect(
      within(admin)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '管理员、用户与接入应用管理',
      '内容编辑',
      '入驻初审',
      '入驻终审',
      '流程审计（只读）',
    ]);
    const reviewer = screen.getByRole('article', { name: '初审员' });
    expect(
      within(reviewer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['入驻初审']);
    expect(screen.getByRole('article', { name: '审计员' })).toHaveTextContent('流程审计（只读）');
    expect(screen.getByText(/角色与权限由平台统一配置/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /编辑|删除|新增/ })).not.toBeInTheDocument();
  });

  it('explains roles that failed to load and loads again on 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      rolesPath,
      adminServer({
        '/primary/admin/role-list': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(5000, '服务暂时不可用，请稍后重试')
            : envelopeResponse(0, '', []);
        },
      }),
      { signedInAs: administrator },
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '暂无角色' })).toBeVisible();
  });
});
