/**
 * 操作日志 (/workspace/admin/log): the log as a table in Beijing time with every action type named in
 * Chinese, filters by operator, category (安全事件), action and date range kept in the address and sent
 * to the server,
 * paging, and the empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@/i18n/locales/zh-CN';
import { envelopeResponse } from '../../support/fake-fetch';
import { contentEditor } from '../announcements/announcement-samples';
import { renderPortal } from '../auth/render-portal';
import {
  administrator,
  auditor,
  logEntry,
  logPage,
  operatorId,
  reviewers,
} from './operation-log-samples';

const logPath = '/workspace/admin/log';
const adminLogActions = [
  'login',
  'logout',
  'passwordChange',
  'adminCreate',
  'adminUpdate',
  'adminPasswordReset',
  'adminDisable',
  'adminEnable',
  'entryConfigCreate',
  'entryConfigUpdate',
  'entryConfigStatus',
  'entryConfigDelete',
  'announcementCreate',
  'announcementUpdate',
  'announcementPublish',
  'announcementUnpublish',
  'contentUpdate',
  'contentRestore',
  'reviewDecision',
  'reviewClaim',
  'reviewRelease',
  'reviewReassign',
  'auditExport',
  'attachmentUpload',
  'attachmentDelete',
  'domainCreate',
  'domainUpdate',
  'domainOpen',
  'domainClose',
  'domainCommitmentPublish',
  'loginFailure',
  'loginDisabled',
  'rateLimited',
  'accessDenied',
  'uploadRefused',
] as const;

describe('操作日志: the table', () => {
  it('shows time in Beijing time, operator, action, object, detail and source IP', async () => {
    renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () =>
          logPage([
            logEntry(1),
            logEntry(2, {
              action: 'login',
              targetType: null,
              targetId: null,
              targetLabel: null,
              detail: '账号密码与短信验证码登录',
              actorName: '陈静',
              actorId: operatorId(2),
              ip: '2409:8a20:1:2::15',
              at: '2026-11-20T16:05:00.000Z',
            }),
          ]),
        '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
      },
      { signedInAs: auditor },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '操作日志' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['时间', '操作人', '操作类型', '操作对象', '说明', '来源 IP']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026/11/21 11:30:05',
      '孙悦',
      '发布公告',
      '公告关于平台系统升级的公告',
      '发布公告',
      '10.32.1.15',
    ]);
    // Midnight in Beijing is still the day before in UTC.
    expect(rows[1]).toHaveTextContent('2026/11/21 00:05:00');
    expect(rows[1]).toHaveTextContent('登录');
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('—');
    expect(screen.getByText('时间均为北京时间。')).toBeVisible();
  });

  it('names every action type of the contract in Chinese', async () => {
    const entries = adminLogActions.map((action, index) => logEntry(index + 1, { action }));
    renderPortal(
      `${logPath}?pageSize=50`,
      { '/primary/audit/admin-log': () => logPage(entries, entries.length, 1, 50) },
      { signedInAs: auditor },
    );
    const table = await screen.findByRole('table', { name: '操作日志' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(names).toEqual(adminLogActions.map((action) => zhCN.operationLog.actions[action]));
    for (const name of names) expect(name).toMatch(/^[\u4e00-\u9fa5/]+$/);
    expect(new Set(names).size).toBe(adminLogActions.length);
  });

  it('groups the domain administration under 专区管理 and names a domain or a case as its object', async () => {
    renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () =>
          logPage([
            logEntry(1, {
              action: 'domainClose',
              targetType: 'domain',
              targetLabel: '交通专区',
              detail: '暂停受理新的入驻申请（已有申请照常审核）',
            }),
            logEntry(2, {
              action: 'reviewReassign',
              targetType: 'application',
              targetLabel: 'JS2026000123',
              detail: '入驻初审：改派给刘洋（原认领人：陈静；第 1 轮）',
            }),
          ]),
        '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
      },
      { signedInAs: auditor },
    );
    const table = await screen.findByRole('table', { name: '操作日志' });
    const [, closed, reassigned] = within(table).getAllByRole('row');
    expect(closed).toHaveTextContent('暂停受理');
    expect(closed).toHaveTextContent('专区');
    expect(closed).toHaveTextContent('交通专区');
    expect(reassigned).toHaveTextContent('改派申请');
    expect(reassigned).toHaveTextContent('入驻申请');
    expect(reassigned).toHaveTextContent('JS2026000123');
    expect(
      within(screen.getByRole('group', { name: '专区管理' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['新建专区', '修改专区', '开放受理', '暂停受理', '发布承诺书']);
    expect(
      within(screen.getByRole('group', { name: '审核与审计' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['审核决定', '认领申请', '释放申请', '改派申请', '导出审计数据']);
  });

  it('pages through the log in the address', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': async (request) => {
          const body = (await request.clone().json()) as { page: number };
          return logPage(
            [logEntry(body.page, { detail: `第${body.page}页的记录` })],
            25,
            body.page,
          );
        },
      },
      { signedInAs: auditor },
    );
    expect(await screen.findByText('第1页的记录')).toBeVisible();
    expect(screen.getByText('共 25 条')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('第2页的记录')).toBeVisible();
    expect(view.currentPath()).toBe(`${logPath}?page=2`);
    expect(await view.lastBody('/primary/audit/admin-log')).toEqual({ page: 2, pageSize: 10 });
  });

  it('says when the log is empty, and when nothing matches the filters', async () => {
    const user = userEvent.setup();
    renderPortal(
      `${logPath}?action=adminDisable`,
      { '/primary/audit/admin-log': () => logPage([]) },
      { signedInAs: auditor },
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的操作记录' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(await screen.findByRole('heading', { name: '暂无操作记录' })).toBeVisible();
  });

  it('shows a failed load with 重试, and loads again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () => {
          calls += 1;
          return calls === 1
            ? envelopeResponse(5000, '操作日志暂不可用', null)
            : logPage([logEntry(1)]);
        },
      },
      { signedInAs: auditor },
    );
    expect(await screen.findByRole('button', { name: '重试' })).toBeVisible();
    expect(screen.getAllByText('操作日志暂不可用').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '操作日志' })).toBeVisible();
  });

  it('is for auditors and administrators only', async () => {
    renderPortal(logPath, {}, { signedInAs: contentEditor });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('操作日志: filters', () => {
  it('filters by operator, action and date range, in the address and the request', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () => logPage([logEntry(1)]),
        '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
      },
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '操作日志' });
    const actor = screen.getByRole('combobox', { name: '操作人' });
    await waitFor(() =>
      expect(
        within(actor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部操作人', '陈静', '刘洋', '孙悦']),
    );
    await user.selectOptions(actor, '陈静');
    await user.selectOptions(screen.getByRole('combobox', { name: '操作类型' }), '审核决定');
    await user.type(screen.getByLabelText('开始日期'), '2026-11-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `${logPath}?actorId=${operatorId(2)}&action=reviewDecision&dateFrom=2026-11-01&dateTo=2026-11-20`,
      ),
    );
    await waitFor(async () =>
      expect(await view.lastBody('/primary/audit/admin-log')).toEqual({
        actorId: operatorId(2),
        action: 'reviewDecision',
        dateFrom: '2026-10-31T16:00:00.000Z',
        dateTo: '2026-11-20T15:59:59.999Z',
        page: 1,
        pageSize: 10,
      }),
    );

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(view.currentPath()).toBe(logPath));
  });

  it('shows only the security events with 日志类别 安全事件, an unknown actor as plain text', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () =>
          logPage([
            logEntry(1, {
              action: 'loginFailure',
              actorId: null,
              actorName: '未知用户',
              targetType: null,
              targetId: null,
              targetLabel: null,
              detail: '登录失败：账号 nobody 不存在',
            }),
          ]),
        '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
      },
      { signedInAs: auditor },
    );
    const table = await screen.findByRole('table', { name: '操作日志' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('未知用户')).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('登录失败')).toBeVisible();

    const category = screen.getByRole('combobox', { name: '日志类别' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部类别', '操作记录', '安全事件']);
    expect(
      within(screen.getByRole('group', { name: '安全事件' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['登录失败', '停用账号登录', '请求过于频繁', '越权访问', '上传被拒绝']);
    await user.selectOptions(category, '安全事件');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${logPath}?category=security`));
    await waitFor(async () =>
      expect(await view.lastBody('/primary/audit/admin-log')).toEqual({
        category: 'security',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('offers an administrator the accounts they manage, without asking for the reviewers', async () => {
    const view = renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () => logPage([logEntry(1)]),
        '/primary/admin/list': () =>
          envelopeResponse(0, '', {
            list: [
              {
                id: operatorId(4),
                account: 'bianji',
                name: '王磊',
                phone: '13851234567',
                roleId: operatorId(9),
                roleName: '内容编辑',
                rights: ['content:edit'],
                status: 'enabled',
                createdAt: '2026-11-01T01:00:00.000Z',
                lastLoginAt: null,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 100,
          }),
      },
      { signedInAs: administrator },
    );
    const actor = await screen.findByRole('combobox', { name: '操作人' });
    await waitFor(() =>
      expect(
        within(actor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部操作人', '孙悦', '王磊（bianji）']),
    );
    expect(view.calls()).not.toContain('/primary/audit/reviewer-list');
  });

  it('keeps the log usable when the list of reviewers cannot be had', async () => {
    renderPortal(
      logPath,
      {
        '/primary/audit/admin-log': () => logPage([logEntry(1)]),
        '/primary/audit/reviewer-list': () => envelopeResponse(5000, '审核人员列表暂不可用', null),
      },
      { signedInAs: auditor },
    );
    const actor = await screen.findByRole('combobox', { name: '操作人' });
    await waitFor(() =>
      expect(
        within(actor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部操作人', '孙悦']),
    );
    expect(screen.queryByText('审核人员列表暂不可用')).not.toBeInTheDocument();
  });

  it('reads the filters from the address', async () => {
    const view = renderPortal(
      `${logPath}?action=contentRestore&dateFrom=2026-11-02&page=3`,
      { '/primary/audit/admin-log': () => logPage([logEntry(1)], 40, 3) },
      { signedInAs: administrator },
    );
    await screen.findByRole('table', { name: '操作日志' });
    expect(screen.getByRole('combobox', { name: '操作类型' })).toHaveValue('contentRestore');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-02');
    expect(await view.lastBody('/primary/audit/admin-log')).toEqual({
      action: 'contentRestore',
      dateFrom: '2026-11-01T16:00:00.000Z',
      page: 3,
      pageSize: 10,
    });
  });

  it('narrows the log to one operator from the table', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      logPath,
      { '/primary/audit/admin-log': () => logPage([logEntry(1)]) },
      { signedInAs: auditor },
    );
    await user.click(await screen.findByRole('button', { name: '孙悦（只看此人的操作）' }));
    await waitFor(() => expect(view.currentPath()).toBe(`${logPath}?actorId=${operatorId(1)}`));
    expect(await screen.findByRole('combobox', { name: '操作人' })).toHaveValue(operatorId(1));
  });

  it('refuses a start date after the end date', async () => {
    const user = userEvent.setup();
    const view = renderPortal(
      logPath,
      { '/primary/audit/admin-log': () => logPage([logEntry(1)]) },
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '操作日志' });
    await user.type(screen.getByLabelText('开始日期'), '2026-11-20');
    await user.type(screen.getByLabelText('结束日期'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeVisible();
    expect(view.currentPath()).toBe(logPath);
  });
});
