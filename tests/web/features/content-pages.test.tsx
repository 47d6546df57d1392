import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { installFakeApi, renderApp, sampleWall } from '../app/render-app';

describe('the content wall pages', () => {
  it('show a skeleton while loading, then the about entry with its date', async () => {
    let release: ((response: Response) => void) | null = null;
    installFakeApi(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderApp('/about');
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    // The skeleton can show before the page has asked (its code and texts still loading): the
    // answer is given to the request once it has been made, not to nobody.
    await waitFor(() => expect(release).not.toBeNull());
    release!(envelopeResponse(0, '操作成功', sampleWall));
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: '平台介绍' })).toBeVisible();
    expect(within(article).getByRole('heading', { name: '平台简介' })).toBeVisible();
    expect(within(article).getByText('更新于 2026年3月1日')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  });

  it('render the privacy entry at /richTextCenter with its lists', async () => {
    installFakeApi();
    renderApp('/richTextCenter');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: '隐私政策' })).toBeVisible();
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sanitise the rich text again when rendering it', async () => {
    installFakeApi(() =>
      envelopeResponse(0, '操作成功', [
        {
          key: 'about',
          title: '平台介绍',
          content:
            '<p id="intro" onclick="steal()">安全的正文</p><script>window.hacked = true</script>' +
            '<img src="x" onerror="steal()"><a href="javascript:steal()">链接</a>',
          updatedAt: '2026-03-01T08:00:00.000Z',
        },
      ]),
    );
    renderApp('/about');
    const text = await screen.findByText('安全的正文');
    expect(text).not.toHaveAttribute('onclick');
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toMatch(/<script|<img|onerror|onclick|javascript:/);
    expect(within(article).getByText('链接')).not.toHaveAttribute('href', 'javascript:steal()');
  });

  it('say so when the entry has not been published', async () => {
    installFakeApi(() => envelopeResponse(0, '操作成功', []));
    renderApp('/about');
    expect(await screen.findByText('平台介绍尚未发布。')).toBeInTheDocument();
  });

  it('show the error in Chinese with 重试, and load again on 重试', async () => {
    let failing = true;
    const fake = installFakeApi(() =>
      failing
        ? envelopeResponse(5000, '服务暂时不可用，请稍后再试')
        : envelopeResponse(0, '操作成功', sampleWall),
    );
    const user = userEvent.setup();
    renderApp('/about');
    expect(await screen.findByText('服务暂时不可用，请稍后再试')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '平台简介' })).toBeVisible();
    expect(fake.fake.requests).toHaveLength(2);
  });

  it('show a general Chinese message when the server cannot be reached', async () => {
    installFakeApi(() => 'network-error');
    renderApp('/richTextCenter');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
