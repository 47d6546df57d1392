import type { LocaleMessages } from '../zh-CN';

/**
 * What About and the privacy policy say while their text is not yet published.
 */
export const content: LocaleMessages['content'] = {
  emptyAbout: 'The introduction to the platform has not been published yet.',
  emptyPrivacy: 'The privacy policy has not been published yet.',
};
