/**
 * 预览 of entry files (`disposition=inline` on both download operations): the same access checks as a
 * download — another legal person 4011, an operator without a review or audit right 4030, a draft's
 * files hidden from operators (4011), an auditor allowed on a submitted case — and answers that can
 * never act as a page: the detected type, nosniff, inline disposition and a sandbox policy. OFD and
 * Office files are download only.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { corporateUsers, domainApplications, entryFiles } from '../../server/db/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { api, getApi, signInCorporate, signInOperator } from '../support/server-auth';

type EntryFile = components['schemas']['EntryFile'];

const transport = fixtureId(4, 1);
/** Transport's 营业执照: pdf, jpg, png. */
const licence = fixtureId(5, 2);
/** Transport's 数据安全承诺书: pdf, docx. */
const commitment = fixtureId(5, 1);

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image'),
]);

/** A one-entry-per-part zip holding what a docx must: stored entries and a central directory. */
function docxBytes(): Buffer {
  const entries = { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('entry file preview (预览)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let applicant: string;
  let otherApplicant: string;
  let firstReviewer: string;
  let auditor: string;
  let editor: string;
  let application: string;
  const files: Record<'pdf' | 'png' | 'docx', EntryFile> = {} as Record<
    'pdf' | 'png' | 'docx',
    EntryFile
  >;

  async function upload(entryConfigId: string, name: string, bytes: Buffer): Promise<EntryFile> {
    const form = new FormData();
    form.append('applicationId', application);
    form.append('entryConfigId', entryConfigId);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const request = new Request('http://127.0.0.1/upload', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'user-token': applicant,
      },
    });
    const envelope = envelopeOf(response);
    expect(envelope.code).toBe(0);
    return envelope.data as EntryFile;
  }

  const setState = (state: 'draft' | 'firstReview') =>
    app.db
      .update(domainApplications)
      .set({ state, submittedAt: state === 'draft' ? null : clock.now() })
      .where(eq(domainApplications.id, application));

  const preview = (side: 'primary' | 'second', id: string, token: string) =>
    getApi(app, `/${side}/entry/file-download?id=${id}&disposition=inline`, token);

  function expectInlineAnswer(
    response: LightMyRequestResponse,
    contentType: string,
    bytes: Buffer,
  ) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox;/);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(response.rawPayload).toEqual(bytes);
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await app.db.delete(entryFiles);
    await insertCatalogFixtures(app.db);
    applicant = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    otherApplicant = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    firstReviewer = (await signInOperator(app, clock, 'chushen')).token;
    auditor = (await signInOperator(app, clock, 'shenji')).token;
    editor = (await signInOperator(app, clock, 'bianji')).token;
    const [owner] = await app.db
      .select({ id: corporateUsers.id })
      .from(corporateUsers)
      .where(eq(corporateUsers.subject, 'dev-legal-91320100MA1XY8K3A9'));
    const at = clock.now();
    const [row] = await app.db
      .insert(domainApplications)
      .values({
        domainId: transport,
        applicantId: owner?.id ?? '',
        scenario: '交通出行数据分析',
        contactName: '李经办',
        contactPhone: '13851234567',
        state: 'draft',
        stateEnteredAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: domainApplications.id });
    application = row?.id ?? '';
    files.pdf = await upload(licence, '营业执照.pdf', pdfBytes);
    files.png = await upload(licence, '营业执照照片.png', pngBytes);
    files.docx = await upload(commitment, '数据安全承诺书.docx', docxBytes());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends an own PDF and image inline to their applicant, sandboxed, with the detected type', async () => {
    expectInlineAnswer(
      await preview('second', files.pdf.id, applicant),
      'application/pdf',
      pdfBytes,
    );
    expectInlineAnswer(await preview('second', files.png.id, applicant), 'image/png', pngBytes);
    // The plain download is unchanged: an attachment without the sandbox.
    const download = await getApi(app, `/second/entry/file-download?id=${files.pdf.id}`, applicant);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(String(download.headers['content-security-policy'])).not.toMatch(/^sandbox/);
  });

  it("answers another legal person's preview like an unknown file (4011)", async () => {
    for (const id of [files.pdf.id, fixtureId(8, 1)]) {
      const response = await preview('second', id, otherApplicant);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(envelopeOf(response)).toEqual({ code: 4011, msg: '入驻材料文件不存在', data: null });
    }
  });

  it("hides a never-submitted draft's files from reviewers and auditors (4011)", async () => {
    await setState('draft');
    for (const token of [firstReviewer, auditor]) {
      expect(envelopeOf(await preview('primary', files.pdf.id, token))).toEqual({
        code: 4011,
        msg: '入驻材料文件不存在',
        data: null,
      });
    }
  });

  it('lets reviewers and auditors preview a submitted case; an operator without the right gets 4030', async () => {
    await setState('firstReview');
    try {
      expectInlineAnswer(
        await preview('primary', files.pdf.id, firstReviewer),
        'application/pdf',
        pdfBytes,
      );
      expectInlineAnswer(
        await preview('primary', files.pdf.id, auditor),
        'application/pdf',
        pdfBytes,
      );
      expectInlineAnswer(await preview('primary', files.png.id, auditor), 'image/png', pngBytes);
      const refused = await preview('primary', files.pdf.id, editor);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(envelopeOf(refused)).toMatchObject({ code: 4030 });
    } finally {
      await setState('draft');
    }
  });

  it('offers Office and OFD files for download only: an inline request is refused with 4000', async () => {
    await setState('firstReview');
    try {
      for (const [side, token] of [
        ['primary', auditor],
        ['second', applicant],
      ] as const) {
        const response = await preview(side, files.docx.id, token);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(envelopeOf(response)).toEqual({
          code: 4000,
          msg: '该格式不支持在线预览，请下载后查看',
          data: null,
        });
      }
      const download = await getApi(
        app,
        `/primary/entry/file-download?id=${files.docx.id}`,
        auditor,
      );
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    } finally {
      await setState('draft');
    }
  });

  it('refuses a disposition the contract does not name (4000)', async () => {
    const response = await getApi(
      app,
      `/second/entry/file-download?id=${files.pdf.id}&disposition=render`,
      applicant,
    );
    expect(envelopeOf(response)).toMatchObject({ code: 4000 });
  });
});
