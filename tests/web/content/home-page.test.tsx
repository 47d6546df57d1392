import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { currentAddress, renderApp } from '../app/render-app';
import { homeHandlers, sampleStatistics } from './content-samples';

const { server, install } = startMswApi(...homeHandlers);

describe('the home page', () => {
  it('shows the figures the server computed, and — with a reason where none can be computed', async () => {
    install();
    renderApp('/home');
    const figures = await screen.findByRole('region', { name: '平台数据概览' });
    expect(await within(figures).findByText('3,210')).toBeVisible();
    expect(within(figures).getByText('64')).toBeVisible();
    expect(within(figures).getByText('38')).toBeVisible();
    expect(within(figures).getAllByText('—')).toHaveLength(2);
    expect(within(figures).getAllByText('尚无办结申请')).toHaveLength(2);
  });

  it('shows the approval rate and the median review time once applications are decided', async () => {
    server.use(
      http.get(apiUrl('/web/home/statistics'), () =>
        ok({
          ...sampleStatistics,
          applicationCount: 12,
          approvedCount: 9,
          approvalRate: 0.75,
          medianReviewHours: 60,
        }),
      ),
    );
    install();
    renderApp('/home');
    const figures = await screen.findByRole('region', { name: '平台数据概览' });
    expect(await within(figures).findByText('75%')).toBeVisible();
    expect(within(figures).getByText('2.5 天')).toBeVisible();
    expect(within(figures).getByText('已通过 9 件')).toBeVisible();
  });

  it('keeps the other sections when one fails, and reloads the failed one on 重试', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/web/home/statistics'), () =>
        failing ? fail(5000, '统计服务暂时不可用') : ok(sampleStatistics),
      ),
    );
    install();
    const user = userEvent.setup();
    renderApp('/home');
    const figures = await screen.findByRole('region', { name: '平台数据概览' });
    expect(await within(figures).findByText('统计服务暂时不可用')).toBeVisible();
    const news = screen.getByRole('region', { name: '运营动态' });
    expect(await within(news).findByRole('link', { name: '运营动态标题1' })).toBeVisible();
    failing = false;
    await user.click(within(figures).getByRole('button', { name: '重试' }));
    expect(await within(figures).findByText('3,210')).toBeVisible();
  });

  it('features resources and products, linking to their detail pages', async () => {
    install();
    renderApp('/home');
    const resources = await screen.findByRole('region', { name: '精选数据资源' });
    const resource = await within(resources).findByRole('link', {
      name: '高速公路收费站通行流量数据1',
    });
    expect(resource).toHaveAttribute(
      'href',
      '/dataResource/detail?id=10000000-0000-4000-8000-000000000001',
    );
    const products = screen.getByRole('region', { name: '数据产品' });
    expect(
      await within(products).findByRole('link', { name: '普惠金融企业画像1' }),
    ).toHaveAttribute('href', '/dataProduct/detail?id=20000000-0000-4000-8000-000000000001');
  });

  it('lists the latest news, policy and notices, each with a link to its list', async () => {
    install();
    renderApp('/home');
    const policy = await screen.findByRole('region', { name: '政策动态' });
    expect(await within(policy).findByRole('link', { name: '政策文件标题1' })).toHaveAttribute(
      'href',
      '/dynamics/detail?id=00000000-0000-4000-8000-000000000011',
    );
    expect(within(policy).getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/policy');
    const notices = screen.getByRole('region', { name: '通知公告' });
    expect(within(notices).getByRole('link', { name: /更多/ })).toHaveAttribute(
      'href',
      '/dynamics?category=notice',
    );
  });

  it('shows the domains, each leading to 专区合集', async () => {
    install();
    renderApp('/home');
    const domains = await screen.findByRole('region', { name: '数据专区' });
    expect(await within(domains).findByRole('link', { name: '金融专区' })).toHaveAttribute(
      'href',
      '/applylist?domain=finance',
    );
    expect(within(domains).getAllByText('受理中')).toHaveLength(2);
  });

  it('offers the six service entrances, the platform notice and the 13 city portals', async () => {
    install();
    renderApp('/home');
    const services = await screen.findByRole('region', { name: '服务入口' });
    expect(within(services).getAllByRole('link')).toHaveLength(6);
    const notice = screen.getByRole('region', { name: '平台公告' });
    expect(await within(notice).findByText('金融、医疗健康专区已开放入驻申请。')).toBeVisible();
    const cities = screen.getByRole('region', { name: '设区市专区' });
    expect(within(cities).getAllByRole('link')).toHaveLength(13);
  });

  it('says there is no platform notice when none is published', async () => {
    server.use(http.get(apiUrl('/content-config/wall/'), () => ok([])));
    install();
    renderApp('/home');
    expect(await screen.findByText('暂无平台公告')).toBeVisible();
  });

  it('searches from the hero search box', async () => {
    server.use(
      http.get(apiUrl('/web/search'), () =>
        ok({
          list: [],
          total: 0,
          page: 1,
          pageSize: 10,
          counts: { resource: 0, product: 0, article: 0 },
        }),
      ),
    );
    install();
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    await user.type(
      await screen.findByRole('searchbox', { name: '搜索公共数据资源、数据产品和政策资讯' }),
      '医疗',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
    expect(currentAddress(router)).toBe(`/search?keyword=${encodeURIComponent('医疗')}`);
  });
});
