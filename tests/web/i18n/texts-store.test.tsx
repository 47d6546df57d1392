/**
 * Reading the interface texts (src/i18n/texts-store.ts, src/i18n/use-translation.ts): placeholders
 * filled, a text English lacks shown in Chinese, an unknown key shown as itself and reported, and a
 * change of language drawing every reading component again in the same render, with a new `t`.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage, i18n, loadLanguage } from '@/i18n/i18n';
import type { TextFunction, TextKey } from '@/i18n/text-key';
import { useTranslation } from '@/i18n/use-translation';

afterEach(async () => {
  await act(() => i18n.changeLanguage(defaultLanguage));
  vi.restoreAllMocks();
});

describe('a text', () => {
  it('is read by its whole key and has its placeholders filled', () => {
    expect(i18n.t('routes.dataResource')).toBe('数据资源');
    expect(i18n.t('header.messagesUnread', { count: 3 })).toBe('消息中心，3 条未读消息');
    expect(i18n.t('filePreview.pageOf', { page: 2, count: 7 })).toBe('第 2 / 7 页');
  });

  it('takes a value as it is: no HTML escaping, no replacement patterns', () => {
    expect(i18n.t('header.today', { date: '<b>1 & 2</b> $& $1' })).toBe(
      '今天是 <b>1 & 2</b> $& $1',
    );
  });

  it('keeps a placeholder whose value is missing as it is written', () => {
    const read = i18n.t as unknown as (key: string, values?: object) => string;
    expect(read('header.today', {})).toBe('今天是 {{date}}');
  });

  it('is the Chinese one where the language shown lacks it', async () => {
    await loadLanguage('en-US');
    const english = i18n.getFixedT('en-US');
    expect(english('routes.dataResource')).toBe('Data Resources');
    i18n.addTexts('zh-CN', { testOnly: { chineseOnly: '仅中文' } });
    expect((english as unknown as (key: string) => string)('testOnly.chineseOnly')).toBe('仅中文');
  });

  it('is its key, reported, when no language has it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((i18n.t as unknown as (key: string) => string)('routes.noSuchPage')).toBe(
      'routes.noSuchPage',
    );
    expect(report).toHaveBeenCalledWith(expect.stringContaining('routes.noSuchPage'));
  });

  it('is typed: a misspelt key, a missing, misnamed or extra value fails the type check', () => {
    const t: TextFunction = i18n.getFixedT(defaultLanguage);
    const key: TextKey = 'routes.home';
    expect(t(key)).toBe('江苏省公共数据授权运营平台');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a key no text has
    expect(t('routes.homePage')).toBe('routes.homePage');
    // @ts-expect-error its value left out
    expect(t('header.messagesUnread')).toBe('消息中心，{{count}} 条未读消息');
    // @ts-expect-error a value misnamed
    expect(t('header.messagesUnread', { counts: 1 })).toBe('消息中心，{{count}} 条未读消息');
    // @ts-expect-error count is a number
    expect(t('header.messagesUnread', { count: '1' })).toBe('消息中心，1 条未读消息');
    // @ts-expect-error a value for a text without placeholders
    expect(t('routes.home', { count: 1 })).toBe('江苏省公共数据授权运营平台');
  });
});

describe('a change of language', () => {
  it('gives t a new identity and draws every reading component again at once', async () => {
    await loadLanguage('en-US');
    const seen: { title: string; t: TextFunction }[] = [];
    function Title() {
      const { t } = useTranslation();
      useEffect(() => {
        seen.push({ title: t('routes.dataResource'), t });
      }, [t]);
      return <h1>{t('routes.dataResource')}</h1>;
    }
    function Navigation() {
      const { t, i18n: store } = useTranslation();
      return (
        <nav aria-label={t('header.mainNavigation')} lang={store.language}>
          {t('routes.dataProduct')}
        </nav>
      );
    }
    render(
      <>
        <Title />
        <Navigation />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('数据资源');

    const drawn: string[][] = [];
    const observer = new MutationObserver(() => {
      drawn.push([
        screen.getByRole('heading').textContent ?? '',
        screen.getByRole('navigation').textContent ?? '',
      ]);
    });
    observer.observe(document.body, { subtree: true, characterData: true, childList: true });
    await act(() => i18n.changeLanguage('en-US'));
    observer.disconnect();

    // Both changed in the same commit: the page was never seen half in Chinese.
    expect(drawn).toEqual([['Data Resources', 'Data Products']]);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute(
      'lang',
      'en-US',
    );
    expect(document.documentElement.lang).toBe('en-US');
    expect(seen.map(({ title }) => title)).toEqual(['数据资源', 'Data Resources']);
    expect(seen[1]?.t).not.toBe(seen[0]?.t);
  });

  it('to the language already shown changes nothing', async () => {
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    await i18n.changeLanguage(defaultLanguage);
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await i18n.changeLanguage(defaultLanguage);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
