/**
 * 长辈模式: the switch in the public header and in the workspace header says its state with
 * `aria-pressed`, puts `data-elderly` on <html> for the larger type, tells screen readers of the change,
 * and is remembered in localStorage for the next visit.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { installFakeApi, renderApp, signIn } from '../app/render-app';

const html = document.documentElement;

async function elderlySwitch() {
  const header = await screen.findByRole('banner');
  return within(header).findByRole('button', { name: '长辈模式' });
}

describe('长辈模式', () => {
  beforeEach(() => {
    installFakeApi();
  });

  afterEach(() => {
    html.removeAttribute('data-elderly');
  });

  it('is off at first: the switch is not pressed and the page keeps its usual size', async () => {
    renderApp('/about');
    expect(await elderlySwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveAttribute('data-elderly');
    expect(window.localStorage.getItem(storageKeys.elderlyMode)).toBeNull();
  });

  it('turns on from the public header, enlarges the page and says so to screen readers', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const toggle = await elderlySwitch();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('data-elderly', 'true');
    expect(window.localStorage.getItem(storageKeys.elderlyMode)).toBe('on');
    expect(screen.getByText('已开启长辈模式，文字和间距已放大')).toHaveAttribute('role', 'status');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveAttribute('data-elderly');
    expect(window.localStorage.getItem(storageKeys.elderlyMode)).toBeNull();
    expect(screen.getByText('已关闭长辈模式，文字和间距已恢复')).toHaveAttribute('role', 'status');
  });

  it('announces nothing before the switch is used', async () => {
    renderApp('/about');
    await elderlySwitch();
    expect(screen.queryByText(/长辈模式，文字和间距/)).not.toBeInTheDocument();
  });

  it('is remembered: a later visit starts enlarged with the switch pressed', async () => {
    window.localStorage.setItem(storageKeys.elderlyMode, 'on');
    renderApp('/home');
    expect(await elderlySwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('data-elderly', 'true');
  });

  it('ignores a stored value it does not know', async () => {
    window.localStorage.setItem(storageKeys.elderlyMode, 'maybe');
    renderApp('/home');
    expect(await elderlySwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveAttribute('data-elderly');
  });

  it('is in the workspace header too, with the same label and the same remembered state', async () => {
    const user = userEvent.setup();
    signIn();
    window.localStorage.setItem(storageKeys.elderlyMode, 'on');
    renderApp('/workspace/user/detail');
    const toggle = await elderlySwitch();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('data-elderly', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveAttribute('data-elderly');
    expect(window.localStorage.getItem(storageKeys.elderlyMode)).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    renderApp('/about');
    const toggle = await elderlySwitch();
    window.localStorage.setItem(storageKeys.elderlyMode, 'on');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.elderlyMode }));
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(html).toHaveAttribute('data-elderly', 'true');
  });
});
