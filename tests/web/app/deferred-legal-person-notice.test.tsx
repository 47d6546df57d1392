import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { DeferredLegalPersonNotice } from '@/app/deferred-legal-person-notice';
import { Provider } from '@/components/ui/provider';
import { createAuthActor } from '@/lib/auth/auth-actor';
import { AuthActorProvider } from '@/lib/auth/auth-actor-context';

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
});
