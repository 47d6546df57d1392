import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { currentAddress, expectEndedAtNotFound, renderApp } from '../app/render-app';
import { articleId, sampleArticleDetail } from './content-samples';

const requested: string[] = [];

const { server, install } = startMswApi(
  http.get(apiUrl('/web/article/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    requested.push(id);
    const n = Number(id.slice(-12));
    return ok(
      sampleArticleDetail(n, {
        title: `第${n}篇全文`,
        category: 'policy',
        source: '江苏省人民政府办公厅',
        publishedAt: '2026-03-05T02:00:00.000Z',
        previous: n > 1 ? { id: articleId(n - 1), title: `第${n - 1}篇全文` } : null,
        next: { id: articleId(n + 1), title: `第${n + 1}篇全文` },
      }),
    );
  }),
);

describe('the article detail page', () => {
  it('shows title, source, date and the sanitised body, and moves to the previous and next', async () => {
    requested.length = 0;
    install();
    const user = userEvent.setup();
    const { router } = renderApp(`/dynamics/detail?id=${articleId(2)}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: '第2篇全文' })).toBeVisible();
    expect(within(article).getByText('江苏省人民政府办公厅', { exact: false })).toBeVisible();
    expect(within(article).getByText('2026-03-05')).toBeVisible();
    expect(within(article).getByRole('heading', { name: '会议要点' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: '下一篇：第3篇全文' }));
    expect(await screen.findByRole('heading', { name: '第3篇全文' })).toBeVisible();
    expect(currentAddress(router)).toBe(`/dynamics/detail?id=${articleId(3)}`);

    await user.click(screen.getByRole('link', { name: '上一篇：第2篇全文' }));
    expect(await screen.findByRole('heading', { name: '第2篇全文' })).toBeVisible();
    expect(requested).toEqual([articleId(2), articleId(3), articleId(2)]);
  });

  it('says 没有了 at the newest article and leads back to its list', async () => {
    install();
    renderApp(`/dynamics/detail?id=${articleId(1)}`);
    await screen.findByRole('heading', { name: '第1篇全文' });
    const neighbours = screen.getByRole('navigation', { name: '相邻文章' });
    expect(within(neighbours).getByText('没有了')).toBeVisible();
    expect(screen.getByRole('link', { name: '返回政策动态' })).toHaveAttribute('href', '/policy');
  });

  it('removes script from the body before it enters the page', async () => {
    server.use(
      http.get(apiUrl('/web/article/detail'), () =>
        ok(
          sampleArticleDetail(5, {
            content:
              '<p onclick="steal()">正文</p><script>window.hacked = true</script><img src=x onerror="steal()">',
          }),
        ),
      ),
    );
    install();
    renderApp(`/dynamics/detail?id=${articleId(5)}`);
    const text = await screen.findByText('正文');
    expect(text).not.toHaveAttribute('onclick');
    expect(screen.getByRole('article').innerHTML).not.toMatch(/<script|<img|onerror/);
  });

  it('ends at /404 for an id the server does not know (4011), Back returning to the page before', async () => {
    server.use(http.get(apiUrl('/web/article/detail'), () => fail(4011, '记录不存在')));
    const api = install();
    const { router } = renderApp(`/dynamics/detail?id=${articleId(999)}`, { from: '/403' });
    await expectEndedAtNotFound(router, '/403');
    expect(api.navigate).not.toHaveBeenCalled();
  });

  it.each(['/dynamics/detail?id=not-an-id', '/dynamics/detail?id=', '/dynamics/detail'])(
    'ends at /404 for %s, whose id cannot name a record, without asking the server',
    async (url) => {
      requested.length = 0;
      install();
      const { router } = renderApp(url, { from: '/403' });
      await expectEndedAtNotFound(router, '/403');
      expect(requested).toEqual([]);
    },
  );

  it('lists its 附件 under the body as plain download links with their sizes', async () => {
    const download = (id: string) =>
      `/alpha-portal/api/v1/web/content-attachment/download?id=${id}`;
    server.use(
      http.get(apiUrl('/web/article/detail'), () =>
        ok(
          sampleArticleDetail(6, {
            attachments: [
              {
                id: 'a0000000-0000-4000-8000-000000000001',
                name: '江苏省公共数据授权运营管理办法.pdf',
                size: 2.5 * 1024 * 1024,
                contentType: 'application/pdf',
                uploadedAt: '2026-03-05T02:00:00.000Z',
                downloadUrl: download('a0000000-0000-4000-8000-000000000001'),
              },
              {
                id: 'a0000000-0000-4000-8000-000000000002',
                name: '政策解读.docx',
                size: 800,
                contentType:
                  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                uploadedAt: '2026-03-05T02:00:00.000Z',
                downloadUrl: download('a0000000-0000-4000-8000-000000000002'),
              },
            ],
          }),
        ),
      ),
    );
    install();
    renderApp(`/dynamics/detail?id=${articleId(6)}`);
    const attachments = await screen.findByRole('region', { name: '附件' });
    expect(within(attachments).getByText('共 2 个')).toBeVisible();
    const links = within(attachments).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '江苏省公共数据授权运营管理办法.pdf',
      '政策解读.docx',
    ]);
    expect(
      within(attachments).getByRole('link', {
        name: '江苏省公共数据授权运营管理办法.pdf（2.5 MB，下载附件）',
      }),
    ).toHaveAttribute('href', download('a0000000-0000-4000-8000-000000000001'));
    expect(within(attachments).getByText('800 B')).toBeVisible();
  });

  it('draws no 附件 section for an article without attachments', async () => {
    install();
    renderApp(`/dynamics/detail?id=${articleId(4)}`);
    await screen.findByRole('heading', { name: '第4篇全文' });
    expect(screen.queryByRole('region', { name: '附件' })).not.toBeInTheDocument();
  });

  it('shows a failed load with 重试', async () => {
    server.use(http.get(apiUrl('/web/article/detail'), () => fail(5000, '服务暂时不可用')));
    install();
    renderApp(`/dynamics/detail?id=${articleId(7)}`);
    expect(await screen.findByText('服务暂时不可用')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
