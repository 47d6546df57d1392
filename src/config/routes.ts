/**
 * Every route of the portal with its document title (DESIGN §8). The router, the header menu and the
 * end-to-end smoke test all read this table, so a path or a label is written only here.
 */

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
  domainApply: '/workspace/domain/apply',
  domainDetail: '/workspace/domain/detail',
  domainFirstReview: '/workspace/domain/firstReview',
  domainFinalReview: '/workspace/domain/finalReview',
  domainRejectResult: '/workspace/domain/reject-result',
  audit: '/workspace/audit',
  contentEntryConfig: '/workspace/content/entry-config',
  contentWall: '/workspace/content/wall',
  auditApplication: '/workspace/audit/application',
  adminAccounts: '/workspace/admin/accounts',
  adminRoles: '/workspace/admin/roles',
  adminClients: '/workspace/admin/clients',
  adminUsers: '/workspace/admin/users',
  adminUserDetail: '/workspace/admin/users/detail',
  operationLog: '/workspace/admin/log',
} as const;

export type RouteKey = keyof typeof paths;

/** document.title for each route, exactly as DESIGN §8 fixes it. */
export const routeLabels: Record<Exclude<RouteKey, 'root' | 'workspace'>, string> = {
  home: '江苏省公共数据授权运营平台',
  forbidden: '无权访问',
  notFound: '页面不存在',
  dataResource: '数据资源',
  dataResourceDetail: '数据资源详情',
  dataProduct: '数据产品',
  dataProductDetail: '数据产品详情',
  dynamics: '运营动态',
  dynamicsDetail: '公告详情',
  policy: '政策动态',
  about: '关于平台',
  search: '搜索结果',
  applyList: '专区合集',
  richTextCenter: '隐私政策声明',
  login: '登录',
  loginChoose: '选择用户类型',
  userLogin: '登录',
  workspaceHome: '工作台',
  workspaceWorkerHome: '审核工作台',
  workspaceAnnounce: '公告编辑',
  contentAnnouncements: '公告管理',
  workspaceUserDetail: '用户详情',
  domainApply: '专区申请',
  domainDetail: '申请详情',
  domainFirstReview: '入驻初审',
  domainFinalReview: '入驻终审',
  domainRejectResult: '审批驳回结果',
  audit: '流程审计',
  contentEntryConfig: '入驻材料配置',
  contentWall: '内容配置',
  auditApplication: '流程追溯',
  adminAccounts: '管理员管理',
  adminRoles: '角色权限',
  adminClients: '接入应用',
  adminUsers: '企业用户',
  adminUserDetail: '企业用户详情',
  operationLog: '操作日志',
};

/** The 13 city portals of spec §2; each shows the unavailable-service page. */
export const cityPortals = [
  { code: 'nj', name: '南京市' },
  { code: 'wx', name: '无锡市' },
  { code: 'xz', name: '徐州市' },
  { code: 'cz', name: '常州市' },
  { code: 'sz', name: '苏州市' },
  { code: 'nt', name: '南通市' },
  { code: 'lyg', name: '连云港市' },
  { code: 'ha', name: '淮安市' },
  { code: 'yc', name: '盐城市' },
  { code: 'yz', name: '扬州市' },
  { code: 'zj', name: '镇江市' },
  { code: 'tz', name: '泰州市' },
  { code: 'sq', name: '宿迁市' },
] as const;

export type CityCode = (typeof cityPortals)[number]['code'];

/** Main navigation of the public header, in order. */
export const mainNavigation = [
  { key: 'home', label: '首页', to: paths.home },
  { key: 'dataResource', label: '数据资源', to: paths.dataResource },
  { key: 'dataProduct', label: '数据产品', to: paths.dataProduct },
  { key: 'dynamics', label: '运营动态', to: paths.dynamics },
  { key: 'policy', label: '政策动态', to: paths.policy },
  { key: 'about', label: '关于平台', to: paths.about },
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
