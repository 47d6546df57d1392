/**
 * 文章附件 (/workspace/content/article-attachments): the published 政策动态 articles to pick from, the
 * chosen one's attachment panel kept in the address, 运营动态 by the section select, an article gone
 * from the site said in place, and the page closed to anyone without content:edit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';
import { contentEditor } from '../announcements/announcement-samples';
import { renderPortal, reviewer } from '../auth/render-portal';

type ArticleSummary = components['schemas']['ArticleSummary'];

const address = '/workspace/content/article-attachments';

function article(n: number, category: 'policy' | 'operation', title: string): ArticleSummary {
  return {
    id: `7b000000-0000-4000-8000-00000000000${String(n)}`,
    category,
    title,
    summary: '摘要',
    source: '江苏省数据局',
    publishedAt: '2026-10-21T02:00:00.000Z',
  };
}

const policy = article(1, 'policy', '《江苏省公共数据管理办法》解读');
const news = article(2, 'operation', '扬州市发布2026年度公共数据开放计划');

function server(options: { missing?: boolean } = {}) {
  return {
    '/web/article/list': async (request: Request) => {
      const body = (await request.clone().json()) as { category: string };
      const list = body.category === 'operation' ? [news] : [policy];
      return envelopeResponse(0, '', { list, total: 1, page: 1, pageSize: 10 });
    },
    '/web/article/detail': () =>
      options.missing
        ? envelopeResponse(4011, '文章不存在', null)
        : envelopeResponse(0, '', {
            ...policy,
            content: '<p>正文</p>',
            previous: null,
            next: null,
            attachments: [],
          }),
    '/primary/content-attachment/list': () =>
      envelopeResponse(0, '', {
        ownerKind: 'article',
        ownerId: policy.id,
        list: [],
        allowedTypes: ['pdf'],
        maxSizeBytes: 20 * 1024 * 1024,
        maxCount: 20,
      }),
  };
}

describe('文章附件', () => {
  it('opens the chosen article’s attachments beside the list, with the choice in the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(address, server(), { signedInAs: contentEditor });
    expect(await screen.findByRole('heading', { level: 1, name: '文章附件' })).toBeVisible();
    expect(screen.getByText('请选择文章')).toBeVisible();
    const list = await screen.findByRole('list', { name: '文章列表' });
    expect(await view.lastBody('/web/article/list')).toMatchObject({ category: 'policy' });

    await user.click(within(list).getByRole('button', { name: `管理附件：${policy.title}` }));
    await waitFor(() => expect(view.currentPath()).toBe(`${address}?id=${policy.id}`));
    const panel = await screen.findByRole('region', { name: `“${policy.title}”的附件` });
    expect(await within(panel).findByText('暂无附件')).toBeVisible();
    expect(within(list).getByRole('button', { name: `管理附件：${policy.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: '查看公开页面' })).toHaveAttribute(
      'href',
      `/dynamics/detail?id=${policy.id}`,
    );
  });

  it('lists 运营动态 when that section is chosen', async () => {
    const user = userEvent.setup();
    const view = renderPortal(address, server(), { signedInAs: contentEditor });
    await screen.findByRole('list', { name: '文章列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '栏目' }), 'operation');
    expect(await screen.findByText(news.title)).toBeVisible();
    expect(await view.lastBody('/web/article/list')).toMatchObject({ category: 'operation' });
  });

  it('says so in place when the chosen article is no longer on the site', async () => {
    renderPortal(`${address}?id=${policy.id}`, server({ missing: true }), {
      signedInAs: contentEditor,
    });
    expect(await screen.findByText(/所选文章不存在或已撤下/)).toBeVisible();
    expect(screen.queryByRole('region', { name: /的附件$/ })).not.toBeInTheDocument();
  });

  it('is for content editors only', async () => {
    const view = renderPortal(address, server(), { signedInAs: reviewer });
    await waitFor(() => expect(view.currentPath()).toBe('/403'));
  });
});
