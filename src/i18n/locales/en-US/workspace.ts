import type { LocaleMessages } from '../zh-CN';

/**
 * The workspace's frame: its title and side navigation.
 */
export const workspace: LocaleMessages['workspace'] = {
  title: 'Workspace',
  sideNavigation: 'Workspace navigation',
  announceAdd: 'New announcement',
  backToPortal: 'Back to the portal',
  navGroups: {
    domain: 'Domain entry',
    content: 'Content',
    audit: 'Audit',
    admin: 'Administration',
    account: 'My account',
  },
};
