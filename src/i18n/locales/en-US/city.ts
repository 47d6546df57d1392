import type { LocaleMessages } from '../zh-CN';

/**
 * A city portal's service-unavailable page.
 */
export const city: LocaleMessages['city'] = {
  unavailableTitle: 'Service unavailable',
  unavailableText:
    'The {{city}} portal for the authorized operation of public data is under construction and offers no online services yet. Please use the provincial platform in the meantime.',
  backToProvince: 'Back to the provincial platform',
};
