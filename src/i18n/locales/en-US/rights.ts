import type { LocaleMessages } from '../zh-CN';

/**
 * The names of the operator rights, as user details and Roles list them.
 */
export const rights: LocaleMessages['rights'] = {
  adminManage: 'Manage administrators, users and client applications',
  contentEdit: 'Edit content',
  domainFirstReview: 'First review of entry applications',
  domainFinalReview: 'Final review of entry applications',
  auditRead: 'Workflow audit (read-only)',
  domainApply: 'Apply to enter data domains',
};
