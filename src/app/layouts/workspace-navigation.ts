/**
 * The workspace side navigation. An item is shown when the user's rights open its route
 * (src/config/route-access.ts, the same check the router makes). Pages that need a record id
 * (application detail, rejection result, a company's detail) are reached from lists, not from here.
 */
import { mayVisit } from '@/config/route-access';
import { paths, type RouteKey, routeLabels } from '@/config/routes';

export type WorkspaceNavItem = {
  to: string;
  label: string;
  route: RouteKey;
  /** Shown to operators only (the page itself sends anyone else on). */
  operatorsOnly?: boolean;
};

const item = (route: Exclude<RouteKey, 'root' | 'workspace'>): WorkspaceNavItem => ({
  to: paths[route],
  label: routeLabels[route],
  route,
});

export function workspaceNavigation(announceAddLabel: string): WorkspaceNavItem[] {
  return [
    item('workspaceHome'),
    { ...item('workspaceWorkerHome'), operatorsOnly: true },
    item('domainApply'),
    item('domainFirstReview'),
    item('domainFinalReview'),
    item('audit'),
    item('contentAnnouncements'),
    {
      to: paths.workspaceAnnounce.replace(':action', 'add'),
      label: announceAddLabel,
      route: 'workspaceAnnounce',
    },
    item('contentEntryConfig'),
    item('contentWall'),
    item('adminAccounts'),
    item('adminRoles'),
    item('adminClients'),
    item('adminUsers'),
    item('operationLog'),
    item('workspaceUserDetail'),
  ];
}

export function visibleFor(
  items: WorkspaceNavItem[],
  user: { readonly userType: string; readonly rights: readonly string[] },
) {
  return items.filter(
    (navItem) =>
      (!navItem.operatorsOnly || user.userType === 'primary') &&
      mayVisit(navItem.route, user.rights),
  );
}
