import { afterEach, describe, expect, it } from 'vitest';
import {
  prefetchedElementId,
  readPrefetched,
  serializePrefetched,
} from '@/app/ssr/prefetched-payload';

function putInPage(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = prefetchedElementId;
  element.textContent = text;
  document.body.append(element);
}

describe('the prefetched data in the page', () => {
  afterEach(() => {
    document.getElementById(prefetchedElementId)?.remove();
  });

  it('travels as JSON that cannot close its element, and reads back the same', () => {
    const results = new Map([
      ['«R1»', { ok: true as const, data: { title: '</script><script>alert(1)</script>' } }],
      ['«R2»', { ok: false as const, msg: '统计暂不可用' }],
    ]);
    const text = serializePrefetched(results);
    expect(text).not.toContain('<');
    putInPage(text);
    expect(readPrefetched()).toEqual(results);
  });

  it('is absent from a page the browser draws itself', () => {
    expect(readPrefetched()).toBeNull();
  });

  it.each(['{', '{"a":1}', '[["a"]]', '[[1,{"ok":true}]]', '[["a",{"data":1}]]'])(
    'is ignored when damaged: %s',
    (text) => {
      putInPage(text);
      expect(readPrefetched()).toBeNull();
    },
  );
});
