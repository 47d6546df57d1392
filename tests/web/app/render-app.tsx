/**
 * Renders the real route table in a memory router inside the portal's providers, so a test visits
 * an address the way a user would and reads what the page shows.
 */
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';
import '@/i18n/i18n';
import { setApi } from '@/api/api-instance';
import { appRoutes } from '@/app/app-routes';
import { Provider } from '@/components/ui/provider';
import { createFakeApi, type FakeApi } from '../../support/fake-api';
import { envelopeResponse, type FakeAnswer } from '../../support/fake-fetch';

// Pages arrive as lazily imported chunks, transformed on first use; on a busy machine the first one
// can take seconds, far beyond the default one-second wait.
configure({ asyncUtilTimeout: 15_000 });

export type ContentWallSample = { key: string; title: string; content: string; updatedAt: string };

export const sampleWall: ContentWallSample[] = [
  {
    key: 'about',
    title: '平台介绍',
    content: '<h2>平台简介</h2><p>平台是全省公共数据授权运营的统一服务窗口。</p>',
    updatedAt: '2026-03-01T08:00:00.000Z',
  },
  {
    key: 'privacy',
    title: '隐私政策',
    content: '<h2>我们收集的信息</h2><ul><li>企业名称</li><li>联系人</li></ul>',
    updatedAt: '2026-02-15T08:00:00.000Z',
  },
  {
    key: 'homeNotice',
    title: '平台服务公告',
    content: '<p>金融、医疗健康专区已开放入驻申请。</p>',
    updatedAt: '2026-03-10T08:00:00.000Z',
  },
];

/**
 * The default answer: the sample wall for the content wall, and for any other operation what the
 * server answers for an operation it does not handle (5010), so a page shows its error state rather
 * than reading the wall as its own data.
 */
function answerWallOnly(request: Request): FakeAnswer {
  return new URL(request.url).pathname.endsWith('/content-config/wall/')
    ? envelopeResponse(0, '操作成功', sampleWall)
    : envelopeResponse(5010, '该功能暂未开放', null, 501);
}

/** Installs a fake API client that answers every call with `answer` (by default the sample wall). */
export function installFakeApi(answer: (request: Request) => FakeAnswer = answerWallOnly): FakeApi {
  const fake = createFakeApi(answer);
  setApi(fake.api);
  return fake;
}

/** jsdom has no scrolling; ScrollRestoration calls it on every navigation. */
function silenceScrolling() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

/** `from`: the page the visitor was on before `path` (one step back in the history). */
export function renderRoutes(routes: RouteObject[], path: string, from?: string) {
  silenceScrolling();
  const router = createMemoryRouter(routes, {
    initialEntries: from === undefined ? [path] : [from, path],
    initialIndex: from === undefined ? 0 : 1,
  });
  const view = render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...view };
}

export function renderApp(path: string, options: { from?: string } = {}) {
  return renderRoutes(appRoutes, path, options.from);
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** The router's current address: path, query and hash. */
export function currentAddress(router: MemoryRouter): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

/**
 * The page opened for a record that does not exist has ended at /404 (页面不存在) in place of its own
 * address: the address is /404, and one step back is `previous`, the page before the missing record.
 */
export async function expectEndedAtNotFound(router: MemoryRouter, previous: string) {
  expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  expect(currentAddress(router)).toBe('/404');
  expect(router.state.historyAction).toBe('REPLACE');
  await act(() => router.navigate(-1));
  await waitFor(() => expect(currentAddress(router)).toBe(previous));
}

/** Signs in a corporate user (`second`), or an operator with `userType: 'primary'`. */
export function signIn(
  rights: string[] = ['domain:apply'],
  userType: 'second' | 'primary' = 'second',
) {
  window.localStorage.setItem(
    'AuthState',
    JSON.stringify({
      token: 'test-token',
      userType,
      name: '王芳',
      corName: '江苏数源科技有限公司',
      rights,
    }),
  );
}
