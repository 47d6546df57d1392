import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { renderApp, signIn } from '../app/render-app';
import { announcementSummary, applicationId, sampleSummary } from './application-samples';

const applications = [
  sampleSummary(1, 'draft', { domainName: '金融专区' }),
  sampleSummary(2, 'firstReview', { domainName: '医疗健康专区', overdue: true }),
  sampleSummary(3, 'rejected', { domainName: '交通出行专区', round: 2 }),
  sampleSummary(4, 'firstReview', { domainName: '文旅专区' }),
];

const notice = announcementSummary(1, '关于金融专区开放入驻申请的公告');

const { server, install } = startMswApi(
  http.post(apiUrl('/second/domain-application/list'), () =>
    ok({ list: applications, total: applications.length, page: 1, pageSize: 100 }),
  ),
  http.post(apiUrl('/second/announcement/list'), () =>
    ok({ list: [notice], total: 1, page: 1, pageSize: 6 }),
  ),
  http.post(apiUrl('/second/announcement/detail'), () =>
    ok({
      ...notice,
      content: '<p>金融专区自即日起受理入驻申请。</p>',
    }),
  ),
);

describe('工作台 of a legal person', () => {
  it('counts the applications per state and lists each with domain, state, round and links', async () => {
    install();
    signIn();
    renderApp('/workspace/home');
    const tabs = await screen.findByRole('tablist', { name: '按状态筛选入驻申请' });
    expect(within(tabs).getByRole('tab', { name: '全部（4）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: '初审中（2）' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: '草稿（1）' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: '已通过（0）' })).toBeVisible();

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    const draft = within(panel).getByRole('listitem', { name: '金融专区' });
    expect(within(draft).getByText('草稿')).toBeVisible();
    expect(within(draft).getByText('第 1 轮')).toBeVisible();
    expect(within(draft).getByText('提交后生成')).toBeVisible();
    expect(within(draft).getByRole('link', { name: '继续填写：金融专区' })).toHaveAttribute(
      'href',
      `/workspace/domain/apply?id=${applicationId(1)}`,
    );
    const rejected = within(panel).getByRole('listitem', { name: '交通出行专区' });
    expect(within(rejected).getByText('第 2 轮')).toBeVisible();
    expect(rejected).toHaveTextContent('受理编号：JS2026000003');
    expect(within(rejected).getByRole('link', { name: '查看原因：交通出行专区' })).toHaveAttribute(
      'href',
      `/workspace/domain/reject-result?id=${applicationId(3)}`,
    );
    const overdue = within(panel).getByRole('listitem', { name: '医疗健康专区' });
    expect(within(overdue).getByText('审核已超时')).toBeVisible();
    expect(within(overdue).getByRole('link', { name: '查看详情：医疗健康专区' })).toHaveAttribute(
      'href',
      `/workspace/domain/detail?id=${applicationId(2)}`,
    );
  });

  it('searches the applications by case number and says so when none matches', async () => {
    const user = userEvent.setup();
    const keywords: unknown[] = [];
    install();
    server.use(
      http.post(apiUrl('/second/domain-application/list'), async ({ request }) => {
        const body = (await request.json()) as { keyword?: string };
        keywords.push(body.keyword);
        const found = applications.filter((item) => item.caseNumber === body.keyword);
        return ok({
          list: body.keyword === undefined ? applications : found,
          total: body.keyword === undefined ? applications.length : found.length,
          page: 1,
          pageSize: 100,
        });
      }),
    );
    signIn();
    renderApp('/workspace/home');
    const search = await screen.findByRole('search', { name: '搜索我的入驻申请' });
    await user.type(within(search).getByRole('searchbox'), 'JS2026000003');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    const tabs = await screen.findByRole('tablist', { name: '按状态筛选入驻申请' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: '全部（1）' })).toBeVisible());
    expect(screen.getByRole('listitem', { name: '交通出行专区' })).toBeVisible();
    expect(keywords).toEqual([undefined, 'JS2026000003']);

    await user.clear(within(search).getByRole('searchbox'));
    await user.type(within(search).getByRole('searchbox'), 'JS2099000001');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('heading', { name: '没有找到匹配的申请' })).toBeVisible();
  });

  it('shows only the chosen state in the panel, and says so when a state has none', async () => {
    install();
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/workspace/home');
    await user.click(await screen.findByRole('tab', { name: '初审中（2）' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '初审中（2）' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['医疗健康专区', '文旅专区']);
    expect(router.state.location.search).toBe('?state=firstReview');
    await user.click(screen.getByRole('tab', { name: '已撤回（0）' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText('没有处于“已撤回”状态的申请。'),
    ).toBeVisible();
  });

  it('invites a unit without applications to apply', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/list'), () =>
        ok({ list: [], total: 0, page: 1, pageSize: 100 }),
      ),
    );
    install();
    signIn();
    renderApp('/workspace/home');
    expect(await screen.findByRole('heading', { name: '还没有入驻申请' })).toBeVisible();
    const section = screen.getByRole('region', { name: '我的入驻申请' });
    expect(within(section).getByRole('link', { name: /新建入驻申请/ })).toHaveAttribute(
      'href',
      '/workspace/domain/apply',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a failed load with 重试', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/list'), () => fail(5000, '申请服务暂时不可用')),
    );
    install();
    signIn();
    renderApp('/workspace/home');
    expect(await screen.findByText('申请服务暂时不可用')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });

  it('offers the shortcuts and opens an announcement', async () => {
    install();
    signIn();
    const user = userEvent.setup();
    renderApp('/workspace/home');
    const shortcuts = await screen.findByRole('region', { name: '快捷入口' });
    expect(within(shortcuts).getByRole('link', { name: /专区合集/ })).toHaveAttribute(
      'href',
      '/applylist',
    );
    expect(within(shortcuts).getByRole('link', { name: /用户详情/ })).toHaveAttribute(
      'href',
      '/workspace/user/detail',
    );
    await user.click(await screen.findByRole('button', { name: /关于金融专区开放入驻申请的公告/ }));
    const dialog = await screen.findByRole('dialog', { name: '关于金融专区开放入驻申请的公告' });
    expect(await within(dialog).findByText('金融专区自即日起受理入驻申请。')).toBeVisible();
  });

  it('sends an operator to the review workspace', async () => {
    server.use(
      http.post(apiUrl('/primary/review/queue'), () =>
        ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      ),
    );
    install();
    window.localStorage.setItem(
      'AuthState',
      JSON.stringify({
        token: 'op-token',
        userType: 'primary',
        name: '李审',
        corName: '',
        rights: ['domain:first-review'],
      }),
    );
    const { router } = renderApp('/workspace/home');
    expect(await screen.findByRole('heading', { level: 1, name: '审核工作台' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/workerhome');
  });
});
