/**
 * Every route of the portal with its document title (DESIGN §8). The router, the header menu and the
 * end-to-end smoke test all read this table, so a path or a label is written only here.
 */
import { core as zhCN } from '@/i18n/locales/zh-CN/core';

export const paths = {
  root: '/',
  home: '/home',
  forbidden: '/403',
  notFound: '/404',
  dataResource: '/dataResource',
  dataResourceDetail: '/dataResource/detail',
  dataProduct: '/dataProduct',
  dataProductDetail: '/dataProduct/detail',
  dynamics: '/dynamics',
  dynamicsDetail: '/dynamics/detail',
  policy: '/policy',
  about: '/about',
  search: '/search',
  applyList: '/applylist',
  richTextCenter: '/richTextCenter',
  login: '/login',
  loginChoose: '/login/choose',
  userLogin: '/user/login',
  workspace: '/workspace',
  workspaceHome: '/workspace/home',
  workspaceWorkerHome: '/workspace/workerhome',
  workspaceAnnounce: '/workspace/annouce/:action',
  contentAnnouncements: '/workspace/content/announcements',
  workspaceUserDetail: '/workspace/user/detail',
  workspaceMessages: '/workspace/messages',
  domainApply: '/workspace/domain/apply',
  domainDetail: '/workspace/domain/detail',
  domainFirstReview: '/workspace/domain/firstReview',
  domainFinalReview: '/workspace/domain/finalReview',
  domainRejectResult: '/workspace/domain/reject-result',
  domainReceipt: '/workspace/domain/receipt',
  domainNotice: '/workspace/domain/notice',
  audit: '/workspace/audit',
  contentEntryConfig: '/workspace/content/entry-config',
  contentWall: '/workspace/content/wall',
  contentArticleAttachments: '/workspace/content/article-attachments',
  auditApplication: '/workspace/audit/application',
  adminAccounts: '/workspace/admin/accounts',
  adminRoles: '/workspace/admin/roles',
  adminClients: '/workspace/admin/clients',
  adminDomains: '/workspace/admin/domains',
  adminReviewWorkload: '/workspace/admin/review-workload',
  adminUsers: '/workspace/admin/users',
  adminUserDetail: '/workspace/admin/users/detail',
  operationLog: '/workspace/admin/log',
} as const;

export type RouteKey = keyof typeof paths;

/**
 * document.title for each route in Chinese, exactly as DESIGN §8 fixes it. The text lives in the zh-CN
 * locale (`routes.*`), so other languages translate the same keys; views show `t('routes.<key>')`.
 */
export const routeLabels: Record<RouteLabelKey, string> = zhCN.routes;

export type RouteLabelKey = Exclude<RouteKey, 'root' | 'workspace'>;

/**
 * The 13 city portals of spec §2; each shows the unavailable-service page. `name` is the Chinese name
 * (also the region value of catalog records); views show `t('cities.<code>')`.
 */
export const cityPortals = [
  { code: 'nj', name: zhCN.cities.nj },
  { code: 'wx', name: zhCN.cities.wx },
  { code: 'xz', name: zhCN.cities.xz },
  { code: 'cz', name: zhCN.cities.cz },
  { code: 'sz', name: zhCN.cities.sz },
  { code: 'nt', name: zhCN.cities.nt },
  { code: 'lyg', name: zhCN.cities.lyg },
  { code: 'ha', name: zhCN.cities.ha },
  { code: 'yc', name: zhCN.cities.yc },
  { code: 'yz', name: zhCN.cities.yz },
  { code: 'zj', name: zhCN.cities.zj },
  { code: 'tz', name: zhCN.cities.tz },
  { code: 'sq', name: zhCN.cities.sq },
] as const;

export type CityCode = (typeof cityPortals)[number]['code'];

/** Main navigation of the public header, in order; `label` is the Chinese text, `labelKey` its key. */
export const mainNavigation = [
  { key: 'home', label: zhCN.common.homeCrumb, labelKey: 'common.homeCrumb', to: paths.home },
  ...(['dataResource', 'dataProduct', 'dynamics', 'policy', 'about'] as const).map((key) => ({
    key,
    label: zhCN.routes[key],
    labelKey: `routes.${key}` as const,
    to: paths[key],
  })),
] as const;

/** Builds a path with its query string, dropping empty values. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
