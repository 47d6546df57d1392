/**
 * 认领 and 释放 on the review panel (DESIGN §9): the decision buttons only for the claimant, with the
 * reason shown to anyone else; 认领 sent with the version read and the application read again; the
 * queue's 认领人 and its 我认领的 / 未认领 filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';
import { claimedBy, detailOf, firstReviewer, oldest, second, unclaimed } from './review-fixtures';

function server(
  detail: () => ReturnType<typeof detailOf>,
  overrides: ScriptedServer = {},
): ScriptedServer {
  const queue = [
    { ...oldest, claimedById: null, claimedByName: null, claimedAt: null },
    { ...second, claimedById: 'o1', claimedByName: '王审核', claimedAt: second.createdAt },
  ];
  return {
    '/primary/domain/options': () => envelopeResponse(0, '', []),
    '/primary/review/queue': () =>
      envelopeResponse(0, '', { list: queue, total: queue.length, page: 1, pageSize: 10 }),
    '/primary/review/detail': () => envelopeResponse(0, '', detail()),
    ...overrides,
  };
}

async function openPanel() {
  const panel = await screen.findByRole('region', { name: '申请详情' });
  await within(panel).findByText('91320100MA1XY8K3A9');
  return panel;
}

describe('认领 on the review panel', () => {
  it('shows who holds each queued case', async () => {
    renderPortal(
      `/workspace/domain/firstReview`,
      server(() => detailOf(oldest)),
      {
        signedInAs: firstReviewer,
      },
    );
    const list = await screen.findByRole('list', { name: '待审核申请列表' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('未认领')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('认领人：王审核')).toBeVisible();
  });

  it('asks for the claim filter, kept in the address', async () => {
    const user = userEvent.setup();
    const { lastBody, router } = renderPortal(
      `/workspace/domain/firstReview`,
      server(() => detailOf(oldest)),
      { signedInAs: firstReviewer },
    );
    await screen.findByRole('list', { name: '待审核申请列表' });
    await user.selectOptions(screen.getByLabelText('认领情况'), '我认领的');
    await waitFor(() => expect(router.state.location.search).toContain('claim=mine'));
    await waitFor(async () =>
      expect(await lastBody('/primary/review/queue')).toMatchObject({ claim: 'mine' }),
    );
  });

  it('offers only 认领 on an unclaimed case, says why there is no decision, and claims it', async () => {
    const user = userEvent.setup();
    let current = unclaimed(detailOf(oldest));
    const { lastBody, calls } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      server(() => current, {
        '/primary/review/first-claim': () => {
          current = { ...detailOf(oldest), version: 4 };
          return envelopeResponse(0, '已认领', current);
        },
      }),
      { signedInAs: firstReviewer },
    );
    const panel = await openPanel();
    expect(within(panel).getByText('该申请尚未被认领。')).toBeVisible();
    expect(within(panel).getByText(/请先认领该申请再审核/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '释放' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '认领' }));
    expect(await lastBody('/primary/review/first-claim')).toEqual({ id: oldest.id, version: 3 });
    expect(await within(panel).findByRole('button', { name: '通过' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: '释放' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: '认领' })).not.toBeInTheDocument();
    expect(calls().filter((path) => path === '/primary/review/detail')).toHaveLength(2);
  });

  it('tells another reviewer who holds the case and offers no button', async () => {
    renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      server(() => claimedBy(detailOf(oldest), '王审核')),
      { signedInAs: firstReviewer },
    );
    const panel = await openPanel();
    expect(within(panel).getByText(/认领人：王审核/)).toBeVisible();
    expect(within(panel).getByText('该申请已由 王审核 认领，仅认领人可以审核。')).toBeVisible();
    for (const name of ['通过', '驳回', '认领', '释放']) {
      expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('releases the claimant’s case, and shows a 4090 refusal in the panel', async () => {
    const user = userEvent.setup();
    const { lastBody } = renderPortal(
      `/workspace/domain/firstReview?id=${oldest.id}`,
      server(() => detailOf(oldest), {
        '/primary/review/first-release': () =>
          envelopeResponse(4090, '该申请已被他人处理或已更新，请刷新后查看最新状态'),
      }),
      { signedInAs: firstReviewer },
    );
    const panel = await openPanel();
    expect(within(panel).getByText(/您已认领该申请/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '释放' }));
    expect(await lastBody('/primary/review/first-release')).toEqual({ id: oldest.id, version: 3 });
    expect(
      await within(panel).findByText(/该申请已被他人处理或已更新，请刷新后查看最新状态/),
    ).toBeVisible();
  });
});
