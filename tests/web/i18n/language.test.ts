/**
 * The language choice: the `portal_lang` cookie that remembers it, English fetched only when chosen,
 * `<html lang>` following the language, and a remembered English applied at start-up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLanguage,
  defaultLanguage,
  i18n,
  restoreLanguage,
  switchLanguage,
} from '@/i18n/i18n';
import { languageCookie, languageFromCookie } from '@/i18n/languages';

afterEach(async () => {
  await i18n.changeLanguage(defaultLanguage);
});

describe('the portal_lang cookie', () => {
  it('is read from a cookie header among other cookies', () => {
    expect(languageFromCookie('a=1; portal_lang=en-US; b=2')).toBe('en-US');
    expect(languageFromCookie('portal_lang=zh-CN')).toBe('zh-CN');
  });

  it('falls back to Chinese when absent or unknown', () => {
    expect(languageFromCookie('')).toBe('zh-CN');
    expect(languageFromCookie('portal_lang=fr-FR')).toBe('zh-CN');
    expect(languageFromCookie('my_portal_lang=en-US')).toBe('zh-CN');
  });

  it('is written for the whole site for a year, SameSite=Lax', () => {
    expect(languageCookie('en-US')).toBe(
      'portal_lang=en-US; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });
});

describe('switching the language', () => {
  it('starts in Chinese', () => {
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.t('routes.dataResource')).toBe('数据资源');
  });

  it('loads English, shows it, sets <html lang> and remembers the choice', async () => {
    await switchLanguage('en-US');
    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('routes.dataResource')).toBe('Data Resources');
    expect(document.documentElement.lang).toBe('en-US');
    expect(languageFromCookie(document.cookie)).toBe('en-US');

    await switchLanguage('zh-CN');
    expect(i18n.t('routes.dataResource')).toBe('数据资源');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(languageFromCookie(document.cookie)).toBe('zh-CN');
  });

  it('applies a remembered English at start-up', async () => {
    document.cookie = languageCookie('en-US');
    await restoreLanguage();
    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('header.mainNavigation')).toBe('Main navigation');
  });

  it('stays in Chinese when nothing is remembered', async () => {
    await restoreLanguage();
    expect(currentLanguage()).toBe('zh-CN');
  });
});
