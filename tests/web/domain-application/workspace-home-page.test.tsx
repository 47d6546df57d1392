import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { renderApp, signIn } from '../app/render-app';
import {
  announcementSummary,
  applicationId,
  financeDomainId,
  healthDomainId,
  sampleSummary,
} from './application-samples';

const applications = [
  sampleSummary(1, 'draft', { domainName: '金融专区' }),
  sampleSummary(2, 'firstReview', { domainName: '医疗健康专区', overdue: true }),
  sampleSummary(3, 'rejected', { domainName: '交通出行专区', round: 2 }),
  sampleSummary(4, 'firstReview', { domainName: '文旅专区' }),
];

const notice = announcementSummary(1, '关于金融专区开放入驻申请的公告');

const appliedDomains = [
  { id: financeDomainId, name: '金融专区', acceptingApplications: true },
  { id: healthDomainId, name: '医疗健康专区', acceptingApplications: false },
];

const { server, install } = startMswApi(
  http.post(apiUrl('/second/domain-application/list'), () =>
    ok({ list: applications, total: applications.length, page: 1, pageSize: 100 }),
  ),
  http.post(apiUrl('/second/domain-application/domains'), () => ok(appliedDomains)),
  http.post(apiUrl('/second/announcement/list'), () =>
    ok({ list: [notice], total: 1, page: 1, pageSize: 6 }),
  ),
  http.post(apiUrl('/second/announcement/detail'), () =>
    ok({
      ...notice,
      content: '<p>金融专区自即日起受理入驻申请。</p>',
      attachments: [
        {
          id: 'a0000000-0000-4000-8000-000000000001',
          name: '金融专区入驻指南.pdf',
          size: 1536,
          contentType: 'application/pdf',
          uploadedAt: '2026-11-20T02:00:00.000Z',
          downloadUrl:
            '/alpha-portal/api/v1/web/content-attachment/download?id=a0000000-0000-4000-8000-000000000001',
        },
      ],
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

  it('filters by domain and submission date, keeps them in the address and says when none matches', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    install();
    server.use(
      http.post(apiUrl('/second/domain-application/list'), async ({ request }) => {
        const body = (await request.json()) as { domainId?: string };
        bodies.push(body);
        const found = body.domainId === healthDomainId ? [] : applications;
        return ok({ list: found, total: found.length, page: 1, pageSize: 100 });
      }),
    );
    signIn();
    const { router } = renderApp('/workspace/home');
    const filters = await screen.findByRole('form', { name: '筛选我的入驻申请' });
    const domain = within(filters).getByRole('combobox', { name: '申请专区' });
    await waitFor(() =>
      expect(
        within(domain)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部专区', '金融专区', '医疗健康专区（已暂停受理）']),
    );
    await user.selectOptions(domain, '金融专区');
    await user.type(within(filters).getByLabelText('提交日期起'), '2026-03-01');
    await user.type(within(filters).getByLabelText('提交日期止'), '2026-03-31');
    await user.click(within(filters).getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?domainId=${financeDomainId}&dateFrom=2026-03-01&dateTo=2026-03-31`,
      ),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        domainId: financeDomainId,
        dateFrom: '2026-02-28T16:00:00.000Z',
        dateTo: '2026-03-31T15:59:59.999Z',
        page: 1,
        pageSize: 100,
      }),
    );
    expect(await screen.findByRole('tab', { name: '全部（4）' })).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: '申请专区' }),
      '医疗健康专区（已暂停受理）',
    );
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('heading', { name: '没有找到匹配的申请' })).toBeVisible();
    expect(
      screen.getByText('没有符合筛选条件的申请，可以调整条件后再查询，或清空筛选。'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tab', { name: '全部（4）' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: '申请专区' })).toHaveValue('');
    expect(screen.getByLabelText('提交日期起')).toHaveValue('');
  });

  it('refuses a submission start date after its end and asks nothing', async () => {
    const user = userEvent.setup();
    let requests = 0;
    install();
    server.use(
      http.post(apiUrl('/second/domain-application/list'), () => {
        requests += 1;
        return ok({ list: applications, total: applications.length, page: 1, pageSize: 100 });
      }),
    );
    signIn();
    const { router } = renderApp('/workspace/home');
    await screen.findByRole('tab', { name: '全部（4）' });
    await user.type(screen.getByLabelText('提交日期起'), '2026-03-31');
    await user.type(screen.getByLabelText('提交日期止'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '提交日期的开始日期不能晚于结束日期',
    );
    expect(router.state.location.search).toBe('');
    expect(requests).toBe(1);
  });

  it('opens with the filters of the address', async () => {
    const bodies: unknown[] = [];
    install();
    server.use(
      http.post(apiUrl('/second/domain-application/list'), async ({ request }) => {
        bodies.push(await request.json());
        return ok({ list: applications, total: applications.length, page: 1, pageSize: 100 });
      }),
    );
    signIn();
    renderApp(`/workspace/home?domainId=${healthDomainId}&dateFrom=2026-03-02&keyword=JS2026`);
    expect(await screen.findByRole('tab', { name: '全部（4）' })).toBeVisible();
    expect(bodies).toEqual([
      {
        keyword: 'JS2026',
        domainId: healthDomainId,
        dateFrom: '2026-03-01T16:00:00.000Z',
        page: 1,
        pageSize: 100,
      },
    ]);
    expect(screen.getByLabelText('提交日期起')).toHaveValue('2026-03-02');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '申请专区' })).toHaveValue(healthDomainId),
    );
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

  it('invites a unit without applications to apply, with nothing to filter', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/list'), () =>
        ok({ list: [], total: 0, page: 1, pageSize: 100 }),
      ),
      http.post(apiUrl('/second/domain-application/domains'), () => ok([])),
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
    expect(screen.queryByRole('form', { name: '筛选我的入驻申请' })).not.toBeInTheDocument();
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
    const attachments = within(dialog).getByRole('region', { name: '附件' });
    expect(
      within(attachments).getByRole('link', { name: '金融专区入驻指南.pdf（1.5 KB，下载附件）' }),
    ).toHaveAttribute(
      'href',
      '/alpha-portal/api/v1/web/content-attachment/download?id=a0000000-0000-4000-8000-000000000001',
    );
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
