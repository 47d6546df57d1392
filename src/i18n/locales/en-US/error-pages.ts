import type { LocaleMessages } from '../zh-CN';

/**
 * The Access Denied (403) and Page Not Found (404) pages.
 */
export const errorPages: LocaleMessages['errorPages'] = {
  forbiddenTitle: 'Access Denied',
  forbiddenText:
    'You do not have permission to view this page. To request access, contact a platform administrator.',
  notFoundTitle: 'Page Not Found',
  notFoundText:
    'The page you are looking for does not exist or has been removed. Please check the address.',
  goBack: 'Go back',
};
