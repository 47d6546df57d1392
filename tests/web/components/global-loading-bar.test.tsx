import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { GlobalLoadingBar } from '@/components/ui/global-loading-bar';
import { Provider } from '@/components/ui/provider';

describe('the global loading bar', () => {
  it('is an accessible progress bar named 加载中 while something is pending', () => {
    render(
      <Provider>
        <GlobalLoadingBar active />
      </Provider>,
    );
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('is absent when nothing is pending', () => {
    render(
      <Provider>
        <GlobalLoadingBar active={false} />
      </Provider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
