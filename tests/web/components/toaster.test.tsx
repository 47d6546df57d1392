import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { Provider } from '@/components/ui/provider';
import { Toaster, showErrorToast, toaster } from '@/components/ui/toaster';
import { toasterStore } from '@/components/ui/toaster-store';

describe('the global toaster', () => {
  // First in the file: the store is loaded once per module, by the first toast asked for.
  it('draws nothing, and loads no view, until a toast is asked for', async () => {
    render(
      <Provider>
        <Toaster />
      </Provider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toaster.create({ type: 'info', description: '已保存' });
    });
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();
    act(() => toaster.remove());
  });

  it('places toasts at the top, 160 px below the edge (spec §9)', () => {
    expect(toasterStore.attrs.placement).toBe('top');
    expect(toasterStore.attrs.offsets).toMatchObject({ top: '160px' });
  });

  it('shows an error toast with its Chinese message', async () => {
    render(
      <Provider>
        <Toaster />
      </Provider>,
    );
    act(() => {
      toaster.create({ type: 'error', description: '文件体积超过限制，请重新选择' });
    });
    expect(await screen.findByText('文件体积超过限制，请重新选择')).toBeInTheDocument();
    act(() => toaster.remove());
  });

  it('shows the same error message once while it is on screen', async () => {
    render(
      <Provider>
        <Toaster />
      </Provider>,
    );
    act(() => {
      showErrorToast('网络连接失败，请检查网络后重试');
      showErrorToast('网络连接失败，请检查网络后重试');
      showErrorToast('请求超时，请稍后重试');
    });
    expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
    expect(screen.getAllByText('网络连接失败，请检查网络后重试')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '关闭通知' })).toHaveLength(2);
    act(() => toaster.remove());
  });
});
