/**
 * 消息中心 (/workspace/messages): the signed-in person's notices with unread ones set apart, 全部 / 未读,
 * marking one read (by 标为已读 or by opening it) and all read, with the bell following, and the
 * loading, empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { corporateUser, renderPortal, reviewer } from '../auth/render-portal';
import { applicationId, messagePage, sampleMessage, unreadCount } from './message-samples';

const returned = sampleMessage(1);
const submitted = sampleMessage(2, {
  kind: 'application.submitted',
  title: '入驻申请已提交',
  body: '您的交通出行专区入驻申请（受理编号 JS2026000123）已提交，进入初审环节，请留意审核结果。',
  createdAt: '2026-11-22T02:00:00.000Z',
  readAt: '2026-11-22T03:00:00.000Z',
});

function applicant(token: string) {
  return { signedInAs: { ...corporateUser, token } };
}

describe('消息中心', () => {
  it('lists the notices newest first, the unread ones set apart', async () => {
    renderPortal(
      '/workspace/messages',
      {
        '/second/message/list': () => messagePage([returned, submitted], 1),
        '/second/message/unread-count': () => unreadCount(1),
      },
      applicant('tok-messages-01'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
    await screen.findByRole('link', { name: '入驻申请被退回修改' });
    const items = screen.getAllByRole('listitem');
    const [first, second] = items.filter((item) => item.hasAttribute('data-read'));
    if (first === undefined || second === undefined) throw new Error('notices missing');
    expect(first).toHaveAttribute('data-read', 'false');
    expect(within(first).getByText('未读')).toBeVisible();
    expect(within(first).getByText('退回修改')).toBeVisible();
    expect(within(first).getByRole('link', { name: '入驻申请被退回修改' })).toHaveAttribute(
      'href',
      `/workspace/domain/detail?id=${applicationId}`,
    );
    expect(within(first).getByText('受理编号 JS2026000123')).toBeVisible();
    expect(within(first).getByText('2026年11月23日 10:30')).toBeVisible();
    expect(second).toHaveAttribute('data-read', 'true');
    expect(within(second).queryByText('未读')).toBeNull();
    expect(within(second).queryByRole('button', { name: /^将.*标为已读$/ })).toBeNull();
    expect(screen.getByText('1 条未读')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: '工作台导航' });
    expect(within(navigation).getByRole('link', { name: '消息中心' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows only the unread ones under 未读, in the address bar too', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/messages',
      {
        '/second/message/list': () => messagePage([returned], 1),
        '/second/message/unread-count': () => unreadCount(1),
      },
      applicant('tok-messages-02'),
    );
    await screen.findByRole('link', { name: '入驻申请被退回修改' });
    await user.click(screen.getByRole('button', { name: '未读', pressed: false }));
    await waitFor(() => expect(view.currentPath()).toBe('/workspace/messages?readState=unread'));
    await waitFor(async () =>
      expect(await view.lastBody('/second/message/list')).toEqual({
        readState: 'unread',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('marks a notice read with 标为已读, and the bell follows', async () => {
    const user = userEvent.setup();
    let unread = 1;
    const view = renderPortal(
      '/workspace/messages',
      {
        '/primary/message/list': () =>
          messagePage(
            [sampleMessage(3, { kind: 'review.newCase', title: '新的入驻申请待初审' })],
            1,
          ),
        '/primary/message/unread-count': () => unreadCount(unread),
        '/primary/message/read': () => {
          unread = 0;
          return envelopeResponse(0, '已标为已读', {
            ...sampleMessage(3, { kind: 'review.newCase', title: '新的入驻申请待初审' }),
            readAt: '2026-11-23T03:00:00.000Z',
          });
        },
      },
      { signedInAs: { ...reviewer, token: 'tok-messages-03' } },
    );
    expect(await screen.findByRole('link', { name: '消息中心，1 条未读消息' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '将“新的入驻申请待初审”标为已读' }));
    expect(await view.lastBody('/primary/message/read')).toEqual({ id: sampleMessage(3).id });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: '将“新的入驻申请待初审”标为已读' }),
      ).not.toBeInTheDocument(),
    );
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: '消息中心' })).toBeVisible();
    expect(screen.getByText('没有未读消息')).toBeVisible();
  });

  it('marks a notice read when it is opened, and goes to its page', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      '/workspace/messages',
      {
        '/second/message/list': () => messagePage([returned], 1),
        '/second/message/unread-count': () => unreadCount(1),
        '/second/message/read': () =>
          envelopeResponse(0, '已标为已读', { ...returned, readAt: '2026-11-23T03:00:00.000Z' }),
      },
      applicant('tok-messages-04'),
    );
    await user.click(await screen.findByRole('link', { name: '入驻申请被退回修改' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe(`/workspace/domain/detail?id=${applicationId}`),
    );
    expect(await view.lastBody('/second/message/read')).toEqual({ id: returned.id });
  });

  it('marks all read at once and loads the list again', async () => {
    const user = userEvent.setup();
    let allRead = false;
    const view = renderPortal(
      '/workspace/messages',
      {
        '/second/message/list': () =>
          allRead
            ? messagePage([{ ...returned, readAt: '2026-11-23T03:00:00.000Z' }, submitted], 0)
            : messagePage([returned, { ...submitted, readAt: null }], 2),
        '/second/message/unread-count': () => unreadCount(allRead ? 0 : 2),
        '/second/message/read-all': () => {
          allRead = true;
          return envelopeResponse(0, '已将 2 条消息标为已读', { marked: 2 });
        },
      },
      applicant('tok-messages-05'),
    );
    expect(await screen.findByText('2 条未读')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已将 2 条消息标为已读')).toBeVisible();
    await waitFor(() => expect(screen.queryAllByText('未读', { exact: true })).toHaveLength(1));
    expect(screen.getByText('没有未读消息')).toBeVisible();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    expect(view.calls()).toContain('/second/message/read-all');
  });

  it('says so when there is nothing, nothing unread, or the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = false;
    const view = renderPortal(
      '/workspace/messages?readState=unread',
      {
        '/second/message/list': () =>
          fail ? envelopeResponse(5000, '服务器内部错误，请稍后重试', null) : messagePage([], 0),
        '/second/message/unread-count': () => unreadCount(0),
      },
      applicant('tok-messages-06'),
    );
    expect(await screen.findByRole('heading', { name: '没有未读消息' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(await screen.findByRole('heading', { name: '暂无消息' })).toBeVisible();

    fail = true;
    await user.click(screen.getByRole('button', { name: '未读', pressed: false }));
    expect(await screen.findByRole('button', { name: '重试' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '没有未读消息' })).toBeVisible();
    expect(view.calls().filter((path) => path === '/second/message/list').length).toBe(4);
  });

  it('tells a reviewer of a case reassigned to them and of one reassigned away', async () => {
    const link = `/workspace/domain/firstReview?id=${applicationId}`;
    renderPortal(
      '/workspace/messages',
      {
        '/primary/message/list': () =>
          messagePage(
            [
              sampleMessage(5, {
                kind: 'review.reassigned',
                title: '入驻申请已改派给您',
                body: '苏州智算数据服务有限公司的交通出行专区入驻申请（受理编号 JS2026000123）已由系统管理员改派给您，请及时办理入驻初审。',
                link,
              }),
              sampleMessage(6, {
                kind: 'review.reassignedAway',
                title: '入驻申请已改派他人',
                body: '苏州智算数据服务有限公司的交通出行专区入驻申请（受理编号 JS2026000124）已由系统管理员改派给刘洋办理入驻初审，您不再负责该申请。',
                link,
                readAt: '2026-11-23T03:00:00.000Z',
              }),
            ],
            1,
          ),
        '/primary/message/unread-count': () => unreadCount(1),
      },
      { signedInAs: { ...reviewer, token: 'tok-messages-reassign' } },
    );
    await screen.findByRole('link', { name: '入驻申请已改派给您' });
    const [mine, away] = screen
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-read'));
    if (mine === undefined || away === undefined) throw new Error('notices missing');
    expect(within(mine).getByText('改派给我')).toBeVisible();
    expect(within(mine).getByRole('link', { name: '入驻申请已改派给您' })).toHaveAttribute(
      'href',
      link,
    );
    expect(within(away).getByText('已改派他人')).toBeVisible();
    expect(away).toHaveTextContent('您不再负责该申请');
  });
});
