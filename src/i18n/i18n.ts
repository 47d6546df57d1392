/**
 * The i18next instance of the portal. Resources are bundled (no network fetch), so initialisation is
 * synchronous and the first render already has its Chinese text.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './locales/zh-CN';

export const defaultLanguage = 'zh-CN';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [defaultLanguage],
  resources: { [defaultLanguage]: { translation: zhCN } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
