/**
 * PageReady: `pageReady` resolves, and `portal:page-ready` is marked, once the app inside it has been
 * drawn — after every view's own effects in that first commit — and only once.
 */
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageReady, pageReady } from '@/lib/page-ready';
import { pageReadyMark } from '@/lib/page-ready-mark';

describe('PageReady', () => {
  it('resolves pageReady and marks the timeline after the first commit of the app', async () => {
    const order: string[] = [];
    let resolved = false;
    void pageReady.then(() => {
      resolved = true;
      order.push('ready');
    });
    function View() {
      useEffect(() => {
        order.push(`view (ready: ${String(resolved)})`);
      }, []);
      return <p>首页</p>;
    }
    performance.clearMarks(pageReadyMark);
    expect(resolved).toBe(false);

    const { rerender } = render(
      <PageReady>
        <View />
      </PageReady>,
    );
    await pageReady;
    expect(order).toEqual(['view (ready: false)', 'ready']);
    expect(performance.getEntriesByName(pageReadyMark, 'mark')).toHaveLength(1);

    // Drawn again (or another root): the moment was once.
    rerender(
      <PageReady>
        <View />
        <p>更多</p>
      </PageReady>,
    );
    expect(performance.getEntriesByName(pageReadyMark, 'mark')).toHaveLength(1);
  });
});
