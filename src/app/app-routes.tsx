/**
 * Every route of the portal (spec §2, DESIGN §8), with paths and titles from `src/config/routes.ts`.
 * Each page loads on demand with the text areas it uses (`lazyPage`'s third argument; the start has
 * only the core texts); the public layouts and the authentication check are part of the start, the
 * workspace's layout loads with its first page. Every layout has an error element around its pages
 * so a failure keeps the header and footer around it.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { cityPortals, paths } from '@/config/routes';
import { BootFallback } from './layouts/boot-fallback';
import { CityLayout } from './layouts/city-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
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
      ['contentPages', 'list'],
    ),
  },
  {
    path: paths.forbidden,
    handle: routeHandle('routes.forbidden'),
    lazy: lazyPage(
      () => import('@/components/page/forbidden-page'),
      (m) => <m.ForbiddenPage />,
      ['errorPages'],
    ),
  },
  {
    path: paths.notFound,
    handle: routeHandle('routes.notFound'),
    lazy: lazyPage(
      () => import('@/components/page/not-found-page'),
      (m) => <m.NotFoundPage />,
      ['errorPages'],
    ),
  },
  {
    path: paths.dataResource,
    handle: routeHandle('routes.dataResource'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-resource-list-page'),
      (m) => <m.DataResourceListPage />,
      ['catalog', 'list'],
    ),
  },
  {
    path: paths.dataResourceDetail,
    handle: routeHandle('routes.dataResourceDetail'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-resource-detail-page'),
      (m) => <m.DataResourceDetailPage />,
      ['catalog'],
    ),
  },
  {
    path: paths.dataProduct,
    handle: routeHandle('routes.dataProduct'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-product-list-page'),
      (m) => <m.DataProductListPage />,
      ['catalog', 'list'],
    ),
  },
  {
    path: paths.dataProductDetail,
    handle: routeHandle('routes.dataProductDetail'),
    lazy: lazyPage(
      () => import('@/features/catalog/pages/data-product-detail-page'),
      (m) => <m.DataProductDetailPage />,
      ['catalog'],
    ),
  },
  {
    path: paths.dynamics,
    handle: routeHandle('routes.dynamics'),
    lazy: lazyPage(
      () => import('@/features/news/pages/dynamics-list-page'),
      (m) => <m.DynamicsListPage />,
      ['contentPages', 'list'],
    ),
  },
  {
    path: paths.dynamicsDetail,
    handle: routeHandle('routes.dynamicsDetail'),
    lazy: lazyPage(
      () => import('@/features/news/pages/dynamics-detail-page'),
      (m) => <m.DynamicsDetailPage />,
      ['attachments', 'contentPages'],
    ),
  },
  {
    path: paths.policy,
    handle: routeHandle('routes.policy'),
    lazy: lazyPage(
      () => import('@/features/news/pages/policy-list-page'),
      (m) => <m.PolicyListPage />,
      ['contentPages', 'list'],
    ),
  },
  {
    path: paths.about,
    handle: routeHandle('routes.about'),
    lazy: lazyPage(
      () => import('@/features/content/pages/about-page'),
      (m) => <m.AboutPage />,
      ['content'],
    ),
  },
  {
    path: paths.search,
    handle: routeHandle('routes.search'),
    lazy: lazyPage(
      () => import('@/features/search/pages/search-results-page'),
      (m) => <m.SearchResultsPage />,
      ['contentPages', 'list'],
    ),
  },
  {
    path: paths.applyList,
    handle: routeHandle('routes.applyList'),
    lazy: lazyPage(
      () => import('@/features/domain-collection/pages/apply-list-page'),
      (m) => <m.ApplyListPage />,
      ['contentPages', 'list'],
    ),
  },
  {
    path: paths.richTextCenter,
    handle: routeHandle('routes.richTextCenter'),
    lazy: lazyPage(
      () => import('@/features/content/pages/privacy-policy-page'),
      (m) => <m.PrivacyPolicyPage />,
      ['content'],
    ),
  },
  {
    path: paths.login,
    handle: routeHandle('routes.login'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/login-page'),
      (m) => <m.LoginPage />,
      ['account', 'login'],
    ),
  },
  {
    path: paths.loginChoose,
    handle: routeHandle('routes.loginChoose'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/login-choose-page'),
      (m) => <m.LoginChoosePage />,
      ['login'],
    ),
  },
  {
    path: paths.userLogin,
    handle: routeHandle('routes.userLogin'),
    lazy: lazyPage(
      () => import('@/features/sign-in/pages/user-login-page'),
      (m) => <m.UserLoginPage />,
      ['login'],
    ),
  },
  {
    path: '*',
    handle: routeHandle('routes.notFound'),
    lazy: lazyPage(
      () => import('@/components/page/not-found-page'),
      (m) => <m.NotFoundPage />,
      ['errorPages'],
    ),
  },
];

const cityPages: RouteObject[] = cityPortals.map((city) => ({
  path: `/${city.code}`,
  handle: routeHandle(`cities.${city.code}`),
  lazy: lazyPage(
    () => import('@/features/city-portal/pages/city-unavailable-page'),
    (m) => <m.CityUnavailablePage city={city} />,
    ['city'],
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
      ['attachments', 'casePrint', 'domainApplication', 'list', 'review', 'workflow'],
    ),
  },
  {
    path: paths.workspaceWorkerHome,
    handle: routeHandle('routes.workspaceWorkerHome', 'workspaceWorkerHome'),
    lazy: lazyPage(
      () => import('@/features/review/pages/worker-home-page'),
      (m) => <m.WorkerHomePage />,
      ['review'],
    ),
  },
  {
    path: paths.workspaceAnnounce,
    handle: routeHandle('routes.workspaceAnnounce', 'workspaceAnnounce'),
    lazy: lazyPage(
      () => import('@/features/announcements/pages/announcement-edit-page'),
      (m) => <m.AnnouncementEditPage />,
      ['announcements', 'attachments', 'richText'],
    ),
  },
  {
    path: paths.contentAnnouncements,
    handle: routeHandle('routes.contentAnnouncements', 'contentAnnouncements'),
    lazy: lazyPage(
      () => import('@/features/announcements/pages/announcement-management-page'),
      (m) => <m.AnnouncementManagementPage />,
      ['announcements', 'list'],
    ),
  },
  {
    path: paths.workspaceMessages,
    handle: routeHandle('routes.workspaceMessages', 'workspaceMessages'),
    lazy: lazyPage(
      () => import('@/features/messages/pages/message-center-page'),
      (m) => <m.MessageCenterPage />,
      ['messages', 'list'],
    ),
  },
  {
    path: paths.workspaceUserDetail,
    handle: routeHandle('routes.workspaceUserDetail', 'workspaceUserDetail'),
    lazy: lazyPage(
      () => import('@/features/account/pages/user-detail-page'),
      (m) => <m.UserDetailPage />,
      ['account', 'login', 'rights'],
    ),
  },
  {
    path: paths.domainApply,
    handle: routeHandle('routes.domainApply', 'domainApply'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/domain-apply-page'),
      (m) => <m.DomainApplyPage />,
      ['domainApplication', 'review', 'workflow'],
    ),
  },
  {
    path: paths.domainDetail,
    handle: routeHandle('routes.domainDetail', 'domainDetail'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/domain-detail-page'),
      (m) => <m.DomainDetailPage />,
      ['casePrint', 'domainApplication', 'review', 'workflow'],
    ),
  },
  {
    path: paths.domainReceipt,
    handle: routeHandle('routes.domainReceipt', 'domainReceipt'),
    lazy: lazyPage(
      () => import('@/features/case-print/pages/receipt-page'),
      (m) => <m.ReceiptPage />,
      ['casePrint'],
    ),
  },
  {
    path: paths.domainNotice,
    handle: routeHandle('routes.domainNotice', 'domainNotice'),
    lazy: lazyPage(
      () => import('@/features/case-print/pages/notice-page'),
      (m) => <m.NoticePage />,
      ['casePrint', 'review'],
    ),
  },
  {
    path: paths.domainFirstReview,
    handle: routeHandle('routes.domainFirstReview', 'domainFirstReview'),
    lazy: lazyPage(
      () => import('@/features/review/pages/first-review-page'),
      (m) => <m.FirstReviewPage />,
      ['filePreview', 'list', 'review', 'workflow'],
    ),
  },
  {
    path: paths.domainFinalReview,
    handle: routeHandle('routes.domainFinalReview', 'domainFinalReview'),
    lazy: lazyPage(
      () => import('@/features/review/pages/final-review-page'),
      (m) => <m.FinalReviewPage />,
      ['filePreview', 'list', 'review', 'workflow'],
    ),
  },
  {
    path: paths.domainRejectResult,
    handle: routeHandle('routes.domainRejectResult', 'domainRejectResult'),
    lazy: lazyPage(
      () => import('@/features/domain-application/pages/reject-result-page'),
      (m) => <m.RejectResultPage />,
      ['domainApplication', 'review', 'workflow'],
    ),
  },
  {
    path: paths.audit,
    handle: routeHandle('routes.audit', 'audit'),
    lazy: lazyPage(
      () => import('@/features/audit/pages/audit-page'),
      (m) => <m.AuditPage />,
      ['audit', 'list', 'review', 'workflow'],
    ),
  },
  {
    path: paths.contentEntryConfig,
    handle: routeHandle('routes.contentEntryConfig', 'contentEntryConfig'),
    lazy: lazyPage(
      () => import('@/features/entry-config/pages/entry-config-page'),
      (m) => <m.EntryConfigPage />,
      ['entryConfig', 'list'],
    ),
  },
  {
    path: paths.auditApplication,
    handle: routeHandle('routes.auditApplication', 'auditApplication'),
    lazy: lazyPage(
      () => import('@/features/audit/pages/audit-application-page'),
      (m) => <m.AuditApplicationPage />,
      ['audit', 'domainApplication', 'filePreview', 'review', 'workflow'],
    ),
  },
  {
    path: paths.contentWall,
    handle: routeHandle('routes.contentWall', 'contentWall'),
    lazy: lazyPage(
      () => import('@/features/content/pages/content-wall-page'),
      (m) => <m.ContentWallPage />,
      ['contentWall', 'list', 'richText'],
    ),
  },
  {
    path: paths.contentArticleAttachments,
    handle: routeHandle('routes.contentArticleAttachments', 'contentArticleAttachments'),
    lazy: lazyPage(
      () => import('@/features/article-attachments/pages/article-attachments-page'),
      (m) => <m.ArticleAttachmentsPage />,
      ['attachments', 'list'],
    ),
  },
  {
    path: paths.adminAccounts,
    handle: routeHandle('routes.adminAccounts', 'adminAccounts'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-accounts-page'),
      (m) => <m.AdminAccountsPage />,
      ['admin', 'list'],
    ),
  },
  {
    path: paths.adminRoles,
    handle: routeHandle('routes.adminRoles', 'adminRoles'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-roles-page'),
      (m) => <m.AdminRolesPage />,
      ['admin', 'list', 'rights'],
    ),
  },
  {
    path: paths.adminClients,
    handle: routeHandle('routes.adminClients', 'adminClients'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/admin-clients-page'),
      (m) => <m.AdminClientsPage />,
      ['admin', 'list'],
    ),
  },
  {
    path: paths.adminDomains,
    handle: routeHandle('routes.adminDomains', 'adminDomains'),
    lazy: lazyPage(
      () => import('@/features/domain-admin/pages/domain-admin-page'),
      (m) => <m.DomainAdminPage />,
      ['domainAdmin', 'list', 'richText'],
    ),
  },
  {
    path: paths.adminReviewWorkload,
    handle: routeHandle('routes.adminReviewWorkload', 'adminReviewWorkload'),
    lazy: lazyPage(
      () => import('@/features/review-workload/pages/review-workload-page'),
      (m) => <m.ReviewWorkloadPage />,
      ['reviewWorkload', 'workflow'],
    ),
  },
  {
    path: paths.adminUsers,
    handle: routeHandle('routes.adminUsers', 'adminUsers'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/corporate-users-page'),
      (m) => <m.CorporateUsersPage />,
      ['admin', 'list'],
    ),
  },
  {
    path: paths.adminUserDetail,
    handle: routeHandle('routes.adminUserDetail', 'adminUserDetail'),
    lazy: lazyPage(
      () => import('@/features/admin/pages/corporate-user-detail-page'),
      (m) => <m.CorporateUserDetailPage />,
      ['account', 'admin', 'workflow'],
    ),
  },
  {
    path: paths.operationLog,
    handle: routeHandle('routes.operationLog', 'operationLog'),
    lazy: lazyPage(
      () => import('@/features/operation-log/pages/operation-log-page'),
      (m) => <m.OperationLogPage />,
      ['operationLog', 'list'],
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
        // The workspace's layout is not part of a visitor's start: it comes with the first
        // workspace page, after the authentication check.
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/workspace-layout'),
              (m) => <m.WorkspaceLayout />,
              ['workspace'],
            ),
            children: [{ errorElement: <RouteErrorPage />, children: workspacePages }],
          },
        ],
      },
    ],
  },
];
