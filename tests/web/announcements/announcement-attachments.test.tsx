/**
 * 附件 under the announcement editor (the shared attachment panel): the list with sizes, its loading,
 * empty and error states, a file checked before it is sent, an upload with its progress, a refusal in
 * the server's words, moving one up, and deleting one after a confirmation; before the first save,
 * only a word on how to attach files.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { FakeXhr } from '../domain-application/fake-xhr';
import {
  allowEditorMeasuring,
  announcementId,
  contentEditor,
  sampleAnnouncement,
} from './announcement-samples';

type ContentAttachment = components['schemas']['ContentAttachment'];
type ContentAttachmentList = components['schemas']['ContentAttachmentList'];

const id = announcementId(5);
const address = `/workspace/annouce/edit?id=${id}`;
const announcement = { ...sampleAnnouncement(5), attachments: [] };

function attachment(n: number, name: string, size: number): ContentAttachment {
  return {
    id: `a0000000-0000-4000-8000-00000000000${String(n)}`,
    name,
    size,
    contentType: 'application/pdf',
    uploadedAt: '2026-11-21T04:00:00.000Z',
    downloadUrl: null,
  };
}

function listOf(items: ContentAttachment[]): ContentAttachmentList {
  return {
    ownerKind: 'announcement',
    ownerId: id,
    list: items,
    allowedTypes: ['pdf', 'ofd', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'zip'],
    maxSizeBytes: 20 * 1024 * 1024,
    maxCount: 20,
  };
}

const notice = attachment(1, '升级方案.pdf', 1536);
const schedule = attachment(2, '时间安排.pdf', 3 * 1024 * 1024);

beforeAll(() => {
  allowEditorMeasuring();
});
beforeEach(() => {
  FakeXhr.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The editor of a stored announcement whose attachments are `stored` (changed by the test). */
function renderEditor(store: { list: ContentAttachment[] }, extra = {}) {
  return renderPortal(
    address,
    {
      '/primary/announcement/detail': () => envelopeResponse(0, '', announcement),
      '/primary/content-attachment/list': () => envelopeResponse(0, '', listOf(store.list)),
      ...extra,
    },
    { signedInAs: contentEditor },
  );
}

const panel = () => screen.findByRole('region', { name: '附件' });

describe('附件 on the announcement editor', () => {
  it('lists the attachments with their sizes, or says there are none', async () => {
    const store = { list: [notice, schedule] };
    renderEditor(store);
    const section = await panel();
    const list = await within(section).findByRole('list', { name: '已上传的附件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('升级方案.pdf')).toBeVisible();
    expect(within(list).getByText(/^1\.5 KB · .+ 上传 · 未公开$/)).toBeVisible();
    expect(within(list).getByText(/^3 MB · /)).toBeVisible();
    expect(
      within(section).getByText(
        '可上传 PDF、OFD、DOC、DOCX、XLS、XLSX、JPG、JPEG、PNG、ZIP 格式的文件，单个不超过 20 MB，最多 20 个。',
      ),
    ).toBeVisible();
    expect(within(section).getByText(/附件在公告发布后随公告公开/)).toBeVisible();
    expect(within(section).getByRole('button', { name: '上移附件：升级方案.pdf' })).toBeDisabled();
  });

  it('shows the empty state when there are none, and the error with 重试 when the list fails', async () => {
    let fail = true;
    const store = { list: [] as ContentAttachment[] };
    const user = userEvent.setup();
    renderEditor(store, {
      '/primary/content-attachment/list': () =>
        fail
          ? envelopeResponse(5000, '服务暂时不可用，请稍后重试', null)
          : envelopeResponse(0, '', listOf(store.list)),
    });
    const section = await panel();
    expect(await within(section).findByText('服务暂时不可用，请稍后重试')).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('暂无附件')).toBeVisible();
  });

  it('checks a file before sending it, then uploads with progress and lists what the server holds', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const store = { list: [] as ContentAttachment[] };
    const user = userEvent.setup({ applyAccept: false });
    renderEditor(store);
    const section = await panel();
    await within(section).findByText('暂无附件');
    const input = within(section).getByLabelText(`上传附件到“${announcement.title}”`, {
      selector: 'input',
    });

    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(
      within(section).getByText(
        '“setup.exe”上传失败：附件只接受 PDF、OFD、DOC、DOCX、XLS、XLSX、JPG、JPEG、PNG、ZIP 格式的文件',
      ),
    ).toBeVisible();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7 plan'], '升级方案.pdf'));
    const xhr = FakeXhr.last();
    expect(xhr.url).toMatch(/\/primary\/content-attachment\/upload$/);
    expect(xhr.body).toBeInstanceOf(FormData);
    const form = xhr.body as FormData;
    expect(form.get('ownerKind')).toBe('announcement');
    expect(form.get('ownerId')).toBe(id);
    act(() => xhr.progress(30, 100));
    expect(
      within(section).getByRole('progressbar', { name: '升级方案.pdf 的上传进度' }),
    ).toHaveAttribute('aria-valuenow', '30');
    store.list = [notice];
    act(() => xhr.respond(200, { code: 0, msg: '附件已上传', data: notice }));
    expect(await within(section).findByText('升级方案.pdf')).toBeVisible();
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('附件“升级方案.pdf”已上传')).toBeVisible();
  });

  it('shows the server’s refusal of a file where the upload was', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderEditor({ list: [] });
    const section = await panel();
    await within(section).findByText('暂无附件');
    await user.upload(
      within(section).getByLabelText(`上传附件到“${announcement.title}”`, { selector: 'input' }),
      new File(['not a pdf'], '通知.pdf'),
    );
    const refusal = '文件内容与扩展名不符：“通知.pdf”不是有效的 PDF 文件，请重新选择';
    act(() => FakeXhr.last().respond(200, { code: 4000, msg: refusal, data: null }));
    expect(await within(section).findByText(`“通知.pdf”上传失败：${refusal}`)).toBeVisible();
    expect(within(section).getByText('暂无附件')).toBeVisible();
  });

  it('moves an attachment down, and deletes one after a confirmation', async () => {
    const store = { list: [notice, schedule] };
    const user = userEvent.setup();
    const view = renderEditor(store, {
      '/primary/content-attachment/reorder': () => {
        store.list = [schedule, notice];
        return envelopeResponse(0, '附件顺序已保存', listOf(store.list));
      },
      '/primary/content-attachment/delete': () => {
        store.list = [schedule];
        return envelopeResponse(0, '附件已删除', { id: notice.id });
      },
    });
    const section = await panel();
    await user.click(
      await within(section).findByRole('button', { name: '下移附件：升级方案.pdf' }),
    );
    expect(await view.lastBody('/primary/content-attachment/reorder')).toEqual({
      ownerKind: 'announcement',
      ownerId: id,
      ids: [schedule.id, notice.id],
    });
    await waitFor(() =>
      expect(
        within(within(section).getByRole('list')).getAllByRole('listitem')[0],
      ).toHaveTextContent('时间安排.pdf'),
    );

    await user.click(within(section).getByRole('button', { name: '删除附件：升级方案.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除附件' });
    expect(
      within(dialog).getByText(
        '确定删除附件“升级方案.pdf”吗？删除后不可恢复，门户网站也不再提供下载。',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await view.lastBody('/primary/content-attachment/delete')).toEqual({ id: notice.id });
    await waitFor(() =>
      expect(within(section).queryByText('升级方案.pdf')).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('附件“升级方案.pdf”已删除')).toBeVisible();
  });

  it('asks for the announcement to be saved first when it is new', async () => {
    renderPortal('/workspace/annouce/add', {}, { signedInAs: contentEditor });
    const section = await panel();
    expect(within(section).getByText('保存公告草稿后即可上传附件。')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /上传附件/ })).not.toBeInTheDocument();
  });
});
