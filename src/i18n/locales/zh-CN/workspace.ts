/**
 * The workspace's frame (src/app/layouts/workspace-layout.tsx): its title and side navigation.
 */
export const workspace = {
  title: '工作台',
  sideNavigation: '工作台导航',
  announceAdd: '新增公告',
  backToPortal: '返回门户首页',
  navGroups: {
    domain: '专区入驻',
    content: '内容管理',
    audit: '审计监督',
    admin: '系统管理',
    account: '个人中心',
  },
} as const;
