/**
 * 专区管理: the domain table (state badge, time limits, cases, commitment version), the state filter in
 * the address, 暂停受理 after confirmation with the refusal shown in the dialog, the commitment dialog
 * publishing a new version, the form's checks, and the empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';
import { administrator, bodyOf, page } from '../admin/admin-samples';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';

type DomainAdminSummary = components['schemas']['DomainAdminSummary'];
type DomainCommitmentVersion = components['schemas']['DomainCommitmentVersion'];

const domainsPath = '/workspace/admin/domains';

function sampleDomain(n: number, overrides: Partial<DomainAdminSummary> = {}): DomainAdminSummary {
  return {
    id: `d1000000-0000-4000-8000-00000000000${String(n)}`,
    code: 'transport',
    name: '交通出行专区',
    summary: '交通出行公共数据的授权运营',
    sortOrder: n,
    firstReviewDays: 5,
    finalReviewDays: 7,
    acceptingApplications: true,
    caseCount: 12,
    commitmentVersion: 2,
    updatedAt: '2026-11-20T01:05:00.000Z',
    ...overrides,
  };
}

const transport = sampleDomain(1);
const finance = sampleDomain(2, {
  code: 'finance',
  name: '金融专区',
  acceptingApplications: false,
  caseCount: 3,
  commitmentVersion: null,
});

const versions: DomainCommitmentVersion[] = [
  {
    version: 2,
    body: '<p>第二版：数据不出域。</p>',
    createdAt: '2026-11-01T02:00:00.000Z',
    createdByName: '王强',
  },
  {
    version: 1,
    body: '<p>第一版承诺。</p>',
    createdAt: '2026-06-01T02:00:00.000Z',
    createdByName: '平台运营方',
  },
];

function server(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/primary/domain-admin/list': () => page([transport, finance]),
    '/primary/domain-admin/commitment-list': () =>
      envelopeResponse(0, '', { domainId: transport.id, list: versions }),
    ...overrides,
  };
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name) !== null);
  if (row === undefined) throw new Error(`no row for ${name}`);
  return row;
}

describe('专区管理', () => {
  it('lists every domain with its state, limits, cases and commitment version', async () => {
    renderPortal(domainsPath, server(), { signedInAs: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: '专区管理' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '数据专区列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['专区', '状态', '审核时限', '案件数', '承诺书', '排序', '更新时间', '操作']);
    const open = rowOf(table, '交通出行专区');
    expect(within(open).getByText('受理中')).toBeVisible();
    expect(within(open).getByText('初审 5 / 终审 7 个工作日')).toBeVisible();
    expect(within(open).getByText('第 2 版')).toBeVisible();
    expect(within(open).getByRole('button', { name: '暂停受理：交通出行专区' })).toBeVisible();
    const closed = rowOf(table, '金融专区');
    expect(within(closed).getByText('已关闭')).toBeVisible();
    expect(within(closed).getByText('未发布')).toBeVisible();
    expect(within(closed).getByRole('button', { name: '开放受理：金融专区' })).toBeVisible();
    // A closed domain's materials are set up before it opens: the link names it in 入驻材料配置.
    const materials = within(closed).getByRole('link', { name: '入驻材料：金融专区' });
    expect(materials).toHaveAttribute(
      'href',
      `/workspace/content/entry-config?domainId=${finance.id}`,
    );
    const navigation = screen.getByRole('navigation', { name: '工作台导航' });
    expect(within(navigation).getByRole('link', { name: '专区管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends the state filter from the address', async () => {
    const asked: unknown[] = [];
    renderPortal(
      `${domainsPath}?state=closed`,
      server({
        '/primary/domain-admin/list': async (request) => {
          asked.push(await bodyOf(request));
          return page([finance]);
        },
      }),
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '数据专区列表' });
    expect(asked[0]).toMatchObject({ acceptingApplications: false });
    expect(screen.getByLabelText('受理状态')).toHaveValue('closed');
  });

  it('closes a domain after confirmation, showing a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      domainsPath,
      server({
        '/primary/domain-admin/close': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(4011, '数据专区不存在')
            : envelopeResponse(0, '', { ...transport, acceptingApplications: false });
        },
      }),
      { signedInAs: administrator },
    );
    const table = await screen.findByRole('table', { name: '数据专区列表' });
    await user.click(
      within(rowOf(table, '交通出行专区')).getByRole('button', { name: '暂停受理：交通出行专区' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/已有的 12 件案件照常审核/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '暂停受理' }));
    expect(await within(dialog).findByText('数据专区不存在')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '暂停受理' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('交通出行专区已暂停受理新的入驻申请')).toBeVisible();
  });

  it('shows the commitment versions and publishes the next one', async () => {
    const user = userEvent.setup();
    const published: unknown[] = [];
    renderPortal(
      domainsPath,
      server({
        '/primary/domain-admin/commitment-new': async (request) => {
          published.push(await bodyOf(request));
          return envelopeResponse(0, '', { ...versions[0], version: 3 });
        },
      }),
      { signedInAs: administrator },
    );
    const table = await screen.findByRole('table', { name: '数据专区列表' });
    await user.click(
      within(rowOf(table, '交通出行专区')).getByRole('button', {
        name: '编辑交通出行专区的承诺书',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '交通出行专区 · 承诺书' });
    expect(await within(dialog).findByText('现行第 2 版')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: '历史版本' })).toBeVisible();
    expect(within(dialog).getByText('平台运营方 发布于 2026年6月1日 10:00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '发布第 3 版' }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({ domainId: transport.id });
    expect(await screen.findByText('承诺书第 3 版已发布')).toBeVisible();
  });

  it('checks the new domain form before sending', async () => {
    const user = userEvent.setup();
    let sent = 0;
    renderPortal(
      domainsPath,
      server({
        '/primary/domain-admin/new': () => {
          sent += 1;
          return envelopeResponse(4090, '专区编码“transport”已被其他专区使用，请换一个编码');
        },
      }),
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '数据专区列表' });
    await user.click(screen.getByRole('button', { name: '新增专区' }));
    const dialog = await screen.findByRole('dialog', { name: '新增专区' });
    await user.clear(within(dialog).getByLabelText(/初审时限/));
    await user.type(within(dialog).getByLabelText(/初审时限/), '40');
    await user.type(within(dialog).getByLabelText(/专区编码/), 'Bad Code');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写专区名称')).toBeVisible();
    expect(within(dialog).getByText(/请填写专区编码/)).toBeVisible();
    expect(within(dialog).getByText('请填写 1–30 之间的整数')).toBeVisible();
    expect(within(dialog).getByText('请填写专区介绍与入驻条件')).toBeVisible();
    expect(sent).toBe(0);
  });

  it('says so when there are no domains', async () => {
    renderPortal(domainsPath, server({ '/primary/domain-admin/list': () => page([]) }), {
      signedInAs: administrator,
    });
    expect(await screen.findByText('还没有数据专区')).toBeVisible();
    expect(screen.getByText('点击“新增专区”开设第一个数据专区。')).toBeVisible();
  });
});
