import { afterEach, describe, expect, it } from 'vitest';
import {
  prefetchedElementId,
  readPrefetched,
  serializePrefetched,
} from '@/app/ssr/prefetched-payload';
import { dataKeyText } from '@/lib/data-key';

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
      [
        dataKeyText(['GET /web/article/detail', { id: '</script>' }, 'found']),
        { ok: true as const, data: { title: '</script><script>alert(1)</script>' } },
      ],
      [dataKeyText(['GET /web/home/statistics']), { ok: false as const, msg: '统计暂不可用' }],
    ]);
    const text = serializePrefetched(results);
    expect(text).not.toContain('<');
    putInPage(text);
    expect(readPrefetched()).toEqual(results);
  });

  it('names each result by its data key: operation, parameters and selection', () => {
    const key = dataKeyText(['POST /web/domain/list', { pageSize: 8, page: 1 }]);
    expect(JSON.parse(serializePrefetched(new Map([[key, { ok: true, data: [] }]])))).toEqual([
      [['POST /web/domain/list', { page: 1, pageSize: 8 }], { ok: true, data: [] }],
    ]);
  });

  it('finds a result by the key text the views compute, whatever order the page wrote it in', () => {
    putInPage('[[["POST /web/domain/list",{"pageSize":8,"page":1}],{"ok":true,"data":1}]]');
    expect(readPrefetched()).toEqual(
      new Map([
        [dataKeyText(['POST /web/domain/list', { page: 1, pageSize: 8 }]), { ok: true, data: 1 }],
      ]),
    );
  });

  it('is absent from a page the browser draws itself', () => {
    expect(readPrefetched()).toBeNull();
  });

  it.each([
    '{',
    '{"a":1}',
    '[["a"]]',
    '[[1,{"ok":true}]]',
    '[["a",{"ok":true}]]',
    '[[[1],{"ok":true}]]',
    '[[["GET /web/search"],{"data":1}]]',
  ])('is ignored when damaged: %s', (text) => {
    putInPage(text);
    expect(readPrefetched()).toBeNull();
  });
});
