import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentAddress, installFakeApi, renderApp, signIn } from '../app/render-app';

describe('the public header', () => {
  beforeEach(() => {
    installFakeApi();
  });

  it('searches from the labelled search box', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/policy');
    const header = await screen.findByRole('banner');
    const input = within(header).getByRole('searchbox', { name: '搜索数据资源、数据产品和资讯' });
    await user.type(input, '  企业信用 ');
    await user.click(within(header).getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
    expect(currentAddress(router)).toBe(
      `/search?keyword=${encodeURIComponent('企业信用')}`.replace(/%20/g, '+'),
    );
    expect(screen.getByText('“企业信用”的搜索结果')).toBeInTheDocument();
  });

  it('marks the current section in the main navigation', async () => {
    renderApp('/dataResource/detail?id=r-1');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '数据资源' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('offers 登录 that returns to the current page', async () => {
    renderApp('/dynamics?page=2');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/login?preUrl=${encodeURIComponent('/dynamics?page=2')}`,
    );
  });

  it('shows the signed-in person, the company and 工作台 instead of 登录', async () => {
    signIn();
    renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(/王芳 · 江苏数源科技有限公司/)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '工作台' })).toHaveAttribute(
      'href',
      '/workspace/home',
    );
    expect(within(header).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('has a footer with the sponsor, the sample record number and the 13 city portals', async () => {
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('主办单位：江苏省数据局')).toBeInTheDocument();
    expect(within(footer).getByText('苏ICP备00000000号（示例）')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '隐私政策声明' })).toHaveAttribute(
      'href',
      '/richTextCenter',
    );
    const cities = within(footer).getByRole('navigation', { name: '设区市专区' });
    expect(within(cities).getAllByRole('link')).toHaveLength(13);
  });

  it('offers 长辈模式 as a labelled switch that tells whether it is pressed', async () => {
    const user = userEvent.setup();
    renderApp('/dataResource');
    const header = await screen.findByRole('banner');
    const toggle = within(header).getByRole('button', { name: '长辈模式' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-elderly', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-elderly');
  });
});
