import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { renderApp } from '../app/render-app';
import { sampleDomain, sampleDomainDetail } from './content-samples';

const domains = [
  sampleDomain(0),
  sampleDomain(1, { acceptingApplications: false, enteredCount: 0 }),
];

const { server, install } = startMswApi(
  http.post(apiUrl('/web/domain/list'), () =>
    ok({ list: domains, total: domains.length, page: 1, pageSize: 10 }),
  ),
  http.get(apiUrl('/web/domain/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const domain = domains.find((candidate) => candidate.id === id);
    return domain === undefined ? fail(4011, '记录不存在') : ok(sampleDomainDetail(domain));
  }),
);

describe('专区合集', () => {
  it('lists the domains with summary, review time, entered units and whether they accept', async () => {
    install();
    renderApp('/applylist');
    const finance = await screen.findByRole('listitem', { name: '金融专区' });
    expect(
      within(finance).getByText('汇聚普惠金融相关的公共数据，支持信贷风控与企业服务场景。'),
    ).toBeVisible();
    expect(within(finance).getByText('每个环节 5 个工作日')).toBeVisible();
    expect(within(finance).getByText('3 家')).toBeVisible();
    expect(within(finance).getByRole('link', { name: '申请入驻：金融专区' })).toHaveAttribute(
      'href',
      `/workspace/domain/apply?domainId=${domains[0]?.id ?? ''}`,
    );
    const health = screen.getByRole('listitem', { name: '医疗健康专区' });
    expect(within(health).getByRole('button', { name: '暂停受理入驻申请' })).toBeDisabled();
    expect(within(health).queryByRole('link', { name: /申请入驻/ })).not.toBeInTheDocument();
  });

  it('opens and closes a domain’s entry requirements', async () => {
    install();
    const user = userEvent.setup();
    renderApp('/applylist');
    const finance = await screen.findByRole('listitem', { name: '金融专区' });
    const toggle = within(finance).getByRole('button', { name: /查看入驻要求/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await within(finance).findByText('营业执照')).toBeVisible();
    expect(within(finance).getByText('格式：PDF、JPG')).toBeVisible();
    expect(within(finance).getByText('大小不超过 10 MB')).toBeVisible();
    expect(within(finance).getByText('大小不超过 512 KB')).toBeVisible();
    expect(within(finance).getByText('必需')).toBeVisible();
    expect(within(finance).getByText('申请单位应为在江苏省内依法登记的企业法人。')).toBeVisible();
    await user.click(within(finance).getByRole('button', { name: /收起入驻要求/ }));
    expect(within(finance).getByRole('button', { name: /查看入驻要求/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('arrives from the home page with the chosen domain’s requirements open', async () => {
    install();
    renderApp('/applylist?domain=health');
    const health = await screen.findByRole('listitem', { name: '医疗健康专区' });
    expect(await within(health).findByText('数据安全承诺书')).toBeVisible();
  });

  it('shows a failed load with 重试', async () => {
    server.use(http.post(apiUrl('/web/domain/list'), () => fail(5000, '专区服务暂时不可用')));
    install();
    renderApp('/applylist');
    expect(await screen.findByText('专区服务暂时不可用')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });

  it('says so when there is no domain', async () => {
    server.use(
      http.post(apiUrl('/web/domain/list'), () =>
        ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      ),
    );
    install();
    renderApp('/applylist');
    expect(await screen.findByText('暂无数据专区')).toBeVisible();
  });
});
