/**
 * The address a server-rendered page is drawn and kept under (src/app/ssr/page-address.ts): its path
 * and only the query parameters its page reads, in their own form. Junk in the query string never
 * forces a rendering, the same page asked for in other words is drawn once, and every parameter a
 * page reads is one the address keeps (or the page would be drawn without it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { pageAddress, pageQueries } from '../../src/app/ssr/page-address';
import { isServerRenderedPath, serverRenderedPaths } from '../../src/app/ssr/server-rendered-paths';
import * as entryServer from '../../src/entry-server';
import { createInProcessFetch } from '../../server/http/in-process-fetch';
import { sanitizeRichText } from '../../server/rich-text/sanitize-rich-text';
import { createPageRenderer } from '../../server/ssr/page-renderer';
import {
  isRedirect,
  type RenderedPage,
  type RendererModule,
} from '../../server/ssr/renderer-module';
import { buildTestApp } from '../support/server-app';

function requestFor(url: string): FastifyRequest {
  return { url, headers: {} } as unknown as FastifyRequest;
}

function addressOf(url: string): string | null {
  const address = pageAddress(new URL(url, 'http://127.0.0.1'));
  return address === null ? null : address.pathname + address.search;
}

describe('the address a page is drawn under', () => {
  it.each([
    ['/home?x=k2j4h5', '/home'],
    ['/home?utm_source=wechat&from=singlemessage', '/home'],
    ['/dataResource?keyword=a&junk=1', '/dataResource?keyword=a'],
    ['/about?keyword=', '/about'],
    ['/404?anything=1', '/404'],
  ])('leaves out what the page does not read: %s → %s', (url, address) => {
    expect(addressOf(url)).toBe(address);
  });

  it.each([
    // Defaults, as the list leaves them out of its own links.
    ['/dataResource?page=1&pageSize=10&sort=updated', '/dataResource'],
    ['/dataProduct?page=abc&pageSize=7', '/dataProduct'],
    ['/dataResource?openType=not-a-type&format=', '/dataResource'],
    ['/dynamics?category=operation&dateFrom=yesterday', '/dynamics'],
    // Values as the list writes them, names sorted.
    [
      '/dataResource?sort=views&page=02&theme=%20交通%20',
      '/dataResource?page=2&sort=views&theme=交通',
    ],
    [
      '/policy?dateTo=2026-01-31&dateFrom=2025-01-01',
      '/policy?dateFrom=2025-01-01&dateTo=2026-01-31',
    ],
    // The results' kind, page and size as the search page writes them.
    ['/search?kind=all&page=1&keyword=交通', '/search?keyword=交通'],
    ['/search?kind=product&page=3&x=1&keyword=交通', '/search?keyword=交通&kind=product&page=3'],
    // The first value is the one read.
    ['/dynamics/detail?id=a&id=b', '/dynamics/detail?id=a'],
    // Read as a set: order and repeats do not matter.
    [
      '/applylist?domain=traffic&domain=health&domain=traffic',
      '/applylist?domain=health&domain=traffic',
    ],
  ])('writes what the page reads in its own form: %s → %s', (url, address) => {
    expect(addressOf(url)).toBe(encodeURI(address));
  });

  it('keeps a value as given when one of its readers reads it so (the header shows the keyword as typed)', () => {
    // The catalogue trims the keyword, the header's search box does not: both must see the same.
    expect(addressOf('/dataResource?keyword=%20a%20')).toBe('/dataResource?keyword=+a+');
    expect(addressOf('/home?keyword=%E4%BA%A4%E9%80%9A')).toBe('/home?keyword=%E4%BA%A4%E9%80%9A');
  });

  it('is null for a page the server does not draw', () => {
    expect(addressOf('/login?preUrl=/home')).toBeNull();
    expect(addressOf('/workspace/home')).toBeNull();
  });

  it('has the parameters of every server-rendered page', () => {
    expect(Object.keys(pageQueries).sort()).toEqual([...serverRenderedPaths].sort());
  });
});

describe('what the pages read of their query string', () => {
  // Marks the query string of the page being drawn, so reads of other URLSearchParams (the API
  // client's) are not counted.
  const mark = 'probe-mark';
  // React Router's own: it takes `?index` off the URL it hands route loaders (the pages have none).
  const routersOwn = 'index';
  const prototype = URLSearchParams.prototype;
  const byName = ['get', 'getAll', 'has'] as const;
  const whole = ['entries', 'keys', 'values', 'forEach', Symbol.iterator] as const;
  let spies: Array<{ method: PropertyKey; spy: MockInstance }> = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    entryServer.install({
      origin: 'http://127.0.0.1',
      send: createInProcessFetch(app),
      sanitizeRichText,
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    spies = [...byName, ...whole].map((method) => ({
      method,
      spy: vi.spyOn(prototype, method) as MockInstance,
    }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The names the page's own query string was read by since the last call. */
  function namesRead(): Set<string> {
    const names = new Set<string>();
    for (const { method, spy } of spies) {
      spy.mock.contexts.forEach((context: unknown, index) => {
        if (!(context instanceof URLSearchParams) || !context.toString().includes(mark)) return;
        const name: unknown = spy.mock.calls[index]?.[0];
        if (typeof method !== 'string' || !byName.some((reader) => reader === method)) {
          names.add('(every parameter)');
        } else if (typeof name === 'string' && name !== mark && name !== routersOwn) {
          names.add(name);
        }
      });
      spy.mockClear();
    }
    return names;
  }

  /** A record of the page's list, for the detail pages. */
  async function firstId(list: string, detail: string): Promise<string> {
    const page = await entryServer.renderPage(new URL(list, 'http://127.0.0.1'));
    if (page === null || isRedirect(page)) throw new Error(`${list} was not drawn`);
    const id = new RegExp(`${detail}\\?id=([0-9a-f-]{36})`).exec(
      Buffer.from(page.html).toString('utf8'),
    )?.[1];
    if (id === undefined) throw new Error(`${list} links no record`);
    return id;
  }

  it('reads nothing a page does not list', async () => {
    const ids: Record<string, string> = {
      '/dataResource/detail': await firstId('/dataResource', '/dataResource/detail'),
      '/dataProduct/detail': await firstId('/dataProduct', '/dataProduct/detail'),
      '/dynamics/detail': await firstId('/dynamics', '/dynamics/detail'),
    };
    const unlisted: Record<string, string[]> = {};
    namesRead();
    for (const path of serverRenderedPaths) {
      if (!isServerRenderedPath(path)) continue;
      const id = ids[path];
      const query = `${id === undefined ? '' : `id=${id}&`}${mark}=1`;
      const page = await entryServer.renderPage(new URL(`${path}?${query}`, 'http://127.0.0.1'));
      expect(page, path).not.toBeNull();
      expect(page !== null && isRedirect(page), path).toBe(false);
      const listed = pageQueries[path];
      const extra = [...namesRead()].filter((name) => !listed.has(name));
      if (extra.length > 0) unlisted[path] = extra;
    }
    expect(unlisted).toEqual({});
  });
});

describe('the page renderer keeps pages by that address', () => {
  let app: FastifyInstance;
  const page: RenderedPage = {
    html: '<p>页面</p>',
    title: '页面',
    status: 200,
    prefetched: '[]',
    styles: '',
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A renderer with the real addresses that records what it was asked to draw. */
  function recordingModule(drawn: string[]): RendererModule {
    return {
      serverRenderedPaths,
      pageAddress,
      install: () => undefined,
      renderPage: (url) => {
        drawn.push(url.pathname + url.search);
        return Promise.resolve(page);
      },
    };
  }

  it('renders a page once however many junk query strings it is asked with', async () => {
    const drawn: string[] = [];
    const renderer = createPageRenderer(app, recordingModule(drawn), { reuseMs: 60_000 });
    for (let index = 0; index < 50; index += 1) {
      const junk = Math.random().toString(36).slice(2);
      expect(await renderer.render(requestFor(`/home?x=${junk}&_=${index}`))).toEqual(page);
      expect(await renderer.render(requestFor(`/dataResource?keyword=a&junk=${junk}`))).toEqual(
        page,
      );
    }
    expect(drawn).toEqual(['/home', '/dataResource?keyword=a']);
  });

  it('draws the page anew for other parameters it reads, and draws it for its own address', async () => {
    const drawn: string[] = [];
    const renderer = createPageRenderer(app, recordingModule(drawn), { reuseMs: 60_000 });
    for (const url of [
      '/dataResource?keyword=a',
      '/dataResource?keyword=b',
      '/dataResource?keyword=a&page=2',
      '/dataResource?page=2&keyword=a&pageSize=10',
      '/dataResource?keyword=a&page=1',
      '/home?keyword=交通',
      '/home',
    ]) {
      await renderer.render(requestFor(url));
    }
    expect(drawn).toEqual([
      '/dataResource?keyword=a',
      '/dataResource?keyword=b',
      '/dataResource?keyword=a&page=2',
      `/home?keyword=${encodeURIComponent('交通')}`,
      '/home',
    ]);
  });
});
