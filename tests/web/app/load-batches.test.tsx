/**
 * The data of a server rendering, loaded in batches while the page is drawn once
 * (src/app/ssr/load-batches.ts): a view without its data waits for it and is drawn with it, views
 * asking with the same key load it once, and views that appear only with other data wait in a later
 * batch, a few batches at most.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { loadBatches } from '@/app/ssr/load-batches';
import { dataKeyText, type DataKey } from '@/lib/data-key';
import type { LoadResult } from '@/lib/load-result';
import { PrefetchedDataProvider } from '@/lib/prefetched-data';
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
  return <p>{data.status === 'success' ? `数据：${data.data}` : '加载中'}</p>;
}

/** The markup the server draws for `tree`, once every view it waits for has its data. */
async function drawnOnServer(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe("loading a server rendering's data in batches", () => {
  it('waits on the server for the data of its key, and is drawn with it', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '64' }));
    const batches = loadBatches({ maxBatches: 3, stop: () => false });
    const html = await drawnOnServer(
      <PrefetchedDataProvider value={{ results: new Map(), wait: batches.wait }}>
        <Figures load={load} />
      </PrefetchedDataProvider>,
    );
    expect(html).toContain('数据：64');
    expect(batches.results).toEqual(new Map([[dataKeyText(statistics), { ok: true, data: '64' }]]));
  });

  it('loads once for views asking with the same key, whatever order its parameters are in', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '8' }));
    const batches = loadBatches({ maxBatches: 3, stop: () => false });
    const html = await drawnOnServer(
      <PrefetchedDataProvider value={{ results: new Map(), wait: batches.wait }}>
        <Figures dataKey={['POST /web/domain/list', { page: 1, pageSize: 8 }]} load={load} />
        <Figures dataKey={['POST /web/domain/list', { pageSize: 8, page: 1 }]} load={load} />
        <Figures dataKey={['POST /web/domain/list', { page: 2, pageSize: 8 }]} load={load} />
      </PrefetchedDataProvider>,
    );
    expect(html.match(/数据：8/g)).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(2);
    expect([...batches.results.keys()]).toEqual([
      '["POST /web/domain/list",{"page":1,"pageSize":8}]',
      '["POST /web/domain/list",{"page":2,"pageSize":8}]',
    ]);
  });

  it('waits for views that appear with other data in a later batch, a few batches at most', async () => {
    const load = (data: string) => () => Promise.resolve<LoadResult<string>>({ ok: true, data });
    /** A view that shows the next one once it has its own data. */
    function Chain({ depth }: { depth: number }) {
      const data = useAsyncData(['POST /web/domain/list', { page: depth }], load(`第${depth}层`));
      if (data.status !== 'success') return <p>加载中</p>;
      return (
        <>
          <p>{data.data}</p>
          <Chain depth={depth + 1} />
        </>
      );
    }
    const batches = loadBatches({ maxBatches: 2, stop: () => false });
    const html = await drawnOnServer(
      <PrefetchedDataProvider value={{ results: new Map(), wait: batches.wait }}>
        <Chain depth={1} />
      </PrefetchedDataProvider>,
    );
    // Two batches: two levels drawn with their data, the third left loading for the browser.
    expect(html).toBe('<p>第1层</p><p>第2层</p><p>加载中</p>');
    expect(batches.results.size).toBe(2);
  });

  it('waits no more once the page is known to be elsewhere', async () => {
    const load = vi.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: '64' }));
    const batches = loadBatches({ maxBatches: 3, stop: () => true });
    const html = await drawnOnServer(
      <PrefetchedDataProvider value={{ results: new Map(), wait: batches.wait }}>
        <Figures load={load} />
      </PrefetchedDataProvider>,
    );
    expect(html).toBe('<p>加载中</p>');
    expect(load).not.toHaveBeenCalled();
  });
});
