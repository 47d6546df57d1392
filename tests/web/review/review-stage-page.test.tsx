/**
 * 入驻初审 / 入驻终审: the queue longest waiting first with its marks, the review panel opened with
 * `?id=`, only the decisions the workflow allows, 审核意见 required for 驳回 and 退回修改, the decision
 * sent with the version read and the next application opened, a 4090 shown in the panel with the
 * application read again, and /404 for an `?id=` that names no application.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, jsonResponse } from '../../support/fake-fetch';
import { expectEndedAtNotFound } from '../app/render-app';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';
import {
  detailOf,
  finalReviewer,
  firstReviewer,
  inFinalReview,
  oldest,
  second,
  summary,
  third,
} from './review-fixtures';

const domains = [
  { id: 'd0000000-0000-4000-8000-000000000001', name: '金融专区', acceptingApplications: true },
];

const queue = [oldest, second, third];

function reviewServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/primary/domain/options': () => envelopeResponse(0, '', domains),
    '/primary/review/queue': () =>
      envelopeResponse(0, '', { list: queue, total: queue.length, page: 1, pageSize: 10 }),
    '/primary/review/detail': async (request) => {
      const body: unknown = await request.json();
      const id: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : null;
      const item = queue.find((candidate) => candidate.id === id);
      return item === undefined
        ? envelopeResponse(4011, '申请不存在')
        : envelopeResponse(0, '', detailOf(item));
    },
    ...overrides,
  };
}

function queueList() {
  return screen.findByRole('list', { name: '待审核申请列表' });
}

describe('入驻初审', () => {
  it('lists the queue longest waiting first with 已超期 and the days left, and opens one by its address', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/workspace/domain/firstReview', reviewServer(), {
      signedInAs: firstReviewer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '入驻初审' })).toBeVisible();
    const list = await queueList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      expect.stringContaining('江苏数源科技有限公司'),
      expect.stringContaining('苏州智算数据服务有限公司'),
      expect.stringContaining('南京星河信息技术有限公司'),
    ]);
    expect(within(rows[0]!).getByText('已超期')).toBeVisible();
    expect(within(rows[1]!).getByText('剩余 2 天')).toBeVisible();
    expect(within(rows[0]!).getByText('已等待 9 天')).toBeVisible();
    expect(rows[1]).toHaveTextContent('受理编号：JS2026000002');
    expect(screen.getByText('请选择一件申请')).toBeVisible();

    await user.click(within(rows[1]!).getByRole('link'));
    expect(router.state.location.search).toBe(`?id=${second.id}`);
    expect(await screen.findByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(screen.getAllByText('JS2026000002')[0]).toBeVisible();
    expect(screen.getByText('营业执照副本.pdf')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看完整流程' })).toHaveAttribute(
      'href',
      `/workspace/domain/detail?id=${second.id}`,
    );
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('aria-current', 'true');
  });

  it('ends at /404 for an application that does not exist (4011), Back returning to the queue', async () => {
    const queuePage = '/workspace/domain/firstReview';
    const { router, calls } = renderPortal(
      `${queuePage}?id=a0000000-0000-4000-8000-000000000999`,
      reviewServer(),
      { signedInAs: firstReviewer, from: queuePage },
    );
    await expectEndedAtNotFound(router, queuePage);
    expect(calls()).toContain('/primary/review/detail');
    expect(await queueList()).toBeVisible();
  });

  it('ends at /404 for an id that cannot name an application, without asking the server', async () => {
    const queuePage = '/workspace/domain/finalReview';
    const { router, calls } = renderPortal(`${queuePage}?id=../../etc/passwd`, reviewServer(), {
      signedInAs: finalReviewer,
      from: queuePage,
    });
    await expectEndedAtNotFound(router, queuePage);
    expect(calls()).not.toContain('/primary/review/detail');
  });

  it('asks the queue for the company, the chosen domain and overdue only, kept in the address', async () => {
    const user = userEvent.setup();
    const { lastBody, router } = renderPortal('/workspace/domain/firstReview', reviewServer(), {
      signedInAs: firstReviewer,
    });
    await queueList();
    const search = screen.getByRole('search', { name: '查找申请' });
    await user.type(within(search).getByRole('searchbox'), '数源');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('数源'),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: '申请专区' }), '金融专区');
    await user.click(screen.getByRole('checkbox', { name: '只看已超期' }));
    await waitFor(async () =>
      expect(await lastBody('/primary/review/queue')).toEqual({
        stage: 'firstReview',
        keyword: '数源',
        domainId: 'd0000000-0000-4000-8000-000000000001',
        overdueOnly: true,
        claim: 'all',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('offers 通过, 驳回 and 退回修改 and requires 审核意见 for 驳回 and 退回修改', async () => {
    const user = userEvent.setup();
    const { calls } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      reviewServer(),
      { signedInAs: firstReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await within(panel).findByText('91320100MA1XY8K3A9');
    expect(within(panel).getByRole('button', { name: '通过' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: '退回修改' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '驳回' }));
    expect(within(panel).getByText('请填写审核意见')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '退回修改' }));
    expect(within(panel).getByText('请填写审核意见')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls()).not.toContain('/primary/review/first-decision');
  });

  it('sends 驳回 with the comment and the version read, then opens the next application', async () => {
    const user = userEvent.setup();
    const { lastBody, router } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      reviewServer({
        '/primary/review/first-decision': () =>
          envelopeResponse(0, '', { ...detailOf(oldest), state: 'rejected', version: 4 }),
      }),
      { signedInAs: firstReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await within(panel).findByText('91320100MA1XY8K3A9');
    await user.type(within(panel).getByLabelText('审核意见'), '营业执照已过期，请更新后重新申请');
    await user.click(within(panel).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认驳回' });
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));

    expect(await screen.findByText('已驳回该申请')).toBeVisible();
    expect(await lastBody('/primary/review/first-decision')).toEqual({
      id: oldest.id,
      version: 3,
      decision: 'reject',
      comment: '营业执照已过期，请更新后重新申请',
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${second.id}`));
  });

  it('returns to the previously opened application with Back', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/workspace/domain/firstReview', reviewServer(), {
      signedInAs: firstReviewer,
    });
    const list = await queueList();
    await user.click(within(list).getByRole('link', { name: /江苏数源科技有限公司/ }));
    expect(await screen.findByText('营业执照副本.pdf')).toBeVisible();
    await user.click(within(list).getByRole('link', { name: /南京星河信息技术有限公司/ }));
    const panel = screen.getByRole('region', { name: '申请详情' });
    expect(await within(panel).findByText('交通出行专区')).toBeVisible();
    await router.navigate(-1);
    expect(router.state.location.search).toBe(`?id=${oldest.id}`);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '申请详情' })).getByText('金融专区'),
      ).toBeVisible(),
    );
  });

  it('refuses a 审核意见 longer than the workflow keeps', async () => {
    const user = userEvent.setup();
    const { calls } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      reviewServer(),
      { signedInAs: firstReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await within(panel).findByText('91320100MA1XY8K3A9');
    await user.click(within(panel).getByLabelText('审核意见'));
    await user.paste('意'.repeat(1001));
    expect(within(panel).getByText('审核意见不能超过 1000 个字')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '通过' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls()).not.toContain('/primary/review/first-decision');
  });

  it('shows a 4090 answer in the panel and reads the application again', async () => {
    const user = userEvent.setup();
    let detailCalls = 0;
    const { calls } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      reviewServer({
        '/primary/review/detail': () => {
          detailCalls += 1;
          return envelopeResponse(
            0,
            '',
            detailCalls === 1 ? detailOf(oldest) : { ...inFinalReview(oldest), version: 4 },
          );
        },
        '/primary/review/first-decision': () =>
          envelopeResponse(4090, '该申请已被其他审核人员处理，请刷新后查看'),
      }),
      { signedInAs: firstReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await within(panel).findByText('91320100MA1XY8K3A9');
    await user.click(within(panel).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认通过' });
    await user.click(within(dialog).getByRole('button', { name: '确认通过' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('该申请已被其他审核人员处理，请刷新后查看');
    expect(await within(panel).findByText(/该申请当前为「终审中」/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(calls().filter((path) => path === '/primary/review/detail')).toHaveLength(2);
    // The panel said it; no toast repeats it.
    expect(screen.getAllByText(/该申请已被其他审核人员处理/)).toHaveLength(1);
  });

  it('shows the message of a refused download beside the files', async () => {
    const user = userEvent.setup();
    renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      reviewServer({
        '/primary/entry/file-download': () =>
          jsonResponse({ code: 4011, msg: '文件不存在或已被删除', data: null }),
      }),
      { signedInAs: firstReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await user.click(await within(panel).findByRole('button', { name: '下载 营业执照副本.pdf' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('文件不存在或已被删除');
  });

  it('sends a user without the first-review right to /403', async () => {
    const { calls, currentPath } = renderPortal('/workspace/domain/firstReview', reviewServer(), {
      signedInAs: finalReviewer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    expect(currentPath()).toBe('/403');
    expect(calls()).not.toContain('/primary/review/queue');
  });
});

describe('入驻终审', () => {
  const finalQueue = [summary(oldest.id, oldest.corName, { state: 'finalReview' })];
  const finalServer = (detail = inFinalReview(oldest)): ScriptedServer =>
    reviewServer({
      '/primary/review/queue': () =>
        envelopeResponse(0, '', { list: finalQueue, total: 1, page: 1, pageSize: 10 }),
      '/primary/review/detail': () => envelopeResponse(0, '', detail),
    });

  it('offers the final reviewer the three decisions and sends them to final-decision', async () => {
    const user = userEvent.setup();
    const { lastBody } = renderPortal(
      `/workspace/domain/finalReview?id=${oldest.id}`,
      {
        ...finalServer(),
        '/primary/review/final-decision': () =>
          envelopeResponse(0, '', { ...inFinalReview(oldest), state: 'approved' }),
      },
      { signedInAs: finalReviewer },
    );
    const panel = await screen.findByRole('region', { name: '申请详情' });
    await within(panel).findByText('材料齐全');
    expect(within(panel).getByRole('button', { name: '驳回' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: '退回修改' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '通过' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认通过' }),
    );
    expect(await screen.findByText('已审核通过')).toBeVisible();
    expect(await lastBody('/primary/review/final-decision')).toEqual({
      id: oldest.id,
      version: 3,
      decision: 'approve',
    });
  });

  it('offers no decision to the reviewer who approved the round’s first review', async () => {
    renderPortal(`/workspace/domain/finalReview?id=${oldest.id}`, finalServer(), {
      signedInAs: {
        ...finalReviewer,
        name: '陈静',
        rights: ['domain:first-review', 'domain:final-review'],
      },
    });
    const panel = await screen.findByRole('region', { name: '申请详情' });
    expect(await within(panel).findByText(/按照双人审核原则/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });
});
