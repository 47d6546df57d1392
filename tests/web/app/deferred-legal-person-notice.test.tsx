import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { DeferredLegalPersonNotice } from '@/app/deferred-legal-person-notice';
import { Provider } from '@/components/ui/provider';
import { createAuthActor } from '@/lib/auth/auth-actor';
import { AuthActorProvider, AuthSessionProvider } from '@/lib/auth/auth-actor-context';
import { createAuthSession } from '@/lib/auth/auth-session';

describe('the deferred legal-person notice', () => {
  it('renders nothing until code 3166 arrives, then shows 提示 with 仅支持法人登录', async () => {
    const actor = createAuthActor({ navigate: vi.fn(), notifyError: vi.fn() });
    render(
      <Provider>
        <AuthActorProvider actor={actor}>
          <DeferredLegalPersonNotice />
        </AuthActorProvider>
      </Provider>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => actor.send({ type: 'auth.legalPersonOnly' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('仅支持法人登录');
    actor.stop();
  });

  it('reads a session whose actor is not loaded as no notice, and shows it once the actor is', async () => {
    const load = vi.fn(() =>
      Promise.resolve(createAuthActor({ navigate: vi.fn(), notifyError: vi.fn() })),
    );
    const session = createAuthSession(load);
    render(
      <Provider>
        <AuthSessionProvider session={session}>
          <DeferredLegalPersonNotice />
        </AuthSessionProvider>
      </Provider>,
    );
    // Drawing the notice's place does not load the actor.
    expect(load).not.toHaveBeenCalled();
    act(() => session.send({ type: 'auth.legalPersonOnly' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('仅支持法人登录');
    expect(load).toHaveBeenCalledOnce();
    session.current()?.stop();
  });
});
