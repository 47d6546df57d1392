/**
 * The workspace side navigation. An item with `rights` is shown to users holding any of them
 * (DESIGN §8 rights); the rest are for every signed-in user. Pages that need a record id
 * (application detail, rejection result) are reached from lists, not from here.
 */
import { paths, routeLabels } from '@/config/routes';

export type WorkspaceNavItem = { to: string; label: string; rights?: readonly string[] };

export function workspaceNavigation(announceAddLabel: string): WorkspaceNavItem[] {
  return [
    { to: paths.workspaceHome, label: routeLabels.workspaceHome },
    {
      to: paths.workspaceWorkerHome,
      label: routeLabels.workspaceWorkerHome,
      rights: ['domain:first-review', 'domain:final-review'],
    },
    { to: paths.domainApply, label: routeLabels.domainApply, rights: ['domain:apply'] },
    {
      to: paths.domainFirstReview,
      label: routeLabels.domainFirstReview,
      rights: ['domain:first-review'],
    },
    {
      to: paths.domainFinalReview,
      label: routeLabels.domainFinalReview,
      rights: ['domain:final-review'],
    },
    { to: paths.audit, label: routeLabels.audit, rights: ['audit:read'] },
    {
      to: paths.contentAnnouncements,
      label: routeLabels.contentAnnouncements,
      rights: ['content:edit'],
    },
    {
      to: paths.workspaceAnnounce.replace(':action', 'add'),
      label: announceAddLabel,
      rights: ['content:edit'],
    },
    {
      to: paths.contentEntryConfig,
      label: routeLabels.contentEntryConfig,
      rights: ['content:edit'],
    },
    { to: paths.workspaceUserDetail, label: routeLabels.workspaceUserDetail },
  ];
}

export function visibleFor(items: WorkspaceNavItem[], rights: readonly string[]) {
  return items.filter(
    (item) => !item.rights || item.rights.some((right) => rights.includes(right)),
  );
}
