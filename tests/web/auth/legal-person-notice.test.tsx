import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAuthActor } from '@/lib/auth/auth-actor';
import { AuthActorProvider } from '@/lib/auth/auth-actor-context';
import { LegalPersonNotice } from '@/app/legal-person-notice';

function renderNotice() {
  const openWindow = vi.fn<(url: string) => void>();
  const actor = createAuthActor({ navigate: vi.fn(), notifyError: vi.fn(), openWindow });
  render(
    <ChakraProvider value={defaultSystem}>
      <AuthActorProvider actor={actor}>
        <LegalPersonNotice />
      </AuthActorProvider>
    </ChakraProvider>,
  );
  return { actor, openWindow };
}

describe('LegalPersonNotice (code 3166)', () => {
  it('is hidden until the server says only legal persons may sign in', () => {
    renderNotice();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows 提示 / 仅支持法人登录, and 确定 opens the login page in a new tab', async () => {
    const user = userEvent.setup();
    const { actor, openWindow } = renderNotice();
    act(() => actor.send({ type: 'auth.legalPersonOnly' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('仅支持法人登录');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(openWindow).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().value).toBe('signedOut');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    actor.stop();
  });

  it('can be closed without opening anything', async () => {
    const user = userEvent.setup();
    const { actor, openWindow } = renderNotice();
    act(() => actor.send({ type: 'auth.legalPersonOnly' }));
    await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(openWindow).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    actor.stop();
  });

  it('needs the auth actor above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <ChakraProvider value={defaultSystem}>
          <LegalPersonNotice />
        </ChakraProvider>,
      ),
    ).toThrow('AuthActorProvider');
    vi.restoreAllMocks();
  });
});
