import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { expectEndedAtNotFound, renderApp, signIn } from '../app/render-app';
import {
  applicationId,
  firstReviewHistory,
  historyRow,
  rejectedHistory,
  sampleDetail,
} from './application-samples';

type Detail = components['schemas']['ApplicationDetail'];

const id = applicationId(1);
let stored: Detail;
const revised: unknown[] = [];

const { server, install } = startMswApi(
  http.post(apiUrl('/second/domain-application/detail'), () => ok(stored)),
  http.post(apiUrl('/second/domain-application/revise'), async ({ request }) => {
    revised.push(await request.json());
    stored = {
      ...stored,
      state: 'draft',
      round: stored.round + 1,
      version: stored.version + 1,
      history: [...stored.history, historyRow(5, stored.state, 'revise', 'draft', { round: 2 })],
    };
    return ok(stored);
  }),
  http.post(apiUrl('/web/domain/list'), () => ok({ list: [], total: 0, page: 1, pageSize: 100 })),
  http.get(apiUrl('/web/domain/detail'), () => fail(4011, '记录不存在')),
);

beforeEach(() => {
  revised.length = 0;
  stored = sampleDetail('rejected', rejectedHistory, { version: 5 });
  signIn();
});

describe('审批驳回结果', () => {
  it('shows the reason, the reviewer, the role, the time and the round', async () => {
    install();
    renderApp(`/workspace/domain/reject-result?id=${id}`);
    expect(await screen.findByRole('heading', { name: '申请已被驳回' })).toBeVisible();
    const reason = screen.getByRole('region', { name: '审核意见' });
    expect(
      within(reason).getByText('营业执照扫描件不清晰，请重新上传加盖公章的版本。'),
    ).toBeVisible();
    expect(within(reason).getByText('李审')).toBeVisible();
    expect(within(reason).getByText('初审人员')).toBeVisible();
    expect(within(reason).getByText('第 1 轮')).toBeVisible();
    expect(within(reason).getByText(/2026年3月3日/)).toBeVisible();
  });

  it('names a return (退回修改) as such', async () => {
    stored = sampleDetail('returned', [
      ...firstReviewHistory,
      historyRow(3, 'firstReview', 'return', 'returned', { comment: '请补充应用场景' }),
    ]);
    install();
    renderApp(`/workspace/domain/reject-result?id=${id}`);
    expect(await screen.findByRole('heading', { name: '申请已退回修改' })).toBeVisible();
    expect(screen.getByText('请补充应用场景')).toBeVisible();
  });

  it('turns the application into the next round’s draft with 重新提交', async () => {
    install();
    const user = userEvent.setup();
    const { router } = renderApp(`/workspace/domain/reject-result?id=${id}`);
    await user.click(await screen.findByRole('button', { name: '重新提交' }));
    const dialog = await screen.findByRole('alertdialog', { name: '重新提交' });
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/domain/apply'));
    expect(router.state.location.search).toBe(`?id=${id}`);
    expect(revised).toEqual([{ id, version: 5 }]);
  });

  it('says so for an application that was not rejected', async () => {
    stored = sampleDetail('firstReview', firstReviewHistory);
    install();
    renderApp(`/workspace/domain/reject-result?id=${id}`);
    expect(await screen.findByRole('heading', { name: '该申请没有驳回结果' })).toBeVisible();
    expect(screen.getByText('该申请当前为“初审中”状态，没有需要处理的驳回或退回。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
  });

  it('ends at /404 for an unknown id (4011), Back returning to the page before', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/detail'), () => fail(4011, '记录不存在')),
    );
    install();
    const { router } = renderApp(`/workspace/domain/reject-result?id=${applicationId(9)}`, {
      from: '/403',
    });
    await expectEndedAtNotFound(router, '/403');
  });

  it.each(['?id=app-1', '?id=', ''])(
    'ends at /404 for reject-result%s, without asking',
    async (query) => {
      const api = install();
      const { router } = renderApp(`/workspace/domain/reject-result${query}`, { from: '/403' });
      await expectEndedAtNotFound(router, '/403');
      expect(api.navigate).not.toHaveBeenCalled();
    },
  );
});
