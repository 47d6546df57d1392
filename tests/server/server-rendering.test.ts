/**
 * Server rendering of the public pages (src/entry-server.ts through server/ssr/page-renderer.ts):
 * visitors get the page drawn with its data and the data beside it; a detail whose record does not
 * exist is a redirect to /404, which is drawn with the status 404; signed-in users, other languages
 * and other addresses get the SPA page; a failing or slow rendering falls back to it; and a busy page
 * is rendered once per interval.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as entryServer from '../../src/entry-server';
import { fillTemplate } from '../../server/ssr/fill-template';
import { createPageRenderer, type PageRenderer } from '../../server/ssr/page-renderer';
import {
  isRedirect,
  type RenderedPage,
  type RendererModule,
  type RenderOutcome,
} from '../../server/ssr/renderer-module';
import { buildTestApp } from '../support/server-app';

function requestFor(url: string, cookie?: string): FastifyRequest {
  return { url, headers: cookie === undefined ? {} : { cookie } } as unknown as FastifyRequest;
}

/** The page as drawn; fails the test when it was left to the browser or redirected. */
function drawn(page: RenderOutcome | null): RenderedPage {
  if (page === null) throw new Error('the page was left to the browser');
  if (isRedirect(page)) throw new Error(`the page was redirected to ${page.redirectTo}`);
  return page;
}

/** The page's markup as text (the renderer gives its UTF-8 bytes). */
function markupOf(page: RenderedPage): string {
  return typeof page.html === 'string' ? page.html : Buffer.from(page.html).toString('utf8');
}

/** The page's prefetched data: each data key (operation, parameters) with its result. */
function prefetchedOf(page: RenderedPage): Array<[unknown[], { ok: boolean }]> {
  return JSON.parse(page.prefetched) as Array<[unknown[], { ok: boolean }]>;
}

describe('server rendering of the public pages', () => {
  let app: FastifyInstance;
  let renderer: PageRenderer;

  beforeAll(async () => {
    app = await buildTestApp();
    renderer = createPageRenderer(app, entryServer, { reuseMs: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('draws /home with its figures and lists, and sends the data the browser takes over with', async () => {
    const page = drawn(await renderer.render(requestFor('/home')));
    expect(page.title).toBe('江苏省公共数据授权运营平台');
    expect(markupOf(page)).toContain('平台数据概览');
    expect(markupOf(page)).toContain('登录');
    const prefetched = prefetchedOf(page);
    expect(prefetched.length).toBeGreaterThanOrEqual(5);
    expect(prefetched.every(([, result]) => result.ok)).toBe(true);
    // Each result is named by the operation and parameters it was loaded with.
    expect(prefetched.map(([key]) => key)).toContainEqual(['GET /web/home/statistics']);
    // The data is inert JSON: nothing in it can close the element it travels in.
    expect(page.prefetched).not.toContain('<');
    // Styles travel once, in <head>, not beside every element.
    expect(markupOf(page)).not.toContain('<style');
    expect(page.styles).toMatch(/^<style data-portal-global-styles>@layer reset, ?base/);
    expect(page.styles).toMatch(/<style data-portal-class-styles="[^"]*\b0?[a-z0-9]+/);
    expect(markupOf(page)).not.toContain('<script');
  });

  it.each([
    ['/dataResource', '数据资源'],
    ['/dataProduct', '数据产品'],
    ['/dynamics', '运营动态'],
    ['/about', '关于平台'],
    ['/richTextCenter', '隐私政策声明'],
    ['/applylist', '专区合集'],
    ['/search?keyword=交通', '搜索结果'],
  ])('draws %s with its content', async (url, title) => {
    const page = drawn(await renderer.render(requestFor(url)));
    expect(page.title).toBe(title);
    expect(markupOf(page)).toContain(title);
    expect(markupOf(page)).not.toContain('<script');
  });

  it.each([
    ['a data resource', '/dataResource/detail'],
    ['a data product', '/dataProduct/detail'],
    ['an article', '/dynamics/detail'],
  ])(
    'answers %s that does not exist with a redirect to /404, drawing nothing',
    async (_case, path) => {
      const id = '00000000-0000-4000-8000-000000000000';
      expect(await renderer.render(requestFor(`${path}?id=${id}`))).toEqual({ redirectTo: '/404' });
    },
  );

  it.each([
    '/dataResource/detail?id=../../etc/passwd',
    '/dataResource/detail?id=',
    '/dataResource/detail',
    '/dataProduct/detail?id=%3Cscript%3E',
    '/dynamics/detail?id=42',
    '/dynamics/detail',
  ])('answers %s, whose id cannot name a record, with a redirect to /404', async (url) => {
    expect(await renderer.render(requestFor(url))).toEqual({ redirectTo: '/404' });
  });

  it('draws /404 as 页面不存在 with the status 404', async () => {
    const page = drawn(await renderer.render(requestFor('/404')));
    expect(page.status).toBe(404);
    expect(page.title).toBe('页面不存在');
    expect(markupOf(page)).toContain('页面不存在');
  });

  it('draws a detail that exists with the status 200', async () => {
    const list = drawn(await renderer.render(requestFor('/dataResource')));
    const id = /\/dataResource\/detail\?id=([0-9a-f-]{36})/.exec(markupOf(list))?.[1];
    expect(id).toBeDefined();
    const page = drawn(await renderer.render(requestFor(`/dataResource/detail?id=${id ?? ''}`)));
    expect(page.status).toBe(200);
    expect(page.title).toBe('数据资源详情');
  });

  it.each([
    ['a page that is not server-rendered', '/login?preUrl=%2Fhome', undefined],
    ['a workspace page', '/workspace/home', undefined],
    ['someone signed in', '/home', 'AuthState=%7B%22token%22%3A%22t%22%7D'],
    ['a visitor who chose English', '/home', 'portal_lang=en-US'],
  ])('leaves the page to the browser for %s', async (_case, url, cookie) => {
    expect(await renderer.render(requestFor(url, cookie))).toBeNull();
  });

  it('renders for a visitor who chose Chinese or whose cookies are about something else', async () => {
    expect(await renderer.render(requestFor('/home', 'portal_lang=zh-CN; other=1'))).not.toBeNull();
  });
});

describe('the page renderer around a renderer module', () => {
  let app: FastifyInstance;
  const page: RenderedPage = {
    html: '<p>首页</p>',
    title: '首页',
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

  function fakeModule(renderPage: RendererModule['renderPage']): RendererModule {
    return {
      serverRenderedPaths: ['/home'],
      pageAddress: (url) =>
        url.pathname === '/home' ? new URL(url.pathname + url.search, url) : null,
      install: () => undefined,
      renderPage,
    };
  }

  it('renders a page once per interval, however many visitors ask', async () => {
    let renderings = 0;
    let now = 0;
    const renderer = createPageRenderer(
      app,
      fakeModule(() => {
        renderings += 1;
        return Promise.resolve(page);
      }),
      { reuseMs: 5_000, now: () => now },
    );
    await Promise.all([1, 2, 3].map(() => renderer.render(requestFor('/home'))));
    expect(renderings).toBe(1);
    now = 5_000;
    expect(await renderer.render(requestFor('/home'))).toEqual(page);
    expect(renderings).toBe(2);
  });

  it('renders anew once something was changed', async () => {
    let renderings = 0;
    const renderer = createPageRenderer(
      app,
      fakeModule(() => {
        renderings += 1;
        return Promise.resolve(page);
      }),
      { reuseMs: 60_000 },
    );
    await renderer.render(requestFor('/home'));
    await renderer.render(requestFor('/home'));
    renderer.forget();
    await renderer.render(requestFor('/home'));
    expect(renderings).toBe(2);
  });

  it('shares the answers pages are drawn from, until something is changed, and never a failure', async () => {
    const loads: string[] = [];
    const load = (key: string, ok: boolean) => () => {
      loads.push(key);
      return Promise.resolve({ ok });
    };
    const renderer = createPageRenderer(
      app,
      fakeModule(async (_url, shared) => {
        if (shared === undefined) throw new Error('no shared data');
        const isFailure = (result: { ok: boolean }) => !result.ok;
        await shared.get('statistics', load('statistics', true), isFailure);
        await shared.get('notice', load('notice', false), isFailure);
        return page;
      }),
      { reuseMs: 60_000 },
    );
    // Two addresses of the front page (another keyword): drawn twice, the good answer loaded once.
    await renderer.render(requestFor('/home?keyword=a'));
    await renderer.render(requestFor('/home?keyword=b'));
    expect(loads).toEqual(['statistics', 'notice', 'notice']);
    renderer.forget();
    await renderer.render(requestFor('/home?keyword=a'));
    expect(loads).toEqual(['statistics', 'notice', 'notice', 'statistics', 'notice']);
  });

  it('has a visitor wait for a rendering to end while every one runs, and serves the SPA page once the queue is full or the wait too long', async () => {
    const ends: Array<() => void> = [];
    const started: string[] = [];
    const renderer = createPageRenderer(
      app,
      fakeModule((url) => {
        started.push(url.search);
        return new Promise((resolve) => ends.push(() => resolve(page)));
      }),
      { reuseMs: 60_000, maxConcurrent: 2, maxWaiting: 1, maxWaitMs: 60_000 },
    );
    const first = renderer.render(requestFor('/home?keyword=a'));
    const second = renderer.render(requestFor('/home?keyword=b'));
    const waiting = renderer.render(requestFor('/home?keyword=c'));
    // The queue is full: this one gets the SPA page at once.
    expect(await renderer.render(requestFor('/home?keyword=d'))).toBeNull();
    // The same address asked meanwhile waits for the page that waits.
    const sameAddress = renderer.render(requestFor('/home?keyword=c'));
    await Promise.resolve();
    expect(started).toEqual(['?keyword=a', '?keyword=b']);
    ends[0]?.();
    expect(await first).toEqual(page);
    // The slot the first rendering gave back went to the visitor waiting.
    await vi.waitFor(() => expect(started).toEqual(['?keyword=a', '?keyword=b', '?keyword=c']));
    ends[2]?.();
    expect(await waiting).toEqual(page);
    expect(await sameAddress).toEqual(page);
    ends[1]?.();
    expect(await second).toEqual(page);

    const impatient = createPageRenderer(
      app,
      fakeModule(() => new Promise((resolve) => ends.push(() => resolve(page)))),
      { reuseMs: 60_000, maxConcurrent: 1, maxWaitMs: 20 },
    );
    const busy = impatient.render(requestFor('/home?keyword=a'));
    // Its wait is too long: the SPA page, and nothing drawn for it once the slot is free.
    expect(await impatient.render(requestFor('/home?keyword=b'))).toBeNull();
    ends[3]?.();
    expect(await busy).toEqual(page);
    expect(ends).toHaveLength(4);
  });

  it('serves the SPA page when rendering fails or takes too long', async () => {
    const failing = createPageRenderer(
      app,
      fakeModule(() => Promise.reject(new Error('渲染失败'))),
    );
    expect(await failing.render(requestFor('/home'))).toBeNull();
    const slow = createPageRenderer(
      app,
      fakeModule(() => new Promise(() => undefined)),
      { timeoutMs: 20 },
    );
    expect(await slow.render(requestFor('/home'))).toBeNull();
  });
});

describe('filling index.html', () => {
  const template =
    '<html><head><title>江苏省公共数据授权运营平台</title><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"></div></body></html>';

  it('puts the styles in <head>, the page in #root, the data beside it and the title, and fetches the scripts after the paint', () => {
    const filled = fillTemplate(template, {
      html: '<p>价格 $& 与 $1</p>',
      title: '关于平台 & <更多>',
      status: 200,
      prefetched: '[["a",{"ok":true,"data":1}]]',
      styles: '<style data-emotion="css a">.css-a{}</style>',
    });
    // The entry alone is fetched with the page; the chunks it preloads travel as a list.
    expect(filled.toString('utf8')).toBe(
      '<html><head><title>关于平台 &amp; &lt;更多></title>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<script type="application/json" id="portal-start-chunks">["/assets/a.js"]</script>' +
        '<style data-emotion="css a">.css-a{}</style></head>' +
        '<body><div id="root"><p>价格 $& 与 $1</p></div>' +
        '<script type="application/json" id="portal-prefetched">[["a",{"ok":true,"data":1}]]</script></body></html>',
    );
  });

  it("lists the page's own chunks with the start's, each once, so they download together", () => {
    const filled = fillTemplate(
      template,
      { html: '', title: null, status: 200, prefetched: '[]', styles: '' },
      ['/assets/home-page.js', '/assets/a.js', '/assets/zh-CN-home.js'],
    );
    expect(filled.toString('utf8')).toContain(
      '<script type="application/json" id="portal-start-chunks">' +
        '["/assets/a.js","/assets/home-page.js","/assets/zh-CN-home.js"]</script>',
    );
  });
});

describe('a build with the server renderer', () => {
  let app: FastifyInstance;
  let distDir: string;
  const html = { accept: 'text/html' };

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-ssr-'));
    mkdirSync(path.join(distDir, '.ssr'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<html><head><title>平台</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(distDir, '.ssr', 'entry-server.js'),
      [
        "export const serverRenderedPaths = ['/home', '/dataResource/detail', '/404'];",
        'export function pageAddress(url) {',
        '  return serverRenderedPaths.includes(url.pathname) ? new URL(url.pathname, url) : null;',
        '}',
        'export function install() {}',
        'let count = 0;',
        'export async function renderPage(url) {',
        "  if (url.pathname === '/dataResource/detail') return { redirectTo: '/404' };",
        "  if (url.pathname === '/404') return { html: '<h1>页面不存在</h1>', title: '页面不存在', status: 404, prefetched: '[]', styles: '' };",
        "  count += 1; return { html: '<p>第' + count + '次</p>', title: '首页', status: 200, prefetched: '[]', styles: '' };",
        '}',
      ].join('\n'),
    );
    writeFileSync(
      path.join(distDir, '.ssr', 'route-chunks.json'),
      JSON.stringify({ '/home': ['/assets/home-page-1.js', '/assets/zh-CN-home-2.js'] }),
    );
    app = await buildTestApp({ config: { distDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /home with the drawn page, revalidated and varying with the cookies', async () => {
    const response = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p>第1次</p></div>');
    expect(response.body).toContain('<title>首页</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const again = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(again.body).toContain('<p>第1次</p>');
  });

  it('sends a kept page with the configuration of each request (the host a demo is reached on)', async () => {
    const asked = (host: string) =>
      app.inject({ method: 'GET', url: '/home?from=a-link', headers: { ...html, host } });
    const [local, byName, localAgain] = [
      await asked('127.0.0.1:8080'),
      await asked('localhost:8080'),
      await asked('127.0.0.1:8080'),
    ];
    // One rendering, kept.
    const drawnIn = (body: string) => /<div id="root">(.*?)<\/div>/.exec(body)?.[1];
    expect(drawnIn(byName.body)).toBe(drawnIn(local.body));
    expect(local.body).toContain('http://127.0.0.1:8080/dev-sso/logout');
    expect(byName.body).toContain('http://localhost:8080/dev-sso/logout');
    expect(localAgain.body).toBe(local.body);
  });

  it('answers a record that does not exist with a redirect to /404, not kept by the browser', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dataResource/detail?id=00000000-0000-4000-8000-000000000000',
      headers: html,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/404');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers /404 with its drawn 页面不存在 and the status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/404', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"><h1>页面不存在</h1></div>');
    expect(response.body).toContain('<title>页面不存在</title>');
  });

  it('answers /404 with the status 404 when the browser draws it (someone signed in)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/404',
      headers: { ...html, cookie: 'AuthState=%7B%22token%22%3A%22t%22%7D' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('never serves the renderer itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPage');
  });

  it('draws the page anew after a change made with a token', async () => {
    await app.inject({
      method: 'POST',
      url: '/alpha-portal/api/v1/web/login/logout',
      headers: { 'user-token': 'some-token', 'content-type': 'application/json' },
      payload: {},
    });
    const response = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.body).toContain('<p>第2次</p>');
  });

  it("has a drawn page preload its own chunks with the start's", async () => {
    const response = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.body).toContain(
      '<script type="application/json" id="portal-start-chunks">' +
        '["/assets/home-page-1.js","/assets/zh-CN-home-2.js"]</script>',
    );
  });
});
