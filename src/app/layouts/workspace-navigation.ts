/**
 * The workspace side navigation. An item is shown when the user's rights open its route
 * (src/config/route-access.ts, the same check the router makes). Labels are in the current language,
 * so the layout builds the navigation while it renders. Pages that need a record id
 * (application detail, rejection result, a company's detail) are reached from lists, not from here.
 */
import { mayVisit } from '@/config/route-access';
import { paths, type RouteKey } from '@/config/routes';
import { i18n } from '@/i18n/i18n';

export type WorkspaceNavItem = {
  to: string;
  label: string;
  route: RouteKey;
  /** Shown to operators only (the page itself sends anyone else on). */
  operatorsOnly?: boolean;
  /** Also marked current on the pages under it (流程追溯 under 流程审计, a company under 企业用户). */
  coversSubpages?: boolean;
};

/** The sections of the navigation; the first, untitled, holds the home pages. */
export type WorkspaceNavGroupKey = 'home' | 'domain' | 'content' | 'audit' | 'admin' | 'account';

export type WorkspaceNavGroup = { key: WorkspaceNavGroupKey; items: WorkspaceNavItem[] };

const item = (route: Exclude<RouteKey, 'root' | 'workspace'>): WorkspaceNavItem => ({
  to: paths[route],
  label: i18n.t(`routes.${route}`),
  route,
});

export function workspaceNavigation(announceAddLabel: string): WorkspaceNavGroup[] {
  return [
    {
      key: 'home',
      items: [item('workspaceHome'), { ...item('workspaceWorkerHome'), operatorsOnly: true }],
    },
    {
      key: 'domain',
      items: [item('domainApply'), item('domainFirstReview'), item('domainFinalReview')],
    },
    {
      key: 'content',
      items: [
        item('contentAnnouncements'),
        {
          to: paths.workspaceAnnounce.replace(':action', 'add'),
          label: announceAddLabel,
          route: 'workspaceAnnounce',
        },
        item('contentEntryConfig'),
        item('contentWall'),
        item('contentArticleAttachments'),
      ],
    },
    { key: 'audit', items: [{ ...item('audit'), coversSubpages: true }, item('operationLog')] },
    {
      key: 'admin',
      items: [
        item('adminAccounts'),
        item('adminRoles'),
        item('adminClients'),
        item('adminDomains'),
        item('adminReviewWorkload'),
        { ...item('adminUsers'), coversSubpages: true },
      ],
    },
    { key: 'account', items: [item('workspaceMessages'), item('workspaceUserDetail')] },
  ];
}

/** The groups with the items this user may open; groups left empty are dropped. */
export function visibleFor(
  groups: WorkspaceNavGroup[],
  user: { readonly userType: string; readonly rights: readonly string[] },
): WorkspaceNavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (navItem) =>
          (!navItem.operatorsOnly || user.userType === 'primary') &&
          mayVisit(navItem.route, user.rights),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
