/**
 * Every route of the portal (spec §2, DESIGN §8), with paths and titles from `src/config/routes.ts`.
 * Each page loads on demand; layouts and the authentication check are part of the first chunk. Every
 * layout has an error element around its pages so a failure keeps the header and footer around it.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { cityPortals, paths } from '@/config/routes';
import { BootFallback } from './layouts/boot-fallback';
import { CityLayout } from './layouts/city-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { WorkspaceLayout } from './layouts/workspace-layout';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { routeHandle } from './route-handle';

const publicPages: RouteObject[] = [
  {
    path: paths.home,
    handle: routeHandle('routes.home'),
    lazy: lazyPage(
      () => import('./routes/home-page'),
      (m) => <m.HomePage />,
    ),
  },
  {
    path: paths.forbidden,
    handle: routeHandle('routes.forbidden'),
    lazy: lazyPage(
      () => import('@/components/page/forbidden-page'),
      (m) => <m.ForbiddenPage />,
    ),
  },
  {
    path: paths.notFound,
    handle: routeHandle('routes.notFound'),
    lazy: lazyPage(
      () => import('@/components/page/not-found-page'),
      (m) => <m.NotFoundPage />,
    ),
  },
  {
    path: paths.dataResource,
    handle: routeHandle('routes.dataResource'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-resource-list-page'),
      (m) => <m.DataResourceListPage />,
    ),
  },
  {
    path: paths.dataResourceDetail,
    handle: routeHandle('routes.dataResourceDetail'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-resource-detail-page'),
      (m) => <m.DataResourceDetailPage />,
    ),
  },
  {
    path: paths.dataProduct,
    handle: routeHandle('routes.dataProduct'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-product-list-page'),
      (m) => <m.DataProductListPage />,
    ),
  },
  {
    path: paths.dataProductDetail,
    handle: routeHandle('routes.dataProductDetail'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-product-detail-page'),
      (m) => <m.DataProductDetailPage />,
    ),
  },
  {
    path: paths.dynamics,
    handle: routeHandle('routes.dynamics'),
    lazy: lazyPage(
      () => import('@/features/news/pages/dynamics-list-page'),
      (m) => <m.DynamicsListPage />,
    ),
  },
  {
    path: paths.dynamicsDetail,
    handle: routeHandle('routes.dynamicsDetail'),
    lazy: lazyPage(
      () => import('@/features/news/pages/dynamics-detail-page'),
      (m) => <m.DynamicsDetailPage />,
    ),
  },
  {
    path: paths.policy,
    handle: routeHandle('routes.policy'),
    lazy: lazyPage(
      () => import('@/features/news/pages/policy-list-page'),
      (m) => <m.PolicyListPage />,
    ),
  },
  {
    path: paths.about,
    handle: routeHandle('routes.about'),
    lazy: lazyPage(
      () => import('@/features/content/pages/about-page'),
      (m) => <m.AboutPage />,
    ),
  },
  {
    path: paths.search,
    handle: routeHandle('routes.search'),
    lazy: lazyPage(
      () => import('@/features/search/pages/search-results-page'),
      (m) => <m.SearchResultsPage />,
    ),
  },
  {
    path: paths.applyList,
    handle: routeHandle('routes.applyList'),
    lazy: lazyPage(
      () => import('@/features/domain-collection/pages/apply-list-page'),
      (m) => <m.ApplyListPage />,
    ),
  },
  {
    path: paths.richTextCenter,
    handle: routeHandle('routes.richTextCenter'),
    lazy: lazyPage(
      () => import('@/features/content/pages/privacy-policy-page'),
      (m) => <m.PrivacyPolicyPage />,
    ),
  },
  {
    path: paths.login,
    handle: routeHandle('routes.login'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/login-page'),
      (m) => <m.LoginPage />,
    ),
  },
  {
    path: paths.loginChoose,
    handle: routeHandle('routes.loginChoose'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/login-choose-page'),
      (m) => <m.LoginChoosePage />,
    ),
  },
  {
    path: paths.userLogin,
    handle: routeHandle('routes.userLogin'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/user-login-page'),
      (m) => <m.UserLoginPage />,
    ),
  },
  {
    path: '*',
    handle: routeHandle('routes.notFound'),
    lazy: lazyPage(
      () => import('@/components/page/not-found-page'),
      (m) => <m.NotFoundPage />,
    ),
  },
];

const cityPages: RouteObject[] = cityPortals.map((city) => ({
  path: `/${city.code}`,
  handle: routeHandle(`cities.${city.code}`),
  lazy: lazyPage(
    () => import('@/features/city-portal/pages/city-unavailable-page'),
    (m) => <m.CityUnavailablePage city={city} />,
  ),
}));

const workspacePages: RouteObject[] = [
  { index: true, element: <Navigate replace to={paths.workspaceHome} /> },
  {
    path: paths.workspaceHome,
    handle: routeHandle('routes.workspaceHome', 'workspaceHome'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/workspace-home-page'),
      (m) => <m.WorkspaceHomePage />,
    ),
  },
  {
    path: paths.workspaceWorkerHome,
    handle: routeHandle('routes.workspaceWorkerHome', 'workspaceWorkerHome'),
    lazy: lazyPage(
      () => import('@/features/review/pages/worker-home-page'),
      (m) => <m.WorkerHomePage />,
    ),
  },
  {
    path: paths.workspaceAnnounce,
    handle: routeHandle('routes.workspaceAnnounce', 'workspaceAnnounce'),
    lazy: lazyPage(
      () => import('@/features/announcements/pages/announcement-edit-page'),
      (m) => <m.AnnouncementEditPage />,
    ),
  },
  {
    path: paths.contentAnnouncements,
    handle: routeHandle('routes.contentAnnouncements', 'contentAnnouncements'),
    lazy: lazyPage(
      () => import('@/features/announcements/pages/announcement-management-page'),
      (m) => <m.AnnouncementManagementPage />,
    ),
  },
  {
    path: paths.workspaceMessages,
    handle: routeHandle('routes.workspaceMessages', 'workspaceMessages'),
    lazy: lazyPage(
      () => import('@/features/messages/pages/message-center-page'),
      (m) => <m.MessageCenterPage />,
    ),
  },
  {
    path: paths.workspaceUserDetail,
    handle: routeHandle('routes.workspaceUserDetail', 'workspaceUserDetail'),
    lazy: lazyPage(
      () => import('@/features/account/pages/user-detail-page'),
      (m) => <m.UserDetailPage />,
    ),
  },
  {
    path: paths.domainApply,
    handle: routeHandle('routes.domainApply', 'domainApply'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/domain-apply-page'),
      (m) => <m.DomainApplyPage />,
    ),
  },
  {
    path: paths.domainDetail,
    handle: routeHandle('routes.domainDetail', 'domainDetail'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/domain-detail-page'),
      (m) => <m.DomainDetailPage />,
    ),
  },
  {
    path: paths.domainReceipt,
    handle: routeHandle('routes.domainReceipt', 'domainReceipt'),
    lazy: lazyPage(
      () => import('@/features/case-print/pages/receipt-page'),
      (m) => <m.ReceiptPage />,
    ),
  },
  {
    path: paths.domainNotice,
    handle: routeHandle('routes.domainNotice', 'domainNotice'),
    lazy: lazyPage(
      () => import('@/features/case-print/pages/notice-page'),
      (m) => <m.NoticePage />,
    ),
  },
  {
    path: paths.domainFirstReview,
    handle: routeHandle('routes.domainFirstReview', 'domainFirstReview'),
    lazy: lazyPage(
      () => import('@/features/review/pages/first-review-page'),
      (m) => <m.FirstReviewPage />,
    ),
  },
  {
    path: paths.domainFinalReview,
    handle: routeHandle('routes.domainFinalReview', 'domainFinalReview'),
    lazy: lazyPage(
      () => import('@/features/review/pages/final-review-page'),
      (m) => <m.FinalReviewPage />,
    ),
  },
  {
    path: paths.domainRejectResult,
    handle: routeHandle('routes.domainRejectResult', 'domainRejectResult'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/reject-result-page'),
      (m) => <m.RejectResultPage />,
    ),
  },
  {
    path: paths.audit,
    handle: routeHandle('routes.audit', 'audit'),
    lazy: lazyPage(
      () => import('@/features/audit/pages/audit-page'),
      (m) => <m.AuditPage />,
    ),
  },
  {
    path: paths.contentEntryConfig,
    handle: routeHandle('routes.contentEntryConfig', 'contentEntryConfig'),
    lazy: lazyPage(
      () => import('@/features/entry-config/pages/entry-config-page'),
      (m) => <m.EntryConfigPage />,
    ),
  },
  {
    path: paths.auditApplication,
    handle: routeHandle('routes.auditApplication', 'auditApplication'),
    lazy: lazyPage(
      () => import('@/features/audit/pages/audit-application-page'),
      (m) => <m.AuditApplicationPage />,
    ),
  },
  {
    path: paths.contentWall,
    handle: routeHandle('routes.contentWall', 'contentWall'),
    lazy: lazyPage(
      () => import('@/features/content/pages/content-wall-page'),
      (m) => <m.ContentWallPage />,
    ),
  },
  {
    path: paths.adminAccounts,
    handle: routeHandle('routes.adminAccounts', 'adminAccounts'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-accounts-page'),
      (m) => <m.AdminAccountsPage />,
    ),
  },
  {
    path: paths.adminRoles,
    handle: routeHandle('routes.adminRoles', 'adminRoles'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-roles-page'),
      (m) => <m.AdminRolesPage />,
    ),
  },
  {
    path: paths.adminClients,
    handle: routeHandle('routes.adminClients', 'adminClients'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-clients-page'),
      (m) => <m.AdminClientsPage />,
    ),
  },
  {
    path: paths.adminUsers,
    handle: routeHandle('routes.adminUsers', 'adminUsers'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/corporate-users-page'),
      (m) => <m.CorporateUsersPage />,
    ),
  },
  {
    path: paths.adminUserDetail,
    handle: routeHandle('routes.adminUserDetail', 'adminUserDetail'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/corporate-user-detail-page'),
      (m) => <m.CorporateUserDetailPage />,
    ),
  },
  {
    path: paths.operationLog,
    handle: routeHandle('routes.operationLog', 'operationLog'),
    lazy: lazyPage(
      () => import('@/features/operation-log/pages/operation-log-page'),
      (m) => <m.OperationLogPage />,
    ),
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <BootFallback />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, element: <Navigate replace to={paths.home} /> },
      {
        element: <PublicLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
      {
        element: <CityLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: cityPages }],
      },
      {
        path: paths.workspace,
        element: (
          <RequireAuth>
            <WorkspaceLayout />
          </RequireAuth>
        ),
        children: [{ errorElement: <RouteErrorPage />, children: workspacePages }],
      },
    ],
  },
];
