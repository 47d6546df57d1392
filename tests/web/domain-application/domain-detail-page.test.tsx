import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { expectEndedAtNotFound, renderApp, signIn } from '../app/render-app';
import {
  applicationId,
  draftHistory,
  firstReviewHistory,
  historyRow,
  rejectedHistory,
  sampleDetail,
} from './application-samples';

type Detail = components['schemas']['ApplicationDetail'];

const id = applicationId(1);
let stored: Detail;
const withdrawn: unknown[] = [];

const { server, install } = startMswApi(
  http.post(apiUrl('/second/domain-application/detail'), () => ok(stored)),
  http.post(apiUrl('/primary/review/detail'), () => ok(stored)),
  http.post(apiUrl('/second/domain-application/withdraw'), async ({ request }) => {
    withdrawn.push(await request.json());
    stored = {
      ...stored,
      state: 'withdrawn',
      version: stored.version + 1,
      history: [
        ...stored.history,
        historyRow(4, 'firstReview', 'withdraw', 'withdrawn', { comment: '业务调整' }),
      ],
    };
    return ok(stored);
  }),
);

function signInAsOperator(rights: string[]) {
  window.localStorage.setItem(
    'AuthState',
    JSON.stringify({ token: 'op', userType: 'primary', name: '李审', corName: '', rights }),
  );
}

beforeEach(() => {
  withdrawn.length = 0;
  stored = sampleDetail('firstReview', firstReviewHistory, { version: 2 });
});

describe('申请详情', () => {
  it('draws the workflow from the machine with the current stage and the path taken', async () => {
    install();
    signIn();
    renderApp(`/workspace/domain/detail?id=${id}`);
    const diagram = await screen.findByRole('img', { name: '专区入驻流程图：当前处于“初审中”' });
    expect(within(diagram).getByText('初审中')).toHaveAttribute('data-status', 'current');
    expect(within(diagram).getByText('草稿')).toHaveAttribute('data-status', 'visited');
    expect(within(diagram).getByText('已通过')).toHaveAttribute('data-status', 'notVisited');
    expect(within(diagram).getByText('提交')).toHaveAttribute('data-taken', 'true');
    expect(within(diagram).getByText('撤回')).toHaveAttribute('data-taken', 'false');
    expect(within(diagram).getAllByText('通过')).toHaveLength(2);

    const stages = screen.getByRole('list', { name: '各环节' });
    expect(within(stages).getAllByRole('listitem')).toHaveLength(7);
    const current = within(stages).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('初审中');
    expect(current).toHaveTextContent('当前环节');
    expect(current).toHaveTextContent('通过 → 终审中');
  });

  it('shows the fields, the history with who, role and reason, time per stage and files', async () => {
    stored = sampleDetail('rejected', rejectedHistory, { round: 1 });
    install();
    signIn();
    renderApp(`/workspace/domain/detail?id=${id}`);
    const summary = await screen.findByRole('region', { name: '申请概况' });
    expect(within(summary).getByText('金融专区')).toBeVisible();
    expect(within(summary).getByText('已驳回')).toBeVisible();
    const fields = screen.getByRole('region', { name: '申请信息' });
    expect(within(fields).getByText('13851234567')).toBeVisible();
    const history = screen.getByRole('region', { name: '流转记录' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('驳回');
    expect(rows[2]).toHaveTextContent('李审（初审人员）');
    expect(rows[2]).toHaveTextContent('意见：营业执照扫描件不清晰，请重新上传加盖公章的版本。');
    expect(rows[2]).toHaveTextContent('第 1 轮');
    const times = screen.getByRole('region', { name: '各环节停留时长' });
    expect(within(times).getByRole('cell', { name: '草稿' })).toBeVisible();
    expect(within(times).getAllByRole('cell', { name: '1 天' }).length).toBeGreaterThan(0);
    const files = screen.getByRole('region', { name: '入驻材料' });
    expect(
      within(files).getByRole('button', { name: /下载 营业执照：营业执照\.pdf/ }),
    ).toBeVisible();
  });

  it('offers the applicant only 撤回申请 in first review, and withdraws after a confirmation', async () => {
    install();
    signIn();
    const user = userEvent.setup();
    renderApp(`/workspace/domain/detail?id=${id}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['撤回申请']);
    expect(within(actions).queryByRole('link', { name: '去审核' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: '撤回申请' }));
    const dialog = await screen.findByRole('alertdialog', { name: '撤回申请' });
    await user.type(within(dialog).getByLabelText('撤回原因（选填）'), '业务调整');
    await user.click(within(dialog).getByRole('button', { name: '撤回申请' }));
    await waitFor(() => expect(withdrawn).toEqual([{ id, version: 2, comment: '业务调整' }]));
    const summary = screen.getByRole('region', { name: '申请概况' });
    expect(await within(summary).findByText('已撤回')).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: '可办理的操作' })).findByText(
        '当前没有需要您办理的操作。',
      ),
    ).toBeVisible();
  });

  it('sends a draft to 专区申请 to finish it', async () => {
    stored = sampleDetail('draft', draftHistory);
    install();
    signIn();
    renderApp(`/workspace/domain/detail?id=${id}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    expect(within(actions).getByRole('link', { name: '提交申请' })).toHaveAttribute(
      'href',
      `/workspace/domain/apply?id=${id}`,
    );
    expect(within(actions).queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
  });

  it('reads the reviewers’ view for an operator and links 去审核 only with the stage’s right', async () => {
    install();
    signInAsOperator(['domain:first-review']);
    renderApp(`/workspace/domain/detail?id=${id}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    expect(within(actions).getByRole('link', { name: '去审核' })).toHaveAttribute(
      'href',
      `/workspace/domain/firstReview?id=${id}`,
    );
    expect(within(actions).queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('gives an auditor no action at all', async () => {
    install();
    signInAsOperator(['audit:read']);
    renderApp(`/workspace/domain/detail?id=${id}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    expect(within(actions).getByText('当前没有需要您办理的操作。')).toBeVisible();
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ends at /404 for an unknown id (4011), Back returning to the page before', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/detail'), () => fail(4011, '记录不存在')),
    );
    install();
    signIn();
    const { router } = renderApp(`/workspace/domain/detail?id=${applicationId(9)}`, {
      from: '/403',
    });
    await expectEndedAtNotFound(router, '/403');
  });

  it.each(['?id=app-1', '?id=../../etc/passwd', '?id=', ''])(
    'ends at /404 for detail%s, whose id cannot name a record',
    async (query) => {
      install();
      signIn();
      const { router } = renderApp(`/workspace/domain/detail${query}`, { from: '/403' });
      await expectEndedAtNotFound(router, '/403');
    },
  );

  it('keeps its heading when loading fails', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/detail'), () => fail(5000, '服务繁忙')),
    );
    install();
    signIn();
    renderApp(`/workspace/domain/detail?id=${id}`);
    expect(await screen.findByText('服务繁忙')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '申请详情' })).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
