/**
 * 入驻材料配置: the materials of the chosen domain (a closed one too, when the address names it),
 * 启用/停用 with the page's own error message, 新增 and 编辑 with checked fields, 删除 after
 * confirmation with the server's refusal, and the empty, error and forbidden states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@openapi/schema';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';

type EntryConfig = components['schemas']['EntryConfig'];

const editor: AuthState = {
  token: 'tok-editor-0123456789',
  userType: 'primary',
  name: '刘洋',
  corName: '',
  rights: ['content:edit'],
};

const finance = 'd0000000-0000-4000-8000-000000000001';
const transport = 'd0000000-0000-4000-8000-000000000002';

const domains = {
  list: [
    {
      id: finance,
      code: 'finance',
      name: '金融专区',
      summary: '',
      firstReviewDays: 5,
      finalReviewDays: 5,
      acceptingApplications: true,
      enteredCount: 3,
    },
    {
      id: transport,
      code: 'transport',
      name: '交通出行专区',
      summary: '',
      firstReviewDays: 5,
      finalReviewDays: 5,
      acceptingApplications: true,
      enteredCount: 1,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

function config(id: string, name: string, patch: Partial<EntryConfig> = {}): EntryConfig {
  return {
    id,
    domainId: finance,
    name,
    description: '',
    required: true,
    allowedTypes: ['pdf'],
    maxSizeBytes: 10 * 1024 * 1024,
    enabled: true,
    sortOrder: 1,
    fileCount: 0,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    ...patch,
  };
}

const licence = config('e0000000-0000-4000-8000-000000000001', '营业执照', {
  description: '加盖公章的营业执照副本扫描件',
  allowedTypes: ['pdf', 'jpg', 'png'],
  fileCount: 4,
});
const plan = config('e0000000-0000-4000-8000-000000000002', '数据使用方案', {
  required: false,
  allowedTypes: ['doc', 'docx', 'pdf'],
  maxSizeBytes: 20 * 1024 * 1024,
  sortOrder: 2,
});

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.clone().json();
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

function server(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/web/domain/list': () => envelopeResponse(0, '', domains),
    '/primary/entry-config/list': async (request) => {
      const { domainId } = await bodyOf(request);
      const list = domainId === finance ? [plan, licence] : [];
      return envelopeResponse(0, '', { domainId, list });
    },
    ...overrides,
  };
}

async function materials() {
  return screen.findByRole('table', { name: '入驻材料列表' });
}

describe('入驻材料配置', () => {
  it('lists the materials of the first domain in order and switches domain through the address', async () => {
    const user = userEvent.setup();
    const { router, lastBody } = renderPortal('/workspace/content/entry-config', server(), {
      signedInAs: editor,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '入驻材料配置' })).toBeVisible();
    const table = await materials();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '营业执照加盖公章的营业执照副本扫描件',
      '数据使用方案',
    ]);
    expect(within(rows[0]!).getByText('必需')).toBeVisible();
    expect(within(rows[0]!).getByText('PDF、JPG、PNG')).toBeVisible();
    expect(within(rows[0]!).getByText('10 MB')).toBeVisible();
    expect(within(rows[0]!).getByText('4 份')).toBeVisible();
    expect(within(rows[1]!).getByText('选填')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '启用（营业执照）' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: '选择专区' }), '交通出行专区');
    expect(await screen.findByText('该专区尚未配置入驻材料')).toBeVisible();
    expect(router.state.location.search).toBe(`?domainId=${transport}`);
    expect(await lastBody('/primary/entry-config/list')).toEqual({ domainId: transport });
  });

  it('offers a closed domain the address names, with a note, so a new domain gets its materials before it opens', async () => {
    const user = userEvent.setup();
    const created = 'd0000000-0000-4000-8000-000000000009';
    const { router, lastBody } = renderPortal(
      `/workspace/content/entry-config?domainId=${created}`,
      server({
        '/web/domain/detail': () =>
          envelopeResponse(0, '', {
            id: created,
            code: 'health-care',
            name: '医疗健康专区',
            summary: '',
            firstReviewDays: 5,
            finalReviewDays: 5,
            acceptingApplications: false,
            enteredCount: 0,
            description: '<p>医疗健康数据</p>',
            requirements: [],
            commitment: null,
          }),
      }),
      { signedInAs: editor },
    );
    expect(await screen.findByText('该专区尚未配置入驻材料')).toBeVisible();
    expect(await lastBody('/primary/entry-config/list')).toEqual({ domainId: created });
    const choices = screen.getByRole('combobox', { name: '选择专区' });
    expect(choices).toHaveValue(created);
    expect(
      within(choices)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['医疗健康专区（未开放受理）', '金融专区', '交通出行专区']);
    expect(screen.getByText(/医疗健康专区目前未开放受理，申请单位看不到它/)).toBeVisible();
    expect(screen.getByRole('button', { name: '新增' })).toBeEnabled();

    await user.selectOptions(choices, '金融专区');
    expect(await materials()).toBeVisible();
    expect(router.state.location.search).toBe(`?domainId=${finance}`);
    expect(screen.queryByText(/目前未开放受理/)).not.toBeInTheDocument();
  });

  it('ends at /404 when the address names a domain that does not exist', async () => {
    const missing = 'd0000000-0000-4000-8000-00000000000f';
    const { router, calls } = renderPortal(
      `/workspace/content/entry-config?domainId=${missing}`,
      server({ '/web/domain/detail': () => envelopeResponse(4011, '记录不存在') }),
      { signedInAs: editor },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(calls()).not.toContain('/primary/entry-config/list');
  });

  it('disables a material and shows a refused status change on the page, not in a toast', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { lastBody } = renderPortal(
      '/workspace/content/entry-config',
      server({
        '/primary/entry-config/status': async (request) => {
          const { enabled } = await bodyOf(request);
          return refuse
            ? envelopeResponse(4030, '您没有修改入驻材料配置的权限')
            : envelopeResponse(0, '', { ...licence, enabled: enabled === true });
        },
      }),
      { signedInAs: editor },
    );
    await materials();
    const toggle = screen.getByRole('checkbox', { name: '启用（营业执照）' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await lastBody('/primary/entry-config/status')).toEqual({
      id: licence.id,
      enabled: false,
    });

    refuse = true;
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('「营业执照」状态修改失败：您没有修改入驻材料配置的权限');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '启用（营业执照）' })).not.toBeChecked(),
    );
    expect(screen.getAllByText(/您没有修改入驻材料配置的权限/)).toHaveLength(1);
  });

  it('checks the edit form before sending and saves the changed material', async () => {
    const user = userEvent.setup();
    const { calls, lastBody } = renderPortal(
      '/workspace/content/entry-config',
      server({
        '/primary/entry-config/update': async (request) => {
          const body = await bodyOf(request);
          return envelopeResponse(0, '', { ...plan, ...body });
        },
      }),
      { signedInAs: editor },
    );
    await materials();
    await user.click(screen.getByRole('button', { name: '编辑 数据使用方案' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑入驻材料' });
    const name = within(dialog).getByRole('textbox', { name: '材料名称' });
    expect(name).toHaveValue('数据使用方案');
    await user.clear(name);
    for (const type of ['DOC', 'DOCX', 'PDF']) {
      await user.click(within(dialog).getByRole('checkbox', { name: type }));
    }
    const size = within(dialog).getByRole('textbox', { name: '单个文件大小上限（MB）' });
    await user.clear(size);
    await user.type(size, '200');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写材料名称')).toBeVisible();
    expect(within(dialog).getByText('请至少选择一种文件类型')).toBeVisible();
    expect(within(dialog).getByText('请填写 0.01 至 100 之间的数字')).toBeVisible();
    expect(calls()).not.toContain('/primary/entry-config/update');

    await user.type(name, '数据安全承诺书');
    await user.click(within(dialog).getByRole('checkbox', { name: 'OFD' }));
    await user.clear(size);
    await user.type(size, '5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await lastBody('/primary/entry-config/update')).toEqual({
      id: plan.id,
      name: '数据安全承诺书',
      description: '',
      required: false,
      allowedTypes: ['ofd'],
      maxSizeBytes: 5 * 1024 * 1024,
      sortOrder: 2,
    });
    expect(await within(await materials()).findByText('数据安全承诺书')).toBeVisible();
  });

  it('adds a material and shows a refused name in the form', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { lastBody } = renderPortal(
      '/workspace/content/entry-config',
      server({
        '/primary/entry-config/new': async (request) => {
          attempts += 1;
          const body = await bodyOf(request);
          return attempts === 1
            ? envelopeResponse(4090, '该专区已有同名的入驻材料')
            : envelopeResponse(
                0,
                '',
                config('e0000000-0000-4000-8000-000000000009', String(body.name), {
                  sortOrder: 3,
                }),
              );
        },
      }),
      { signedInAs: editor },
    );
    await materials();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增入驻材料' });
    await user.type(within(dialog).getByRole('textbox', { name: '材料名称' }), '营业执照');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该专区已有同名的入驻材料');
    expect(await lastBody('/primary/entry-config/new')).toEqual({
      domainId: finance,
      enabled: true,
      name: '营业执照',
      description: '',
      required: true,
      allowedTypes: ['pdf'],
      maxSizeBytes: 10 * 1024 * 1024,
    });

    const name = within(dialog).getByRole('textbox', { name: '材料名称' });
    await user.clear(name);
    await user.type(name, '法定代表人身份证明');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(await materials()).findByText('法定代表人身份证明')).toBeVisible();
  });

  it('deletes a material after confirmation and shows the refusal when files exist', async () => {
    const user = userEvent.setup();
    const { calls } = renderPortal(
      '/workspace/content/entry-config',
      server({
        '/primary/entry-config/delete': async (request) => {
          const { id } = await bodyOf(request);
          return id === licence.id
            ? envelopeResponse(4090, '已有申请按此项上传了文件，只能停用，不能删除')
            : envelopeResponse(0, '', { id });
        },
      }),
      { signedInAs: editor },
    );
    await materials();
    await user.click(screen.getByRole('button', { name: '删除 营业执照' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除入驻材料' });
    expect(dialog).toHaveTextContent('确定删除「营业执照」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确认删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '已有申请按此项上传了文件，只能停用，不能删除',
    );
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await materials()).getByText('营业执照')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '删除 数据使用方案' }));
    dialog = await screen.findByRole('alertdialog', { name: '删除入驻材料' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认删除' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('数据使用方案')).not.toBeInTheDocument(),
    );
    expect(calls().filter((path) => path === '/primary/entry-config/delete')).toHaveLength(2);
  });

  it('explains a list that failed to load and loads again on 重试', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderPortal(
      '/workspace/content/entry-config',
      server({
        '/primary/entry-config/list': () => {
          attempts += 1;
          return attempts === 1
            ? envelopeResponse(5000, '服务暂时不可用，请稍后重试')
            : envelopeResponse(0, '', { domainId: finance, list: [licence] });
        },
      }),
      { signedInAs: editor },
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(await materials()).findByText('营业执照')).toBeVisible();
  });

  it('sends a user without content:edit to /403', async () => {
    const { calls, currentPath } = renderPortal('/workspace/content/entry-config', server(), {
      signedInAs: { ...editor, rights: ['audit:read'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    expect(currentPath()).toBe('/403');
    expect(calls()).not.toContain('/primary/entry-config/list');
  });
});
