import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { apiUrl, fail, http, HttpResponse, ok, startMswApi } from '../../support/msw-api';
import { expectEndedAtNotFound, renderApp, signIn } from '../app/render-app';
import {
  applicationId,
  domainDetailOf,
  draftHistory,
  entryFile,
  financeDomain,
  financeDomainId,
  healthDomain,
  licenceConfigId,
  sampleDetail,
  sampleDomainSummary,
} from './application-samples';
import { FakeXhr } from './fake-xhr';

type Detail = components['schemas']['ApplicationDetail'];

const pausedDomain = sampleDomainSummary(
  '33333333-3333-4333-8333-333333333333',
  '交通出行专区',
  false,
);
const draftId = applicationId(1);

let stored: Detail;
const sent: { path: string; body: unknown }[] = [];

function bodyOf(path: string): unknown[] {
  return sent.filter((entry) => entry.path === path).map((entry) => entry.body);
}

const { server, install } = startMswApi(
  http.post(apiUrl('/web/domain/list'), () =>
    ok({ list: [financeDomain, healthDomain, pausedDomain], total: 3, page: 1, pageSize: 100 }),
  ),
  http.get(apiUrl('/web/domain/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return ok(domainDetailOf(id === financeDomainId ? financeDomain : healthDomain));
  }),
  http.post(apiUrl('/second/domain-application/new'), async ({ request }) => {
    const body = (await request.json()) as components['schemas']['ApplicationNewRequest'];
    sent.push({ path: 'new', body });
    stored = sampleDetail('draft', draftHistory, {
      ...body,
      id: draftId,
      domainName: '金融专区',
      version: 1,
      files: [],
    });
    return ok(stored);
  }),
  http.post(apiUrl('/second/domain-application/detail'), () => ok(stored)),
  http.post(apiUrl('/second/domain-application/update'), async ({ request }) => {
    const body = (await request.json()) as components['schemas']['ApplicationUpdateRequest'];
    sent.push({ path: 'update', body });
    if (body.version !== stored.version) return fail(4090, '申请已被修改，请刷新后重试');
    stored = { ...stored, ...body, version: stored.version + 1 };
    return ok(stored);
  }),
  http.post(apiUrl('/second/entry/file-list'), () =>
    ok({ applicationId: stored.id, list: stored.files }),
  ),
  http.post(apiUrl('/second/entry/file-delete'), async ({ request }) => {
    const body = (await request.json()) as { id: string };
    sent.push({ path: 'file-delete', body });
    stored = { ...stored, files: stored.files.filter((file) => file.id !== body.id) };
    return ok({ id: body.id });
  }),
  http.get(
    apiUrl('/second/entry/file-download'),
    () =>
      new HttpResponse('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition':
            "attachment; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf",
        },
      }),
  ),
  http.post(apiUrl('/second/domain-application/submit'), async ({ request }) => {
    sent.push({ path: 'submit', body: await request.json() });
    stored = { ...stored, state: 'firstReview', version: stored.version + 1 };
    return ok(stored);
  }),
);

beforeEach(() => {
  sent.length = 0;
  FakeXhr.instances = [];
  stored = sampleDetail('draft', draftHistory, { version: 1, files: [] });
  window.sessionStorage.clear();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/应用场景/), '基于企业纳税数据开展小微企业信贷风控评估。');
  await user.type(screen.getByLabelText(/联系人/), '王芳');
  await user.type(screen.getByLabelText(/联系电话/), '13851234567');
}

describe('专区申请', () => {
  it('checks every field in Chinese before saving anything', async () => {
    install();
    const user = userEvent.setup();
    renderApp('/workspace/domain/apply');
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(screen.getByText('请选择申请专区')).toBeVisible();
    expect(screen.getByText('请填写应用场景')).toBeVisible();
    expect(screen.getByText('请填写联系人')).toBeVisible();
    expect(screen.getByText('请填写联系电话')).toBeVisible();
    await user.type(screen.getByLabelText(/应用场景/), '太短');
    await user.type(screen.getByLabelText(/联系电话/), '12345');
    expect(screen.getByText('应用场景至少填写 10 个字')).toBeVisible();
    expect(screen.getByText('请输入正确的手机号码或带区号的固定电话')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('offers only the domains accepting applications and preselects ?domainId', async () => {
    install();
    renderApp(`/workspace/domain/apply?domainId=${financeDomainId}`);
    const select = await screen.findByLabelText(/申请专区/);
    expect(select).toHaveValue(financeDomainId);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择数据专区', '金融专区', '医疗健康专区']);
    const materials = screen.getByRole('region', { name: '入驻材料' });
    expect(await within(materials).findByRole('listitem', { name: '营业执照' })).toBeVisible();
    expect(within(materials).getByText('请先保存草稿，再上传入驻材料。')).toBeVisible();
    expect(within(materials).getByRole('button', { name: '上传营业执照' })).toBeDisabled();
  });

  it('saves a new draft, then updates it with the version last read', async () => {
    install();
    const user = userEvent.setup();
    const { router } = renderApp(`/workspace/domain/apply?domainId=${financeDomainId}`);
    await screen.findByLabelText(/申请专区/);
    await fillForm(user);
    expect(screen.getByText('有未保存的修改')).toBeVisible();
    const saveButton = screen.getByRole('button', { name: '保存草稿' });
    await user.click(saveButton);
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${draftId}`));
    // The same editor carries on at the draft's address: nothing is loaded again, focus stays put.
    await waitFor(() => expect(screen.getByLabelText(/申请专区/)).toBeDisabled());
    expect(screen.getByRole('button', { name: '保存草稿' })).toBe(saveButton);
    expect(saveButton).toHaveFocus();
    expect(bodyOf('new')).toEqual([
      {
        domainId: financeDomainId,
        scenario: '基于企业纳税数据开展小微企业信贷风控评估。',
        contactName: '王芳',
        contactPhone: '13851234567',
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/申请专区/)).toBeDisabled());
    const scenario = screen.getByLabelText(/应用场景/);
    expect(scenario).toHaveValue('基于企业纳税数据开展小微企业信贷风控评估。');
    await user.type(scenario, '（第二版）');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(bodyOf('update')).toHaveLength(1));
    expect(bodyOf('update')[0]).toEqual({
      id: draftId,
      version: 1,
      scenario: '基于企业纳税数据开展小微企业信贷风控评估。（第二版）',
      contactName: '王芳',
      contactPhone: '13851234567',
    });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument());

    // A new visit to 专区申请 starts a new application again.
    await act(() => router.navigate('/workspace/domain/apply'));
    await waitFor(() => expect(screen.getByLabelText(/申请专区/)).toBeEnabled());
    expect(screen.getByLabelText(/应用场景/)).toHaveValue('');
  });

  it('keeps unsaved input in the session and restores it', async () => {
    install();
    const user = userEvent.setup();
    const { unmount } = renderApp(`/workspace/domain/apply?id=${draftId}`);
    const scenario = await screen.findByLabelText(/应用场景/);
    await user.clear(scenario);
    await user.type(scenario, '尚未保存的应用场景描述内容');
    unmount();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    expect(await screen.findByLabelText(/应用场景/)).toHaveValue('尚未保存的应用场景描述内容');
    expect(screen.getByText('已恢复您上次未保存的填写内容，请核对后保存。')).toBeVisible();
  });

  it('shows 4090 and loads the latest draft, keeping what was typed', async () => {
    install();
    const user = userEvent.setup();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const scenario = await screen.findByLabelText(/应用场景/);
    stored = { ...stored, version: 2, contactName: '张工' };
    await user.type(scenario, '补充');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(
      await screen.findByText(
        '该申请已在其他地方被修改，已载入最新版本；您填写的内容仍然保留，请核对后再保存。',
      ),
    ).toBeVisible();
    expect(await screen.findByLabelText(/应用场景/)).toHaveValue(
      `${sampleDetail('draft', []).scenario}补充`,
    );
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(bodyOf('update')).toHaveLength(2));
    expect(bodyOf('update')[1]).toMatchObject({ version: 2 });
  });

  it('uploads a material with its progress and lists the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = install();
    api.token.current = 'corp-token';
    const user = userEvent.setup();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const licence = await screen.findByRole('listitem', { name: '营业执照' });
    const input = within(licence).getByLabelText('上传营业执照', { selector: 'input' });
    await user.upload(
      input,
      new File(['%PDF-1.7 licence'], '营业执照.pdf', { type: 'application/pdf' }),
    );
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(apiUrl('/second/entry/file-upload'));
    expect(xhr.headers['user-token']).toBe('corp-token');
    expect(xhr.body).toBeInstanceOf(FormData);
    act(() => xhr.progress(40, 100));
    expect(
      within(licence).getByRole('progressbar', { name: '营业执照.pdf 上传进度' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const uploaded = entryFile(7, licenceConfigId, '营业执照.pdf');
    stored = { ...stored, files: [uploaded] };
    act(() => xhr.respond(200, { code: 0, msg: '操作成功', data: uploaded }));
    expect(await within(licence).findByText('营业执照.pdf')).toBeVisible();
    expect(within(licence).queryByRole('progressbar')).not.toBeInTheDocument();
    // materials complete: only the 承诺书 is left to accept
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
    expect(screen.getByText(/请阅读专区承诺书/)).toBeVisible();
  });

  it('cancels an upload in progress without a message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = install();
    const user = userEvent.setup();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const licence = await screen.findByRole('listitem', { name: '营业执照' });
    const input = within(licence).getByLabelText('上传营业执照', { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.7'], '营业执照.pdf', { type: 'application/pdf' }));
    act(() => FakeXhr.last().progress(10, 100));
    await user.click(within(licence).getByRole('button', { name: '取消上传' }));
    expect(within(licence).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(licence).getByText('尚未上传')).toBeVisible();
    expect(FakeXhr.last().aborted).toBe(true);
    expect(api.notifyError).not.toHaveBeenCalled();
  });

  it('says 文件体积超过限制 when the server refuses the size, and checks type and size first', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = install();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const licence = await screen.findByRole('listitem', { name: '营业执照' });
    const input = within(licence).getByLabelText('上传营业执照', { selector: 'input' });
    await user.upload(input, new File(['x'], '营业执照.pdf', { type: 'application/pdf' }));
    act(() => FakeXhr.last().respond(413, { code: 4130, msg: '', data: null }));
    expect(
      await within(licence).findByText('营业执照.pdf 上传失败：文件体积超过限制，请重新选择'),
    ).toBeVisible();
    expect(api.notifyError).toHaveBeenCalledWith('文件体积超过限制，请重新选择');

    const uploads = FakeXhr.instances.length;
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(
      within(licence).getByText(/“setup\.exe”的格式不符合要求，请上传 PDF、JPG 格式的文件/),
    ).toBeVisible();
    const big = new File(['x'], '扫描件.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(within(licence).getByText(/“扫描件\.jpg”超过 10 MB，请重新选择/)).toBeVisible();
    expect(FakeXhr.instances).toHaveLength(uploads);
  });

  it('says when uploads come too often (HTTP 429, 4290), in the words of the server', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    install();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const licence = await screen.findByRole('listitem', { name: '营业执照' });
    const input = within(licence).getByLabelText('上传营业执照', { selector: 'input' });
    await user.upload(input, new File(['%PDF-'], '营业执照.pdf', { type: 'application/pdf' }));
    act(() =>
      FakeXhr.last().respond(429, { code: 4290, msg: '操作过于频繁，请 8 分钟后再试', data: null }),
    );
    expect(
      await within(licence).findByText('营业执照.pdf 上传失败：操作过于频繁，请 8 分钟后再试'),
    ).toBeVisible();
  });

  it('submits after 我已阅读并同意 and a confirmation, sending the version accepted', async () => {
    stored = sampleDetail('draft', draftHistory, { version: 4 });
    install();
    const user = userEvent.setup();
    const { router } = renderApp(`/workspace/domain/apply?id=${draftId}`);
    const submit = await screen.findByRole('button', { name: '提交申请' });
    expect(await screen.findByText('专区承诺书（第 2 版）')).toBeVisible();
    expect(screen.getByText(/不用于识别特定自然人/)).toBeVisible();
    const consent = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(consent).not.toBeChecked();
    expect(submit).toBeDisabled();
    await user.click(consent);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: '确认提交申请' });
    expect(bodyOf('submit')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/domain/detail'));
    expect(router.state.location.search).toBe(`?id=${draftId}`);
    expect(bodyOf('submit')).toEqual([{ id: draftId, version: 4, commitmentVersion: 2 }]);
  });

  it('downloads and deletes an uploaded file of the draft', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${String(blob.size)}`);
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const clicks = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    stored = sampleDetail('draft', draftHistory, { version: 2 });
    install();
    const user = userEvent.setup();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    const licence = await screen.findByRole('listitem', { name: '营业执照' });
    await user.click(within(licence).getByRole('button', { name: '下载 营业执照.pdf' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    clicks.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    await user.click(within(licence).getByRole('button', { name: '删除 营业执照.pdf' }));
    expect(await within(licence).findByText('尚未上传')).toBeVisible();
    expect(bodyOf('file-delete')).toEqual([{ id: sampleDetail('draft', []).files[0]?.id }]);
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
  });

  it('keeps 提交申请 off while a required material is missing', async () => {
    install();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    expect(await screen.findByText('还缺少必需材料：营业执照')).toBeVisible();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
  });

  it('does not edit an application that is no longer a draft', async () => {
    stored = sampleDetail('firstReview', draftHistory);
    install();
    renderApp(`/workspace/domain/apply?id=${draftId}`);
    expect(await screen.findByText('该申请当前为“初审中”状态，只有草稿可以修改。')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看申请详情' })).toHaveAttribute(
      'href',
      `/workspace/domain/detail?id=${draftId}`,
    );
  });

  it('ends at /404 for an unknown draft (4011), Back returning to the page before', async () => {
    server.use(
      http.post(apiUrl('/second/domain-application/detail'), () => fail(4011, '记录不存在')),
    );
    install();
    const { router } = renderApp(`/workspace/domain/apply?id=${applicationId(99)}`, {
      from: '/403',
    });
    await expectEndedAtNotFound(router, '/403');
  });

  it('ends at /404 for a draft id that cannot name a record', async () => {
    install();
    const { router } = renderApp('/workspace/domain/apply?id=../../etc/passwd', { from: '/403' });
    await expectEndedAtNotFound(router, '/403');
  });
});
