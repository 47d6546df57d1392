/**
 * The language switch in the public header and the workspace header: a real button named by the
 * other language in that language, that shows the portal in English (navigation, footer, document title, <html lang>),
 * remembers the choice in the portal_lang cookie, works from the keyboard, and switches back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultLanguage, i18n } from '@/i18n/i18n';
import { languageFromCookie } from '@/i18n/languages';
import { installFakeApi, renderApp, signIn } from '../app/render-app';

async function languageSwitch(name: RegExp) {
  const header = await screen.findByRole('banner');
  return within(header).findByRole('button', { name });
}

describe('the language switch', () => {
  beforeEach(() => {
    installFakeApi();
  });

  afterEach(async () => {
    await i18n.changeLanguage(defaultLanguage);
  });

  it('offers English on a Chinese page', async () => {
    renderApp('/about');
    const toggle = await languageSwitch(/English/);
    expect(toggle).toHaveTextContent('English');
    expect(toggle).toHaveAccessibleName('English');
    expect(toggle).toHaveAccessibleDescription('切换为英文界面');
  });

  it('shows the portal in English, remembers it, and switches back to 中文', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await languageSwitch(/English/));

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Data Resources' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Nanjing' })).toHaveAttribute('href', '/nj');
    await waitFor(() => expect(document.title).toBe('About the Platform'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(languageFromCookie(document.cookie)).toBe('en-US');

    const back = await languageSwitch(/中文/);
    expect(back).toHaveAccessibleName('中文');
    await user.click(back);
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('关于平台'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(languageFromCookie(document.cookie)).toBe('zh-CN');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const toggle = await languageSwitch(/English/);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await languageSwitch(/中文/)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('is in the workspace header too, where the side navigation follows it', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/workspace/user/detail');
    await user.click(await languageSwitch(/English/));
    const side = await screen.findByRole('navigation', { name: 'Workspace navigation' });
    expect(within(side).getByRole('link', { name: 'User Details' })).toBeVisible();
  });
});
