/**
 * 流程追溯: one application's facts, the diagram with the states it passed through and the transitions it
 * took highlighted and its current state emphasised, its timeline, the time spent in each state with the
 * overdue mark, an unknown id shown in place, a failed load with 重试, and no button that changes data.
 */
import './flow-shims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { expectEndedAtNotFound } from '../app/render-app';
import { renderPortal } from '../auth/render-portal';
import {
  applicationId,
  auditor,
  auditServer,
  bodyOf,
  row,
  trailInFinalReview,
} from './audit-fixtures';

const id = applicationId(1);
const address = `/workspace/audit/application?id=${id}`;

function diagram() {
  return screen.findByRole('application', { name: /专区入驻流程图：当前处于“终审中”/ });
}

describe('流程追溯', () => {
  it('shows the application’s facts and asks for it by id', async () => {
    const { fake } = renderPortal(address, auditServer(), { signedInAs: auditor });
    expect(await screen.findByRole('heading', { level: 1, name: '流程追溯' })).toBeVisible();
    const facts = await screen.findByRole('region', { name: '申请概况' });
    expect(within(facts).getByText('江苏数源科技有限公司')).toBeVisible();
    expect(within(facts).getByText('金融专区')).toBeVisible();
    expect(within(facts).getByText('终审中')).toBeVisible();
    expect(within(facts).getByText('第 2 轮')).toBeVisible();
    expect(within(facts).getByText('已超时')).toBeVisible();
    expect(
      screen.getByText('该申请在“终审中”环节已超过办理时限（应于 2026年3月17日 23:59 前办结）。'),
    ).toBeVisible();
    const history = fake.requests.find((request) =>
      request.url.endsWith('/primary/audit/application-history'),
    );
    expect(history).toBeDefined();
    expect(await bodyOf(history!)).toEqual({ id });
    const breadcrumb = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(breadcrumb).getByRole('link', { name: '流程审计' })).toHaveAttribute(
      'href',
      '/workspace/audit',
    );
  });

  it('highlights the states it passed through and the transitions it took, its current state emphasised', async () => {
    renderPortal(address, auditServer(), { signedInAs: auditor });
    const drawing = await diagram();
    const stages = await within(drawing).findAllByRole('group');
    const names: Record<string, string | null> = {};
    for (const stage of stages)
      names[stage.getAttribute('data-id') ?? ''] = stage.getAttribute('aria-label');
    expect(names).toEqual({
      draft: '草稿：已经过',
      firstReview: '初审中：已经过',
      finalReview: '终审中：当前状态',
      approved: '已通过：未经过',
      rejected: '已驳回：未经过',
      returned: '退回修改：已经过',
      withdrawn: '已撤回：未经过',
    });
    const current = within(drawing).getByRole('group', { name: '终审中：当前状态' });
    expect(within(current).getByText('当前')).toBeVisible();
    expect(within(current).getByText('已超时')).toBeVisible();
    const taken = within(drawing)
      .getAllByRole('img', { name: /（已发生）$/ })
      .map((edge) => edge.getAttribute('aria-label'));
    expect(taken.sort()).toEqual(
      [
        '草稿 经“提交”到 初审中（已发生）',
        '初审中 经“退回修改”到 退回修改（已发生）',
        '退回修改 经“修改”到 草稿（已发生）',
        '初审中 经“通过”到 终审中（已发生）',
      ].sort(),
    );
    expect(within(drawing).getAllByRole('img', { name: /经“/ })).toHaveLength(10);
    // Nothing in the drawing can be pressed: the view is read-only.
    expect(within(drawing).queryAllByRole('button')).toEqual([]);
  });

  it('lists every transition with who, role, Beijing time, event, reason and round', async () => {
    renderPortal(address, auditServer(), { signedInAs: auditor });
    const timeline = await screen.findByRole('region', { name: '流转记录' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('创建草稿');
    expect(rows[2]).toHaveTextContent('退回修改');
    expect(rows[2]).toHaveTextContent('陈静（初审人员）');
    expect(rows[2]).toHaveTextContent('2026年3月4日 10:00');
    expect(rows[2]).toHaveTextContent('意见：请补充数据安全管理制度。');
    expect(rows[2]).toHaveTextContent('第 1 轮');
    expect(rows[5]).toHaveTextContent('通过');
    expect(rows[5]).toHaveTextContent('第 2 轮');
    expect(rows[5]).toHaveTextContent('意见：材料齐全，同意。');
  });

  it('shows the time spent in each state, per stay and in total, with the overdue mark', async () => {
    renderPortal(address, auditServer(), { signedInAs: auditor });
    const times = await screen.findByRole('region', { name: '各环节停留时长' });
    const stays = within(times).getAllByRole('table')[0]!;
    const stayRows = within(stays).getAllByRole('row').slice(1);
    expect(stayRows).toHaveLength(6);
    expect(stayRows[0]).toHaveTextContent('草稿第 1 轮2026年3月1日 10:001 天');
    expect(stayRows[1]).toHaveTextContent('初审中第 1 轮2026年3月2日 10:002 天');
    expect(stayRows[5]).toHaveTextContent('终审中（当前）第 2 轮');
    expect(stayRows[5]).toHaveTextContent('进行中');
    const totals = within(times).getByRole('table', { name: /各状态累计停留时长/ });
    expect(
      within(totals)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['草稿2 天', '初审中6 天', '退回修改1 天', '终审中（当前）8 天 8 小时（已超时）']);
  });

  it('leaves a final state out of the time spent: it is an outcome', async () => {
    const approved = trailInFinalReview();
    approved.application = {
      ...approved.application,
      state: 'approved',
      dueAt: null,
      overdue: false,
    };
    approved.history.push(
      row('finalReview', 'approve', 'approved', '2026-03-12T02:00:00.000Z', {
        actorName: '周敏',
        actorRole: 'finalReviewer',
        round: 2,
      }),
    );
    approved.stateDurations = [
      ...approved.stateDurations.slice(0, 3),
      { state: 'finalReview', hours: 48 },
      { state: 'approved', hours: 0 },
    ];
    renderPortal(
      address,
      auditServer({
        '/primary/audit/application-history': () => envelopeResponse(0, '', approved),
      }),
      { signedInAs: auditor },
    );
    const totals = await screen.findByRole('table', { name: /各状态累计停留时长/ });
    expect(
      within(totals)
        .getAllByRole('row')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['草稿2 天', '初审中6 天', '退回修改1 天', '终审中2 天']);
    expect(screen.queryByText(/已超过办理时限/)).not.toBeInTheDocument();
    const drawing = await screen.findByRole('application', { name: /当前处于“已通过”/ });
    expect(
      within(drawing).getByRole('img', { name: '终审中 经“通过”到 已通过（已发生）' }),
    ).toBeInTheDocument();
  });

  it('ends at /404 for an unknown application (4011), Back returning to the page before', async () => {
    const { router } = renderPortal(
      address,
      auditServer({
        '/primary/audit/application-history': () => envelopeResponse(4011, '申请不存在'),
      }),
      { signedInAs: auditor, from: '/403' },
    );
    await expectEndedAtNotFound(router, '/403');
  });

  it('ends at /404 for an id that cannot name a record, without asking the server', async () => {
    const { router, calls } = renderPortal('/workspace/audit/application?id=12345', auditServer(), {
      signedInAs: auditor,
      from: '/403',
    });
    await expectEndedAtNotFound(router, '/403');
    expect(calls()).not.toContain('/primary/audit/application-history');
  });

  it('shows a failed load with 重试, and loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = auditServer();
    renderPortal(
      address,
      {
        ...server,
        '/primary/audit/application-history': (request) =>
          fail
            ? envelopeResponse(5000, '流程服务暂不可用')
            : server['/primary/audit/application-history']!(request),
      },
      { signedInAs: auditor },
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('流程服务暂不可用'));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await diagram()).toBeVisible();
  });

  it('has no button that changes data', async () => {
    renderPortal(address, auditServer(), { signedInAs: auditor });
    await diagram();
    const main = screen.getByRole('main');
    expect(within(main).queryAllByRole('button')).toEqual([]);
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['流程审计', '流程追溯', '返回流程审计']);
  });
});
