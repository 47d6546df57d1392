/**
 * 用户详情 (/workspace/user/detail): a corporate user's company and contact from `second/user/detail`,
 * an operator's account, role and rights from `primary/home/profile`, and the error state with 重试.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { corporateUser, renderPortal, reviewer } from '../auth/render-portal';

const corporateDetail = {
  id: '6f0b2c1e-5d7a-4c4b-9f0e-3f1a2b3c4d5e',
  name: '李明',
  corName: '江苏数源科技有限公司',
  creditCode: '91320100MA1XY8K3A9',
  contact: '139****1101',
  createdAt: '2026-02-01T08:30:00.000Z',
  lastLoginAt: '2026-03-01T02:05:00.000Z',
  applicationCount: 2,
};

const operatorProfile = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  account: 'chushen',
  name: '陈静',
  phone: '138****1002',
  roleName: '初审人员',
  rights: ['domain:first-review', 'audit:read'],
  mustChangePassword: false,
  lastLoginAt: '2026-03-01T01:00:00.000Z',
  passwordChangedAt: null,
};

/** The value shown next to a label in the detail lists (terms and definitions come in pairs). */
function valueOf(label: string): string {
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  const index = terms.findIndex((term) => term.textContent === label);
  const definition = definitions[index];
  if (index < 0 || definition === undefined) throw new Error(`no value for ${label}`);
  return definition.textContent;
}

describe('用户详情', () => {
  it('shows a corporate user the company, the credit code, the contact and the logins', async () => {
    renderPortal(
      '/workspace/user/detail',
      { '/second/user/detail': () => envelopeResponse(0, '', corporateDetail) },
      { signedInAs: corporateUser },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '用户详情' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: '单位信息' })).toBeVisible();
    expect(valueOf('单位名称')).toBe('江苏数源科技有限公司');
    expect(valueOf('统一社会信用代码')).toBe('91320100MA1XY8K3A9');
    expect(valueOf('专区入驻申请')).toBe('2 件');
    expect(valueOf('经办人')).toBe('李明');
    expect(valueOf('联系电话')).toBe('139****1101');
    expect(valueOf('首次登录时间')).toBe('2026年2月1日 16:30');
    expect(valueOf('最近登录时间')).toBe('2026年3月1日 10:05');
  });

  it('shows an operator the account, the role, the rights in words and 暂无记录 for what never happened', async () => {
    renderPortal(
      '/workspace/user/detail',
      { '/primary/home/profile': () => envelopeResponse(0, '', operatorProfile) },
      { signedInAs: reviewer },
    );
    expect(await screen.findByRole('heading', { level: 2, name: '账号信息' })).toBeVisible();
    expect(valueOf('账号')).toBe('chushen');
    expect(valueOf('手机号码')).toBe('138****1002');
    expect(valueOf('角色')).toBe('初审人员');
    expect(valueOf('权限')).toBe('入驻初审流程审计（只读）');
    expect(valueOf('最近登录时间')).toBe('2026年3月1日 09:00');
    expect(valueOf('最近修改密码')).toBe('暂无记录');
    expect(screen.queryByText('请尽快修改密码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改密码' })).toBeVisible();
  });

  it('asks an operator with a reset password to change it', async () => {
    renderPortal(
      '/workspace/user/detail',
      {
        '/primary/home/profile': () =>
          envelopeResponse(0, '', { ...operatorProfile, mustChangePassword: true }),
      },
      { signedInAs: reviewer },
    );
    expect(await screen.findByText('请尽快修改密码')).toBeVisible();
    expect(screen.getAllByRole('button', { name: '修改密码' })).toHaveLength(2);
  });

  it('explains a failure and loads again on 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = renderPortal(
      '/workspace/user/detail',
      {
        '/second/user/detail': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(5000, '服务暂时不可用，请稍后重试')
            : envelopeResponse(0, '', corporateDetail);
        },
      },
      { signedInAs: corporateUser },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务暂时不可用，请稍后重试')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(calls().filter((path) => path === '/second/user/detail')).toHaveLength(2);
  });
});
