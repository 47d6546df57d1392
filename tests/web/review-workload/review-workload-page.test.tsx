/**
 * 审核工作量: each reviewer's figures and held cases, 改派 to a reviewer of the case's stage with the
 * version read (the server's refusal shown in the dialog), and the empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';

const administrator: AuthState = {
  token: 'tok-administrator-0123456789',
  userType: 'primary',
  name: '系统管理员',
  corName: '',
  rights: ['admin:manage'],
};

const heldCase = {
  id: 'a0000000-0000-4000-8000-000000000001',
  corName: '江苏数源科技有限公司',
  domainName: '金融专区',
  state: 'firstReview' as const,
  version: 4,
  claimedAt: '2026-11-24T02:00:00.000Z',
  dueAt: '2026-11-20T15:59:59.999Z',
  overdue: true,
};

const workload = {
  weekStart: '2026-11-22T16:00:00.000Z',
  unclaimedCount: 2,
  reviewers: [
    {
      id: 'o1',
      name: '陈静',
      stages: ['firstReview'],
      claimedCount: 1,
      decidedThisWeek: 3,
      overdueCount: 1,
      cases: [heldCase],
    },
    {
      id: 'o2',
      name: '王审核',
      stages: ['firstReview'],
      claimedCount: 0,
      decidedThisWeek: 0,
      overdueCount: 0,
      cases: [],
    },
    {
      id: 'o3',
      name: '刘洋',
      stages: ['finalReview'],
      claimedCount: 0,
      decidedThisWeek: 1,
      overdueCount: 0,
      cases: [],
    },
  ],
};

describe('审核工作量', () => {
  it('shows each reviewer’s figures and reassigns a held case to a reviewer of its stage', async () => {
    const user = userEvent.setup();
    const { lastBody, calls } = renderPortal(
      '/workspace/admin/review-workload',
      {
        '/primary/admin/review-workload': () => envelopeResponse(0, '', workload),
        '/primary/admin/review-reassign': () => envelopeResponse(0, '已改派', null),
      },
      { signedInAs: administrator },
    );
    const chen = await screen.findByRole('region', { name: '陈静' });
    expect(within(chen).getByText('本周已审结')).toBeVisible();
    expect(within(chen).getByText('3')).toBeVisible();
    expect(within(chen).getByText('江苏数源科技有限公司')).toBeVisible();
    expect(within(chen).getByText('已超时')).toBeVisible();
    expect(screen.getByText(/当前有 2 件审核中的申请无人认领/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: '王审核' })).getByText('暂无已认领的申请'),
    ).toBeVisible();

    await user.click(
      within(chen).getByRole('button', { name: '改派 江苏数源科技有限公司 的申请' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '改派申请' });
    const select = within(dialog).getByLabelText('审核人员');
    // only another first reviewer: not the holder, not a final reviewer
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['王审核']);
    await user.click(within(dialog).getByRole('button', { name: '确认改派' }));
    expect(await lastBody('/primary/admin/review-reassign')).toEqual({
      id: heldCase.id,
      version: 4,
      reviewerId: 'o2',
    });
    expect(await screen.findByText('已改派给 王审核')).toBeVisible();
    await waitFor(() =>
      expect(calls().filter((path) => path === '/primary/admin/review-workload')).toHaveLength(2),
    );
  });

  it('shows a refused reassign in the dialog', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/workspace/admin/review-workload',
      {
        '/primary/admin/review-workload': () => envelopeResponse(0, '', workload),
        '/primary/admin/review-reassign': () =>
          envelopeResponse(4090, '该申请已被他人处理或已更新，请刷新后查看最新状态'),
      },
      { signedInAs: administrator },
    );
    const chen = await screen.findByRole('region', { name: '陈静' });
    await user.click(within(chen).getByRole('button', { name: /改派/ }));
    const dialog = await screen.findByRole('dialog', { name: '改派申请' });
    await user.click(within(dialog).getByRole('button', { name: '确认改派' }));
    expect(
      await within(dialog).findByText('该申请已被他人处理或已更新，请刷新后查看最新状态'),
    ).toBeVisible();
  });

  it('explains an empty desk and a failed load', async () => {
    const view = renderPortal(
      '/workspace/admin/review-workload',
      {
        '/primary/admin/review-workload': () =>
          envelopeResponse(0, '', { ...workload, reviewers: [] }),
      },
      { signedInAs: administrator },
    );
    expect(await screen.findByText('暂无审核人员')).toBeVisible();
    view.unmount();
    renderPortal(
      '/workspace/admin/review-workload',
      { '/primary/admin/review-workload': () => envelopeResponse(5000, '服务器繁忙') },
      { signedInAs: administrator },
    );
    expect(await screen.findByText('服务器繁忙')).toBeVisible();
  });
});
