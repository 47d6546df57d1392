import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type GuardedRouteKey, isGuardedRoute, routeRights } from '@/config/route-access';
import { cityPortals, paths, routeLabels } from '@/config/routes';
import { currentAddress, installFakeApi, renderApp, signIn } from './render-app';

const publicRoutes = [
  ['forbidden', paths.forbidden],
  ['notFound', paths.notFound],
  ['dataResource', paths.dataResource],
  ['dataResourceDetail', `${paths.dataResourceDetail}?id=5c1f0e2a-8b7d-4e3a-9f6c-2d4b8a1e7c30`],
  ['dataProduct', paths.dataProduct],
  ['dataProductDetail', `${paths.dataProductDetail}?id=7e2a4c6b-1d3f-4a5b-8c9e-0f1a2b3c4d5e`],
  ['dynamics', paths.dynamics],
  ['dynamicsDetail', `${paths.dynamicsDetail}?id=0b9a6c1e-3f7d-4c2a-9e51-7d2f4b8a1c60`],
  ['policy', paths.policy],
  ['about', paths.about],
  ['search', `${paths.search}?keyword=交通`],
  ['applyList', paths.applyList],
  ['richTextCenter', paths.richTextCenter],
  ['login', `${paths.login}?preUrl=%2Fabout`],
  ['loginChoose', paths.loginChoose],
  ['userLogin', paths.userLogin],
] as const;

const workspaceRoutes = [
  ['workspaceHome', paths.workspaceHome],
  ['workspaceWorkerHome', paths.workspaceWorkerHome],
  ['workspaceAnnounce', '/workspace/annouce/add'],
  ['contentAnnouncements', paths.contentAnnouncements],
  ['workspaceUserDetail', paths.workspaceUserDetail],
  ['workspaceMessages', paths.workspaceMessages],
  ['domainApply', paths.domainApply],
  ['domainDetail', `${paths.domainDetail}?id=3f2a9c1e-6b4d-4e8f-a1c2-7d9e0b5f4a31`],
  ['domainFirstReview', paths.domainFirstReview],
  ['domainFinalReview', paths.domainFinalReview],
  ['domainRejectResult', `${paths.domainRejectResult}?id=3f2a9c1e-6b4d-4e8f-a1c2-7d9e0b5f4a31`],
  ['audit', paths.audit],
  ['contentEntryConfig', paths.contentEntryConfig],
  ['contentWall', paths.contentWall],
  ['contentArticleAttachments', paths.contentArticleAttachments],
  ['auditApplication', `${paths.auditApplication}?id=3f2a9c1e-6b4d-4e8f-a1c2-7d9e0b5f4a31`],
  ['adminAccounts', paths.adminAccounts],
  ['adminRoles', paths.adminRoles],
  ['adminClients', paths.adminClients],
  ['adminUsers', paths.adminUsers],
  ['adminUserDetail', `${paths.adminUserDetail}?id=3f2a9c1e-6b4d-4e8f-a1c2-7d9e0b5f4a31`],
  ['operationLog', paths.operationLog],
] as const;

/** Pages of corporate users; every other workspace page is visited by an operator with every right. */
const corporateRoutes: readonly string[] = [
  'workspaceHome',
  'workspaceUserDetail',
  'domainApply',
  'domainDetail',
  'domainRejectResult',
];
const operatorRights = [
  'admin:manage',
  'content:edit',
  'domain:first-review',
  'domain:final-review',
  'audit:read',
];

async function expectPage(heading: string, title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(title));
}

describe('the router', () => {
  beforeEach(() => {
    installFakeApi();
  });

  it('shows the home page with the platform name as heading and title', async () => {
    renderApp(paths.home);
    await expectPage(routeLabels.home, routeLabels.home);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(publicRoutes)(
    'shows %s with its label as heading and document title',
    async (key, path) => {
      renderApp(path);
      await expectPage(routeLabels[key], routeLabels[key]);
    },
  );

  it.each(workspaceRoutes)(
    'shows workspace page %s to a signed-in user with its label',
    async (key, path) => {
      if (corporateRoutes.includes(key)) signIn();
      else signIn(operatorRights, 'primary');
      renderApp(path);
      await expectPage(routeLabels[key], routeLabels[key]);
      expect(screen.getByRole('navigation', { name: '工作台导航' })).toBeInTheDocument();
    },
  );

  it.each(cityPortals.map((city) => [city.name, city.code] as const))(
    'shows %s as an unavailable city portal with the way back',
    async (name, code) => {
      renderApp(`/${code}`);
      await expectPage(name, name);
      expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回省级平台首页' })).toHaveAttribute(
        'href',
        paths.home,
      );
    },
  );

  it('redirects / to /home', async () => {
    const { router } = renderApp('/');
    await expectPage(routeLabels.home, routeLabels.home);
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('shows 页面不存在 for an unknown address, keeping the address', async () => {
    const { router } = renderApp('/no/such/page?x=1');
    await expectPage('页面不存在', '页面不存在');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/no/such/page?x=1');
  });

  it.each(workspaceRoutes.filter(([key]) => isGuardedRoute(key)))(
    'sends a signed-in user without the right for %s to /403',
    async (key, path) => {
      const right = routeRights(key as GuardedRouteKey)[0];
      signIn(
        operatorRights.filter(
          (held) => held !== right && !routeRights(key as GuardedRouteKey).includes(held as never),
        ),
        'primary',
      );
      const { router } = renderApp(path);
      await expectPage(routeLabels.forbidden, routeLabels.forbidden);
      expect(router.state.location.pathname).toBe(paths.forbidden);
    },
  );

  it('ends at /404 for an announcement action that does not exist', async () => {
    signIn(operatorRights, 'primary');
    const { router } = renderApp('/workspace/annouce/remove', { from: paths.home });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    expect(currentAddress(router)).toBe(paths.notFound);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor without AuthState from a workspace page to login with preUrl', async () => {
    const { router } = renderApp('/workspace/domain/detail?id=app-7#history');
    await expectPage(routeLabels.login, routeLabels.login);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(new URLSearchParams(router.state.location.search).get('preUrl')).toBe(
      '/workspace/domain/detail?id=app-7#history',
    );
  });

  it('opens /workspace at the workspace home for a signed-in user', async () => {
    signIn();
    const { router } = renderApp(paths.workspace);
    await expectPage(routeLabels.workspaceHome, routeLabels.workspaceHome);
    expect(router.state.location.pathname).toBe(paths.workspaceHome);
  });

  it('carries the account menu of the signed-in user in the workspace header', async () => {
    signIn();
    renderApp(paths.workspaceHome);
    const menu = await screen.findByRole('button', {
      name: '账号菜单：王芳 · 江苏数源科技有限公司',
    });
    expect(menu).toBeVisible();
  });

  it('shows only the workspace pages the user has rights for', async () => {
    signIn(['domain:first-review'], 'primary');
    renderApp(paths.workspaceHome);
    const nav = await screen.findByRole('navigation', { name: '工作台导航' });
    expect(nav).toHaveTextContent('入驻初审');
    expect(nav).toHaveTextContent('审核工作台');
    expect(nav).not.toHaveTextContent('专区申请');
    expect(nav).not.toHaveTextContent('流程审计');
  });

  it('updates the document title on every route change', async () => {
    const { router } = renderApp(paths.about);
    await expectPage(routeLabels.about, routeLabels.about);
    await router.navigate(paths.policy);
    await expectPage(routeLabels.policy, routeLabels.policy);
    await router.navigate('/sz');
    await expectPage('苏州市', '苏州市');
  });
});

describe('the last visited location', () => {
  beforeEach(() => {
    installFakeApi();
  });

  it('is saved with path, query and hash on every route change', async () => {
    const { router } = renderApp('/dataResource?theme=交通#list');
    await waitFor(() =>
      expect(window.localStorage.getItem('latestPath')).toBe('/dataResource?theme=交通#list'),
    );
    await router.navigate('/policy?page=2');
    await waitFor(() => expect(window.localStorage.getItem('latestPath')).toBe('/policy?page=2'));
  });

  it('is not replaced by a login callback carrying ticket or token', async () => {
    const { router } = renderApp(paths.about);
    await waitFor(() => expect(window.localStorage.getItem('latestPath')).toBe(paths.about));
    await router.navigate('/login?ticket=ST-1-abc');
    await expectPage(routeLabels.login, routeLabels.login);
    await router.navigate('/home?token=secret');
    await expectPage(routeLabels.home, routeLabels.home);
    expect(window.localStorage.getItem('latestPath')).toBe(paths.about);
  });
});
