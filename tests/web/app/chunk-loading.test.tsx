import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkLoadTimeoutMs,
  isChunkLoadError,
  loadChunk,
} from '@/app/chunk-loading';
import { BootFallback } from '@/app/layouts/boot-fallback';
import { lazyPage } from '@/app/lazy-page';
import { RouteErrorPage } from '@/app/route-error-page';
import { renderRoutes } from './render-app';

function routesLoading(importer: () => Promise<{ Page: () => ReactNode }>) {
  return [
    {
      path: '/dataProduct',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <BootFallback />,
      lazy: lazyPage(importer, (m) => <m.Page />),
    },
  ];
}

describe('a page chunk that fails to load', () => {
  it('shows the Chinese load error with 重新加载 instead of a blank page', async () => {
    renderRoutes(
      routesLoading(() =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://127.0.0.1/assets/page-1a2b.js',
          ),
        ),
      ),
      '/dataProduct',
    );
    expect(
      await screen.findByRole('heading', { name: '页面资源加载失败，请检查网络后重试' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('shows 系统出现错误 with 返回首页 for any other error, without the technical message', async () => {
    renderRoutes(
      routesLoading(() => Promise.reject(new RangeError('index out of range in renderer'))),
      '/dataProduct',
    );
    expect(await screen.findByRole('heading', { name: '系统出现错误' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(screen.queryByText(/out of range/)).not.toBeInTheDocument();
  });

  it('shows 系统出现错误 when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenPage(): ReactNode {
      throw new Error('render failed');
    }
    renderRoutes(
      routesLoading(() => Promise.resolve({ Page: BrokenPage })),
      '/dataProduct',
    );
    expect(await screen.findByRole('heading', { name: '系统出现错误' })).toBeVisible();
  });
});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 120 seconds with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('resolves with the module when it arrives in time', async () => {
    vi.useFakeTimers();
    const module = { Page: 'page' };
    const outcome = loadChunk(
      () => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(outcome).resolves.toBe(module);
  });

  it('recognises the load failures of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
