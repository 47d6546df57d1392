/**
 * 流程审计: the diagram drawn from the machine with each state's count and overdue mark, the same
 * figures in a table, choosing a state by click or Enter filters the list, filters live in the address
 * and go to the server, paging, the export of the current filters saved as a file, loading errors with
 * 重试, and nothing on the page that could change an application.
 */
import './flow-shims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATES } from '@machines/domain-application/domain-application.types';
import { workflowDiagram } from '@machines/domain-application/workflow-diagram';
import {
  applicationStateLabels as APPLICATION_STATE_NAMES,
  workflowEventLabels,
} from '@machines/domain-application/workflow-labels';
import { envelopeResponse } from '../../support/fake-fetch';
import { apiPathOf, renderPortal } from '../auth/render-portal';
import {
  auditor,
  auditServer,
  bodyOf,
  financeDomainId,
  healthDomainId,
  reviewerChenId,
  summary,
} from './audit-fixtures';
import { spyOnSavedFiles } from './save-file-spy';

afterEach(() => {
  vi.restoreAllMocks();
});

function diagram() {
  return screen.findByRole('application', { name: /专区入驻流程图/ });
}

/** The JSON bodies sent to an API path, in order. */
async function bodiesOf(requests: Request[], path: string) {
  return Promise.all(
    requests.filter((request) => apiPathOf(request) === path).map((request) => bodyOf(request)),
  );
}

describe('流程审计', () => {
  it('draws every state and transition of the machine with its count and the overdue marked', async () => {
    const { fake } = renderPortal('/workspace/audit', auditServer(), { signedInAs: auditor });
    expect(await screen.findByRole('heading', { level: 1, name: '流程审计' })).toBeVisible();
    const drawing = await diagram();
    const machine = workflowDiagram();
    const stages = await within(drawing).findAllByRole('button');
    expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual(
      machine.nodes.map((node) => node.state),
    );
    expect(within(drawing).getByRole('button', { name: '草稿：2 件' })).toBeVisible();
    expect(
      within(drawing).getByRole('button', { name: '初审中：3 件，超时 1 件' }),
    ).toHaveTextContent('超时 1 件');
    expect(within(drawing).getByRole('button', { name: '已通过：5 件' })).toBeVisible();
    expect(within(drawing).getByRole('button', { name: '退回修改：0 件' })).toBeVisible();
    // Every transition of the machine, with the Chinese name of its event.
    const name = (state: string) =>
      APPLICATION_STATE_NAMES[state as keyof typeof APPLICATION_STATE_NAMES];
    const transitions = within(drawing).getAllByRole('img', { name: /经“/ });
    expect(transitions.map((edge) => edge.getAttribute('aria-label')).sort()).toEqual(
      machine.edges
        .map(
          (edge) => `${name(edge.from)} 经“${workflowEventLabels[edge.event]}”到 ${name(edge.to)}`,
        )
        .sort(),
    );
    expect(within(drawing).getAllByText('通过')).toHaveLength(2);
    expect(within(drawing).getAllByText('修改')).toHaveLength(2);
    expect(within(drawing).getByText('撤回')).toBeInTheDocument();
    // The overdue figures are the server's: no list is read to count them.
    const listQueries = await bodiesOf(fake.requests, '/primary/audit/application-list');
    expect(listQueries.every((query) => query.pageSize !== 100)).toBe(true);
  });

  it('gives the same figures in a table, with the total', async () => {
    renderPortal('/workspace/audit', auditServer(), { signedInAs: auditor });
    const table = await screen.findByRole('table', { name: /各流程状态的申请数量/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '流程状态申请数量其中已超时',
      '草稿2—',
      '初审中31',
      '终审中10',
      '已通过5—',
      '已驳回1—',
      '退回修改0—',
      '已撤回1—',
      '合计13',
    ]);
    expect(APPLICATION_STATES).toHaveLength(rows.length - 2);
  });

  it('filters the list by a state chosen in the diagram, by click or by Enter', async () => {
    const user = userEvent.setup();
    const { fake, currentPath } = renderPortal('/workspace/audit', auditServer(), {
      signedInAs: auditor,
    });
    const drawing = await diagram();
    await user.click(await within(drawing).findByRole('button', { name: /^初审中/ }));
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit?state=firstReview'));
    const chosen = within(await diagram()).getByRole('button', { name: /^初审中.*当前筛选/ });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: '当前状态' })).toHaveValue('firstReview');
    const lastList = (await bodiesOf(fake.requests, '/primary/audit/application-list')).at(-1);
    expect(lastList).toEqual({ state: 'firstReview', page: 1, pageSize: 10 });

    const finalReview = within(await diagram()).getByRole('button', { name: /^终审中/ });
    finalReview.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit?state=finalReview'));

    // Choosing the chosen state again shows every application.
    await user.click(within(await diagram()).getByRole('button', { name: /^终审中/ }));
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit'));
  });

  it('reads the filters from the address and sends them, Beijing days as instants', async () => {
    const { fake } = renderPortal(
      `/workspace/audit?domainId=${financeDomainId}&state=approved&from=2026-03-01&to=2026-03-31&reviewerId=${reviewerChenId}`,
      auditServer(),
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    expect(screen.getByRole('combobox', { name: '申请专区' })).toHaveValue(financeDomainId);
    expect(screen.getByLabelText('申请创建日期起')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('申请创建日期止')).toHaveValue('2026-03-31');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '审核人员' })).toHaveValue(reviewerChenId),
    );
    const scope = {
      domainId: financeDomainId,
      dateFrom: '2026-02-28T16:00:00.000Z',
      dateTo: '2026-03-31T15:59:59.999Z',
    };
    expect(await bodiesOf(fake.requests, '/primary/audit/state-counts')).toEqual([scope]);
    expect(await bodiesOf(fake.requests, '/primary/audit/application-list')).toContainEqual({
      ...scope,
      state: 'approved',
      reviewerId: reviewerChenId,
      page: 1,
      pageSize: 10,
    });
  });

  it('writes a changed filter to the address, back to page 1, and asks again', async () => {
    const user = userEvent.setup();
    const { fake, currentPath } = renderPortal('/workspace/audit?page=2', auditServer(), {
      signedInAs: auditor,
    });
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    const domain = screen.getByRole('combobox', { name: '申请专区' });
    await waitFor(() => expect(within(domain).getAllByRole('option')).toHaveLength(3));
    // A closed domain is still a choice: its cases are still audited.
    await user.selectOptions(domain, '医疗健康专区（已暂停受理）');
    await waitFor(() => expect(currentPath()).toBe(`/workspace/audit?domainId=${healthDomainId}`));
    await user.selectOptions(screen.getByRole('combobox', { name: '审核人员' }), '陈静（初审）');
    await waitFor(() =>
      expect(currentPath()).toBe(
        `/workspace/audit?domainId=${healthDomainId}&reviewerId=${reviewerChenId}`,
      ),
    );
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    expect((await bodiesOf(fake.requests, '/primary/audit/application-list')).at(-1)).toEqual({
      domainId: healthDomainId,
      reviewerId: reviewerChenId,
      page: 1,
      pageSize: 10,
    });
    expect((await bodiesOf(fake.requests, '/primary/audit/state-counts')).at(-1)).toEqual({
      domainId: healthDomainId,
    });
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit'));
  });

  it('lists the applications with their state, overdue mark and a link to each trail, page by page', async () => {
    const user = userEvent.setup();
    const page = (n: number) =>
      Array.from({ length: n === 3 ? 5 : 10 }, (_, index) =>
        summary((n - 1) * 10 + index + 1, index === 0 ? 'firstReview' : 'approved', {
          overdue: index === 0,
        }),
      );
    const { fake, currentPath } = renderPortal(
      '/workspace/audit',
      auditServer({
        '/primary/audit/application-list': async (request) => {
          const body = await bodyOf(request);
          const n = typeof body.page === 'number' ? body.page : 1;
          return envelopeResponse(0, '', { list: page(n), total: 25, page: n, pageSize: 10 });
        },
      }),
      { signedInAs: auditor },
    );
    const list = await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('江苏数源科技有限公司');
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toBe('受理编号');
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('JS2026000001');
    expect(within(rows[0]!).getByText('初审中')).toBeVisible();
    expect(within(rows[0]!).getByText('已超时')).toBeVisible();
    expect(within(rows[1]!).queryByText('已超时')).not.toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('link', { name: '查看流程：江苏数源科技有限公司 金融专区' }),
    ).toHaveAttribute(
      'href',
      '/workspace/audit/application?id=a0000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('共 25 条')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit?page=3'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '符合筛选条件的专区入驻申请' })).getAllByRole(
          'row',
        ),
      ).toHaveLength(6),
    );
    expect((await bodiesOf(fake.requests, '/primary/audit/application-list')).at(-1)).toEqual({
      page: 3,
      pageSize: 10,
    });
  });

  it('searches by keyword, such as a case number, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { fake, currentPath } = renderPortal(
      '/workspace/audit',
      auditServer({
        '/primary/audit/application-list': () =>
          envelopeResponse(0, '', {
            list: [summary(7, 'approved')],
            total: 1,
            page: 1,
            pageSize: 10,
          }),
      }),
      { signedInAs: auditor },
    );
    const search = await screen.findByRole('search', { name: '查找申请' });
    await user.type(within(search).getByRole('searchbox'), ' JS2026000007 ');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit?keyword=JS2026000007'));
    await waitFor(async () =>
      expect((await bodiesOf(fake.requests, '/primary/audit/application-list')).at(-1)).toEqual({
        keyword: 'JS2026000007',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderPortal(
      '/workspace/audit?state=returned',
      auditServer({
        '/primary/audit/application-list': () =>
          envelopeResponse(0, '', { list: [], total: 0, page: 1, pageSize: 10 }),
      }),
      { signedInAs: auditor },
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的申请' })).toBeVisible();
    const clearButtons = screen.getAllByRole('button', { name: '清空筛选' });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons[1]!);
    await waitFor(() => expect(currentPath()).toBe('/workspace/audit'));
    expect(await screen.findByRole('heading', { name: '暂无专区入驻申请' })).toBeVisible();
  });

  it('explains that drafts never submitted are counted on the diagram but not listed', async () => {
    renderPortal(
      '/workspace/audit?state=draft',
      auditServer({
        '/primary/audit/application-list': () =>
          envelopeResponse(0, '', { list: [], total: 0, page: 1, pageSize: 10 }),
      }),
      { signedInAs: auditor },
    );
    expect(
      await screen.findByRole('heading', { name: '未提交的草稿不在审计列表中' }),
    ).toBeVisible();
    expect(screen.getByText(/流程图上只统计其数量/)).toBeVisible();
  });

  it('exports the current filters as Excel or CSV and saves the file', async () => {
    const user = userEvent.setup();
    const saved = spyOnSavedFiles();
    const exports: URL[] = [];
    renderPortal(
      `/workspace/audit?domainId=${financeDomainId}&state=firstReview&from=2026-03-01`,
      auditServer({
        '/primary/audit/export': (request) => {
          const url = new URL(request.url);
          exports.push(url);
          const xlsx = url.searchParams.get('format') === 'xlsx';
          return new Response(xlsx ? 'PK-workbook' : '\uFEFF申请单位,事件\n', {
            status: 200,
            headers: xlsx
              ? {
                  'Content-Type':
                    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                  'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('流程记录-20260324.xlsx')}`,
                }
              : { 'Content-Type': 'text/csv; charset=utf-8' },
          });
        },
      }),
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('流程记录-20260324.xlsx');
    expect(await saved[0]?.blob.text()).toBe('PK-workbook');
    const { t: timestamp, ...query } = Object.fromEntries(exports[0]!.searchParams);
    expect(timestamp).toMatch(/^\d+$/);
    expect(query).toEqual({
      format: 'xlsx',
      domainId: financeDomainId,
      state: 'firstReview',
      dateFrom: '2026-02-28T16:00:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toMatch(/^专区入驻流程记录-\d{8}\.csv$/);
    expect(exports[1]?.searchParams.get('format')).toBe('csv');
  });

  it('saves nothing when the export is refused, and shows why', async () => {
    const user = userEvent.setup();
    const saved = spyOnSavedFiles();
    renderPortal(
      '/workspace/audit',
      auditServer({
        '/primary/audit/export': () =>
          envelopeResponse(4000, '导出记录超过 50000 行，请缩小筛选范围后重试'),
      }),
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(
      await screen.findByText('导出记录超过 50000 行，请缩小筛选范围后重试'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeEnabled();
  });

  it('shows a failed load with 重试, and loads again', async () => {
    const user = userEvent.setup();
    let countsFail = true;
    let listFail = true;
    const server = auditServer();
    renderPortal(
      '/workspace/audit',
      {
        ...server,
        '/primary/audit/state-counts': (request) =>
          countsFail
            ? envelopeResponse(5000, '统计服务暂不可用')
            : server['/primary/audit/state-counts']!(request),
        '/primary/audit/application-list': (request) =>
          listFail
            ? envelopeResponse(5000, '列表服务暂不可用')
            : server['/primary/audit/application-list']!(request),
      },
      { signedInAs: auditor },
    );
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('统计服务暂不可用'),
        expect.stringContaining('列表服务暂不可用'),
      ]),
    );
    countsFail = false;
    listFail = false;
    for (const alert of screen
      .getAllByRole('alert')
      .filter((item) => within(item).queryByRole('button', { name: '重试' })))
      await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await diagram()).toBeVisible();
    expect(await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' })).toBeVisible();
  });

  it('links to the operation log and has no button that changes data', async () => {
    renderPortal('/workspace/audit', auditServer(), { signedInAs: auditor });
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    await diagram();
    expect(screen.getByRole('link', { name: '查看操作日志' })).toHaveAttribute(
      'href',
      '/workspace/admin/log',
    );
    const main = screen.getByRole('main');
    const names = within(main)
      .getAllByRole('button')
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim());
    // Choosing a state, searching, exporting, clearing the filters and paging: nothing that changes an
    // application.
    const allowed = [
      /^搜索$/,
      /^(草稿|初审中|终审中|已通过|已驳回|退回修改|已撤回)：\d+ 件/,
      /^导出 (Excel|CSV)$/,
      /^清空筛选$/,
      /^(上一页|下一页|第 \d+ 页)$/,
    ];
    expect(names.filter((name) => !allowed.some((pattern) => pattern.test(name)))).toEqual([]);
    expect(names.filter((name) => name.startsWith('导出'))).toHaveLength(2);
  });
});
