/**
 * 预览 of entry materials on the auditor's 流程追溯: 预览 only for PDFs and images (OFD and Office files
 * say they cannot be shown and offer 下载), the bytes asked for inline through the same download
 * operation, a PDF drawn page by page with page turning and zoom by button and by keyboard, an image
 * shown as it is, and the server's refusal shown in the dialog. pdf.js itself is behind
 * src/components/file-preview/pdf-loader.ts, replaced here at that boundary.
 */
import '../audit/flow-shims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { applicationId, auditor, auditServer } from '../audit/audit-fixtures';

type EntryFile = components['schemas']['EntryFile'];

const loader = vi.hoisted(() => ({
  openPdfDocument: vi.fn(),
}));
vi.mock('@/components/file-preview/pdf-loader', () => loader);

const id = applicationId(1);
const address = `/workspace/audit/application?id=${id}`;

function file(n: number, name: string, contentType: string, entryName = '营业执照'): EntryFile {
  return {
    id: `f0000000-0000-4000-8000-00000000000${String(n)}`,
    applicationId: id,
    entryConfigId: 'e0000000-0000-4000-8000-000000000001',
    entryName,
    name,
    size: 2048,
    sha256: 'a'.repeat(64),
    contentType,
    uploadedAt: '2026-03-03T01:00:00.000Z',
  };
}

const pdf = file(1, '营业执照副本.pdf', 'application/pdf');
const png = file(2, '场地照片.png', 'image/png');
const docx = file(
  3,
  '数据安全承诺书.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '数据安全承诺书',
);
const pdfBytes = new TextEncoder().encode('%PDF-1.7 three pages');

function fakeDocument(pageCount: number) {
  return {
    pageCount,
    pageSize: vi.fn(() => Promise.resolve({ width: 600, height: 800 })),
    renderPage: vi.fn(() => Promise.resolve()),
    destroy: vi.fn(() => Promise.resolve()),
  };
}

function server(download: (request: Request) => Response) {
  return auditServer({
    '/primary/review/detail': () => envelopeResponse(0, '', { files: [pdf, png, docx] }),
    '/primary/entry/file-download': download,
  });
}

const fileResponse = (bytes: Uint8Array, type: string) =>
  new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': type } });

async function materials() {
  return screen.findByRole('region', { name: '入驻材料' });
}

beforeEach(() => {
  loader.openPdfDocument.mockReset();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('预览 of entry materials', () => {
  it('offers 预览 for PDFs and images only; Office files say why and keep 下载', async () => {
    renderPortal(
      address,
      server(() => fileResponse(pdfBytes, 'application/pdf')),
      {
        signedInAs: auditor,
      },
    );
    const section = await materials();
    expect(
      await within(section).findByRole('button', { name: '预览 营业执照副本.pdf' }),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: '预览 场地照片.png' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: '预览 数据安全承诺书.docx' })).toBeNull();
    expect(within(section).getByRole('button', { name: '下载 数据安全承诺书.docx' })).toBeVisible();
    expect(within(section).getByText(/该格式不支持在线预览，请下载后查看/)).toBeVisible();
    // Nothing of pdf.js is loaded until a preview opens.
    expect(loader.openPdfDocument).not.toHaveBeenCalled();
  });

  it('asks for the bytes inline and draws the PDF page by page, turning and zooming by button and key', async () => {
    const document = fakeDocument(3);
    loader.openPdfDocument.mockResolvedValue(document);
    const { fake } = renderPortal(
      address,
      server(() => fileResponse(pdfBytes, 'application/pdf')),
      {
        signedInAs: auditor,
      },
    );
    const user = userEvent.setup();
    await user.click(
      await within(await materials()).findByRole('button', { name: '预览 营业执照副本.pdf' }),
    );

    const dialog = await screen.findByRole('dialog', { name: '预览：营业执照副本.pdf' });
    expect(await within(dialog).findByText('第 1 / 3 页')).toBeVisible();
    const asked = fake.requests.find((request) =>
      request.url.includes('/primary/entry/file-download'),
    );
    const query = new URL(asked!.url).searchParams;
    expect(query.get('id')).toBe(pdf.id);
    expect(query.get('disposition')).toBe('inline');
    const opened = loader.openPdfDocument.mock.calls[0]?.[0] as ArrayBuffer;
    expect(new TextDecoder().decode(opened)).toBe('%PDF-1.7 three pages');
    await waitFor(() =>
      expect(document.renderPage).toHaveBeenLastCalledWith(1, expect.anything(), 1),
    );

    const previous = within(dialog).getByRole('button', { name: '上一页' });
    expect(previous).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '下一页' }));
    expect(within(dialog).getByText('第 2 / 3 页')).toBeVisible();
    await waitFor(() =>
      expect(document.renderPage).toHaveBeenLastCalledWith(2, expect.anything(), 1),
    );

    await user.click(within(dialog).getByRole('button', { name: '放大' }));
    expect(within(dialog).getByText('125%')).toBeVisible();
    await waitFor(() =>
      expect(document.renderPage).toHaveBeenLastCalledWith(2, expect.anything(), 1.25),
    );

    const area = within(dialog).getByRole('region', {
      name: /营业执照副本\.pdf，第 2 页，共 3 页/,
    });
    area.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('第 3 / 3 页')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.keyboard('{-}{-}');
    expect(within(dialog).getByText('75%')).toBeVisible();
    await user.keyboard('{Home}');
    expect(within(dialog).getByText('第 1 / 3 页')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.destroy).toHaveBeenCalled();
  });

  it('shows an image as it is, without pdf.js', async () => {
    renderPortal(
      address,
      server(() => fileResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png')),
      { signedInAs: auditor },
    );
    const user = userEvent.setup();
    await user.click(
      await within(await materials()).findByRole('button', { name: '预览 场地照片.png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '预览：场地照片.png' });
    expect(await within(dialog).findByRole('img', { name: '场地照片.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(loader.openPdfDocument).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog, with 重试 and 下载 still at hand", async () => {
    let refuse = true;
    loader.openPdfDocument.mockResolvedValue(fakeDocument(1));
    renderPortal(
      address,
      server(() =>
        refuse
          ? envelopeResponse(4011, '入驻材料文件不存在')
          : fileResponse(pdfBytes, 'application/pdf'),
      ),
      { signedInAs: auditor },
    );
    const user = userEvent.setup();
    await user.click(
      await within(await materials()).findByRole('button', { name: '预览 营业执照副本.pdf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '预览：营业执照副本.pdf' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('入驻材料文件不存在');
    expect(within(dialog).getByRole('button', { name: '下载' })).toBeEnabled();
    // The address stays: a missing file is told in place, not by leaving for /404.
    expect(window.location.pathname).not.toBe('/404');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('第 1 / 1 页')).toBeVisible();
  });

  it('says a draft’s materials are the applicant’s alone, without asking for them', async () => {
    const { fake } = renderPortal(
      address,
      auditServer({
        '/primary/audit/application-history': async () => {
          const { trailInFinalReview } = await import('../audit/audit-fixtures');
          const trail = trailInFinalReview();
          return envelopeResponse(0, '', {
            ...trail,
            application: { ...trail.application, state: 'draft', submittedAt: null },
          });
        },
      }),
      { signedInAs: auditor },
    );
    const section = await materials();
    expect(
      await within(section).findByText('该申请尚未提交，草稿中的材料仅申请单位可见。'),
    ).toBeVisible();
    expect(fake.requests.some((request) => request.url.endsWith('/primary/review/detail'))).toBe(
      false,
    );
  });
});
