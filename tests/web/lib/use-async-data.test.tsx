import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { runLoaders } from '@/app/ssr/run-loaders';
import { dataKeyText, type DataKey } from '@/lib/data-key';
import { PrefetchedDataProvider, type Loader, type PrefetchedData } from '@/lib/prefetched-data';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';

const statistics: DataKey = ['GET /web/home/statistics'];

function Figures({
  dataKey = statistics,
  load,
}: {
  dataKey?: DataKey;
  load: () => Promise<LoadResult<string>>;
}) {
  const data = useAsyncData(dataKey, load);
  return (
    <div>
      <p>
        {data.status === 'success'
          ? `数据：${data.data}`
          : data.status === 'error'
            ? `失败：${data.message ?? '网络'}`
            : '加载中'}
      </p>
      <button type="button" onClick={data.retry}>
        重试
      </button>
    </div>
  );
}

function renderWith(prefetched: PrefetchedData | null, load: () => Promise<LoadResult<string>>) {
  return render(
    <PrefetchedDataProvider value={prefetched}>
      <Figures load={load} />
    </PrefetchedDataProvider>,
  );
}

describe('useAsyncData', () => {
  it('loads, shows the data, and loads again on retry', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '320' }));
    renderWith(null, load);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('数据：320')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('数据：320')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message, or none when the loader threw", async () => {
    renderWith(null, () => Promise.resolve({ ok: false, msg: '统计暂不可用' }));
    expect(await screen.findByText('失败：统计暂不可用')).toBeInTheDocument();
  });

  it('takes over the server’s page from the prefetched result, loading only on retry', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '新数据' }));
    const tree = (prefetched: PrefetchedData) => (
      <PrefetchedDataProvider value={prefetched}>
        <Figures load={load} />
        <Figures load={load} />
      </PrefetchedDataProvider>
    );
    const serving: PrefetchedData = {
      results: new Map([[dataKeyText(statistics), { ok: true, data: '预取数据' }]]),
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(serving));
    document.body.append(container);
    expect(screen.getAllByText('数据：预取数据')).toHaveLength(2);

    render(tree(serving), { container, hydrate: true });
    expect(screen.getAllByText('数据：预取数据')).toHaveLength(2);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]!);
    expect(await screen.findByText('数据：新数据')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the prefetched result to the page taken over only, not to a view that appears later', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '新数据' }));
    const serving: PrefetchedData = {
      results: new Map([[dataKeyText(statistics), { ok: true, data: '预取数据' }]]),
    };
    function Page({ second }: { second: boolean }) {
      return (
        <PrefetchedDataProvider value={serving}>
          <Figures load={load} />
          {second ? <Figures load={load} /> : null}
        </PrefetchedDataProvider>
      );
    }
    const { rerender } = render(<Page second={false} />);
    expect(screen.getByText('数据：预取数据')).toBeInTheDocument();
    rerender(<Page second />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('数据：新数据')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('names data only by operations the contract has', () => {
    // @ts-expect-error a path the contract does not have
    expect(dataKeyText(['GET /web/no-such-list'])).toBe('["GET /web/no-such-list"]');
    // @ts-expect-error a method the path does not take
    expect(dataKeyText(['GET /web/domain/list'])).toBe('["GET /web/domain/list"]');
  });

  it('gives a loader that throws on the server an error result', async () => {
    const loaders = new Map<string, Loader>([['a', () => Promise.reject(new Error('断网'))]]);
    expect(await runLoaders(loaders)).toEqual(new Map([['a', { ok: false, msg: '' }]]));
  });
});
