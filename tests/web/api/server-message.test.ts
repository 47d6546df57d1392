/**
 * Which words a server answer is shown in: the server writes Chinese, so a Chinese page shows its msg;
 * an English page tells the codes the client knows in English and keeps the server's msg otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessages, httpFailureMessage, serverMessage } from '@/api/messages';
import { defaultLanguage, i18n, switchLanguage } from '@/i18n/i18n';

afterEach(async () => {
  await i18n.changeLanguage(defaultLanguage);
});

describe('serverMessage', () => {
  it('shows the server msg as it is on a Chinese page', () => {
    expect(serverMessage(4090, '该申请已被他人处理')).toBe('该申请已被他人处理');
    expect(serverMessage(4000, '联系电话格式不正确')).toBe('联系电话格式不正确');
  });

  it('tells a known code in English on an English page', async () => {
    await switchLanguage('en-US');
    expect(serverMessage(1000, '登录已过期')).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(serverMessage(4290, '请求过于频繁')).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('keeps the server msg for a code whose meaning only the server knows', async () => {
    await switchLanguage('en-US');
    expect(serverMessage(4000, '联系电话格式不正确')).toBe('联系电话格式不正确');
  });
});

describe('the client messages', () => {
  it('follow the language when they are read', async () => {
    expect(apiMessages.timeout).toBe('请求超时，请稍后重试');
    expect(httpFailureMessage(502)).toBe('服务暂时不可用（HTTP 502），请稍后重试');
    await switchLanguage('en-US');
    expect(apiMessages.timeout).toBe('The request timed out. Please try again later.');
    expect(httpFailureMessage(502)).toBe(
      'The service is temporarily unavailable (HTTP 502). Please try again later.',
    );
  });
});
