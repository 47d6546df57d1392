import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { currentAddress, installFakeApi, renderApp } from '../app/render-app';

describe('the home page', () => {
  it('offers the six service entrances as links', async () => {
    installFakeApi();
    renderApp('/home');
    const services = await screen.findByRole('region', { name: '服务入口' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['数据资源', '/dataResource'],
      ['数据产品', '/dataProduct'],
      ['专区合集', '/applylist'],
      ['运营动态', '/dynamics'],
      ['政策动态', '/policy'],
      ['关于平台', '/about'],
    ]);
  });

  it('shows the platform notice from the content wall', async () => {
    installFakeApi();
    renderApp('/home');
    const notice = await screen.findByRole('region', { name: '平台公告' });
    expect(await within(notice).findByText('金融、医疗健康专区已开放入驻申请。')).toBeVisible();
    expect(within(notice).getByRole('heading', { name: '平台服务公告' })).toBeVisible();
  });

  it('says there is no notice when none is published', async () => {
    installFakeApi(() => envelopeResponse(0, '操作成功', null));
    renderApp('/home');
    expect(await screen.findByText('暂无平台公告')).toBeVisible();
  });

  it('links to the about page and to the 13 city portals', async () => {
    installFakeApi();
    renderApp('/home');
    const about = await screen.findByRole('region', { name: '关于平台' });
    expect(within(about).getByRole('link', { name: /了解更多/ })).toHaveAttribute('href', '/about');
    const cities = screen.getByRole('region', { name: '设区市专区' });
    expect(within(cities).getAllByRole('link')).toHaveLength(13);
  });

  it('searches from the hero search box', async () => {
    installFakeApi();
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
