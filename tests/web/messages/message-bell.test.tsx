/**
 * The message bell in the headers: nothing (and no request) for a visitor; for a signed-in person a
 * link to 消息中心 carrying the unread count, asked of their own side's endpoint, again on navigation,
 * and once a minute only while the person is active.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corporateUser, renderPortal, reviewer } from '../auth/render-portal';
import { messagePage, unreadCount } from './message-samples';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message bell', () => {
  it('is not there for a visitor, who asks nothing for it', async () => {
    const view = renderPortal('/home', {});
    expect(await screen.findByRole('link', { name: '登录' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /消息中心/ })).toBeNull();
    expect(view.calls().filter((path) => path.includes('/message/'))).toEqual([]);
  });

  it('shows a corporate user’s unread count in the portal header and leads to 消息中心', async () => {
    const view = renderPortal(
      '/home',
      { '/second/message/unread-count': () => unreadCount(3) },
      { signedInAs: { ...corporateUser, token: 'tok-bell-corporate-01' } },
    );
    const bell = await screen.findByRole('link', { name: '消息中心，3 条未读消息' });
    expect(bell).toHaveAttribute('href', '/workspace/messages');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(view.calls()).toContain('/second/message/unread-count');
    expect(view.calls()).not.toContain('/primary/message/unread-count');
  });

  it('asks an operator’s own endpoint in the workspace, again on each navigation', async () => {
    const user = userEvent.setup();
    let unread = 120;
    const view = renderPortal(
      '/workspace/user/detail',
      {
        '/primary/message/unread-count': () => unreadCount(unread),
        '/primary/message/list': () => messagePage([], 0),
      },
      { signedInAs: { ...reviewer, token: 'tok-bell-operator-01' } },
    );
    expect(await screen.findByRole('link', { name: '消息中心，120 条未读消息' })).toBeVisible();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    const asked = () =>
      view.calls().filter((path) => path === '/primary/message/unread-count').length;
    const before = asked();

    unread = 0;
    await user.click(screen.getByRole('link', { name: '消息中心，120 条未读消息' }));
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: '消息中心' })).toBeVisible();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('looks again every minute while the person uses the page, and not while the page is idle', async () => {
    // The bell's minute timer, caught as it is set, so the test can make the minutes pass.
    const minuteTicks: (() => void)[] = [];
    const setInterval = window.setInterval.bind(window);
    vi.spyOn(window, 'setInterval').mockImplementation(((handler: TimerHandler, ms?: number) => {
      if (ms === 60_000 && typeof handler === 'function') {
        minuteTicks.push(() => void (handler as () => void)());
      }
      return setInterval(handler, ms);
    }) as typeof window.setInterval);
    const view = renderPortal(
      '/home',
      { '/second/message/unread-count': () => unreadCount(1) },
      { signedInAs: { ...corporateUser, token: 'tok-bell-corporate-02' } },
    );
    await screen.findByRole('link', { name: '消息中心，1 条未读消息' });
    const asked = () =>
      view.calls().filter((path) => path === '/second/message/unread-count').length;
    await waitFor(() => expect(asked()).toBe(1));
    const tick = () => minuteTicks.forEach((run) => run());
    expect(minuteTicks.length).toBeGreaterThan(0);

    // two idle minutes: nothing asked (an idle session must be let expire)
    tick();
    tick();
    expect(asked()).toBe(1);
    // used during the minute: asked once at its end, then idle again
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    tick();
    await waitFor(() => expect(asked()).toBe(2));
    tick();
    expect(asked()).toBe(2);
  });
});
