import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import {
  corporateUsers,
  domainApplications,
  entryConfigs,
  entryFiles,
  rateLimitCounters,
  storedFileChunks,
} from '../../server/db/schema';
import { storedChunkBytes } from '../../server/kernel/file-store/chunk-writer';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { multipartBody, type FormPart } from '../support/multipart-body';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { api, getApi, postApi, signInCorporate, signInOperator } from '../support/server-auth';
import { storedBytes, storedChunks, storedKeys } from '../support/stored-files';

type EntryFile = components['schemas']['EntryFile'];
type EntryFileList = components['schemas']['EntryFileList'];

const transport = fixtureId(4, 1);
const finance = fixtureId(4, 2);
/** Transport's 营业执照: pdf, jpg, png up to 10 MiB. */
const licence = fixtureId(5, 2);
/** Transport's 数据安全承诺书: pdf, docx. */
const commitment = fixtureId(5, 1);
const disabledEntry = fixtureId(5, 3);
const financeEntry = fixtureId(5, 4);
/** Added by the test: pdf up to 1 KiB. */
const smallEntry = fixtureId(5, 50);
/** Added by the test: ofd, doc, xls, xlsx and zip. */
const archiveEntry = fixtureId(5, 51);
/** Added by the test: pdf up to two and a half chunks, so an upload over it has stored chunks already. */
const largeEntry = fixtureId(5, 52);
const largeEntryLimit = storedChunkBytes * 2.5;

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image'),
]);
/** A real zip archive, entries stored uncompressed: local headers, central directory, end record. */
function zipOf(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc32(data), 16);
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

const docxBytes = zipOf({
  '[Content_Types].xml': '<Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
const xlsxBytes = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
const ofdBytes = zipOf({ 'OFD.xml': '<ofd:OFD/>', 'Doc_0/Document.xml': '<ofd:Document/>' });
/** A minimal OLE compound file: the header, its FAT in sector 0 and its directory in sector 1. */
function compoundFileOf(streams: readonly string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].forEach((name, index) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(index === 0 ? 5 : 2, at + 0x42);
  });
  return Buffer.concat([header, fat, directory]);
}

const docBytes = compoundFileOf(['WordDocument', '1Table']);
const xlsBytes = compoundFileOf(['Workbook']);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('entry files (入驻材料)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let applicant: string;
  let otherApplicant: string;
  let reviewer: string;
  let editor: string;
  let draft: string;
  let submitted: string;
  let othersDraft: string;

  const storedNames = () => storedKeys(app.db);
  const fileRows = async () => app.db.select().from(entryFiles);

  function sendForm(parts: readonly FormPart[], token: string = applicant) {
    const { payload, contentType } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload,
      headers: { 'content-type': contentType, 'user-token': token },
    });
  }

  function upload(
    file: { filename: string | Buffer; bytes: Buffer },
    options: { applicationId?: string; entryConfigId?: string; token?: string } = {},
  ) {
    return sendForm(
      [
        { name: 'applicationId', value: options.applicationId ?? draft },
        { name: 'entryConfigId', value: options.entryConfigId ?? licence },
        { name: 'file', ...file },
      ],
      options.token,
    );
  }

  function uploaded(response: LightMyRequestResponse): EntryFile {
    const envelope = envelopeOf(response);
    expect(envelope).toMatchObject({ code: 0, msg: '文件已上传' });
    return envelope.data as EntryFile;
  }

  /** Asserts that a refused request left neither a row nor a byte behind. */
  async function expectRefused(
    response: LightMyRequestResponse,
    expected: { code: number; msg: string | RegExp },
    before: { rows: number; stored: string[] },
  ) {
    const { code, msg, data } = envelopeOf(response);
    expect(code).toBe(expected.code);
    if (typeof expected.msg === 'string') expect(msg).toBe(expected.msg);
    else expect(msg).toMatch(expected.msg);
    expect(data).toBeNull();
    expect(await fileRows()).toHaveLength(before.rows);
    expect(await storedNames()).toEqual(before.stored);
  }

  const snapshot = async () => ({ rows: (await fileRows()).length, stored: await storedNames() });

  async function insertApplication(
    applicantId: string,
    state: 'draft' | 'firstReview',
  ): Promise<string> {
    const at = clock.now();
    const [row] = await app.db
      .insert(domainApplications)
      .values({
        domainId: transport,
        applicantId,
        scenario: '交通出行数据分析',
        contactName: '李经办',
        contactPhone: '13851234567',
        state,
        submittedAt: state === 'draft' ? null : at,
        firstSubmittedAt: state === 'draft' ? null : at,
        stateEnteredAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: domainApplications.id });
    if (row === undefined) throw new Error('no application');
    return row.id;
  }

  /** The legal person a stand-in identity signed in as. */
  async function corporateIdOf(creditCode: string): Promise<string> {
    const [row] = await app.db
      .select({ id: corporateUsers.id })
      .from(corporateUsers)
      .where(eq(corporateUsers.subject, `dev-legal-${creditCode}`));
    if (row === undefined) throw new Error(`no corporate user ${creditCode}`);
    return row.id;
  }

  const setState = (id: string, state: 'draft' | 'firstReview') =>
    app.db.update(domainApplications).set({ state }).where(eq(domainApplications.id, id));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    // The demo seed's files would hold on to the applications the fixtures replace.
    await app.db.delete(entryFiles);
    await insertCatalogFixtures(app.db);
    await app.db.insert(entryConfigs).values({
      id: smallEntry,
      domainId: transport,
      name: '小文件材料',
      description: '不超过 1 KiB',
      required: false,
      allowedTypes: ['pdf'],
      maxSizeBytes: 1024,
      sortOrder: 3,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await app.db.insert(entryConfigs).values({
      id: archiveEntry,
      domainId: transport,
      name: '其他证明材料',
      description: '',
      required: false,
      allowedTypes: ['ofd', 'doc', 'xls', 'xlsx', 'zip'],
      maxSizeBytes: 1024 * 1024,
      sortOrder: 4,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await app.db.insert(entryConfigs).values({
      id: largeEntry,
      domainId: transport,
      name: '扫描件材料',
      description: '',
      required: false,
      allowedTypes: ['pdf'],
      maxSizeBytes: largeEntryLimit,
      sortOrder: 5,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    applicant = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    otherApplicant = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    reviewer = (await signInOperator(app, clock, 'chushen')).token;
    editor = (await signInOperator(app, clock, 'bianji')).token;
    const shuyuan = await corporateIdOf('91320100MA1XY8K3A9');
    const zhisuan = await corporateIdOf('91320500MA1NQ7W2BB');
    draft = await insertApplication(shuyuan, 'draft');
    submitted = await insertApplication(shuyuan, 'firstReview');
    othersDraft = await insertApplication(zhisuan, 'draft');
  });
  // This file uploads far more than the per-user limit allows in one window; the limit has its own tests.
  beforeEach(async () => {
    await app.db.delete(rateLimitCounters);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores an upload in the database under a server-made key, with its SHA-256', async () => {
    const before = await storedNames();
    const file = uploaded(await upload({ filename: '营业执照（副本）.pdf', bytes: pdfBytes }));
    expect(file).toEqual({
      id: file.id,
      applicationId: draft,
      entryConfigId: licence,
      entryName: '营业执照',
      name: '营业执照（副本）.pdf',
      size: pdfBytes.length,
      sha256: sha256(pdfBytes),
      contentType: 'application/pdf',
      uploadedAt: clock.now().toISOString(),
    });
    const [row] = await app.db.select().from(entryFiles).where(eq(entryFiles.id, file.id));
    expect(row?.storageKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(await storedNames()).toEqual([...before, row?.storageKey].sort());
    expect(await storedBytes(app.db, row?.storageKey ?? '')).toEqual(pdfBytes);
    expect(row?.uploadedBy).toBe(await corporateIdOf('91320100MA1XY8K3A9'));
  });

  it('takes a form as a browser builds it (FormData), with a Chinese file name', async () => {
    const form = new FormData();
    form.append('applicationId', draft);
    form.append('entryConfigId', commitment);
    form.append(
      'file',
      new Blob([new Uint8Array(docxBytes)], { type: 'application/msword' }),
      '数据安全承诺书.docx',
    );
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
    expect(uploaded(response)).toMatchObject({
      name: '数据安全承诺书.docx',
      entryName: '数据安全承诺书',
      // Detected from the content and the name, not the type the browser declared.
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses content that is not what its extension says, and keeps nothing', async () => {
    const before = await snapshot();
    await expectRefused(
      await upload({ filename: '营业执照.pdf', bytes: pngBytes }),
      {
        code: 4000,
        msg: '文件内容与扩展名不符：“营业执照.pdf”不是有效的 PDF 文件，请重新选择',
      },
      before,
    );
    await expectRefused(
      await upload({ filename: '营业执照.png', bytes: pdfBytes }),
      { code: 4000, msg: /不是有效的 PNG 文件/ },
      before,
    );
    await expectRefused(
      await upload({ filename: '空文件.pdf', bytes: Buffer.alloc(0) }),
      { code: 4000, msg: '文件内容为空，请重新选择' },
      before,
    );
  });

  it('tells formats of one container apart by what they hold, and refuses a file cut short', async () => {
    const asOther = (filename: string, bytes: Buffer) =>
      upload(
        { filename, bytes },
        { applicationId: othersDraft, entryConfigId: archiveEntry, token: otherApplicant },
      );
    expect(uploaded(await asOther('电子证照.ofd', ofdBytes))).toMatchObject({
      contentType: 'application/ofd',
    });
    expect(uploaded(await asOther('统计表.xlsx', xlsxBytes))).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(uploaded(await asOther('资料包.zip', docxBytes))).toMatchObject({
      contentType: 'application/zip',
    });
    expect(uploaded(await asOther('旧版说明.doc', docBytes))).toMatchObject({
      contentType: 'application/msword',
    });
    expect(uploaded(await asOther('旧版统计.xls', xlsBytes))).toMatchObject({
      contentType: 'application/vnd.ms-excel',
    });

    const before = await snapshot();
    await expectRefused(
      await asOther('统计表.xlsx', docxBytes),
      { code: 4000, msg: /“统计表.xlsx”不是有效的 Excel（xlsx） 文件/ },
      before,
    );
    await expectRefused(
      await asOther('电子证照.ofd', xlsxBytes),
      { code: 4000, msg: /不是有效的 OFD 文件/ },
      before,
    );
    await expectRefused(
      await asOther('资料包.zip', ofdBytes.subarray(0, ofdBytes.length - 30)),
      { code: 4000, msg: /不是有效的 ZIP 文件/ },
      before,
    );
    for (const bytes of [pdfBytes, xlsBytes, docBytes.subarray(0, 1024)]) {
      await expectRefused(
        await asOther('旧版说明.doc', bytes),
        { code: 4000, msg: /不是有效的 Word（doc） 文件/ },
        before,
      );
    }
  });

  it('refuses a type the entry does not allow, whatever the content', async () => {
    const before = await snapshot();
    for (const filename of ['营业执照.docx', '营业执照.exe', '营业执照']) {
      await expectRefused(
        await upload({ filename, bytes: docxBytes }),
        { code: 4000, msg: '“营业执照”只接受 PDF、JPG、PNG 格式的文件，请重新选择' },
        before,
      );
    }
  });

  it("answers a file over the entry's limit with HTTP 413 and 4130, and stores nothing", async () => {
    const before = await snapshot();
    const tooLarge = Buffer.concat([pdfBytes, Buffer.alloc(1025 - pdfBytes.length, 0x20)]);
    const response = await upload(
      { filename: '超大.pdf', bytes: tooLarge },
      { entryConfigId: smallEntry },
    );
    expect(response.statusCode).toBe(413);
    await expectRefused(response, { code: 4130, msg: '文件体积超过限制，请重新选择' }, before);

    const exactly = Buffer.concat([pdfBytes, Buffer.alloc(1024 - pdfBytes.length, 0x20)]);
    const accepted = uploaded(
      await upload({ filename: '刚好.pdf', bytes: exactly }, { entryConfigId: smallEntry }),
    );
    expect(accepted.size).toBe(1024);
  });

  it('takes a body sent in chunks without a declared length, and holds it to the same limit', async () => {
    const form = (filename: string, bytes: Buffer) =>
      multipartBody([
        { name: 'applicationId', value: othersDraft },
        { name: 'entryConfigId', value: smallEntry },
        { name: 'file', filename, bytes },
      ]);
    const sendInChunks = ({ payload, contentType }: { payload: Buffer; contentType: string }) =>
      app.inject({
        method: 'POST',
        url: `${api}/second/entry/file-upload`,
        payload: Readable.from(
          Array.from({ length: Math.ceil(payload.length / 100) }, (_, index) =>
            payload.subarray(index * 100, (index + 1) * 100),
          ),
        ),
        headers: { 'content-type': contentType, 'user-token': otherApplicant },
      });

    expect(uploaded(await sendInChunks(form('分段.pdf', pdfBytes)))).toMatchObject({
      name: '分段.pdf',
      sha256: sha256(pdfBytes),
    });
    const before = await snapshot();
    const tooLarge = Buffer.concat([pdfBytes, Buffer.alloc(2048, 0x20)]);
    const response = await sendInChunks(form('分段超大.pdf', tooLarge));
    expect(response.statusCode).toBe(413);
    await expectRefused(response, { code: 4130, msg: '文件体积超过限制，请重新选择' }, before);
  });

  /** A PDF of `size` bytes: the signature, then a pattern that repeats only every 251 bytes. */
  const largePdf = (size: number) =>
    Buffer.concat([
      pdfBytes,
      Buffer.from(Array.from({ length: size - pdfBytes.length }, (_, index) => (index * 31) % 251)),
    ]);

  it('stores a file of several chunks and downloads it byte for byte', async () => {
    const bytes = largePdf(storedChunkBytes * 2 + 12_345);
    const file = uploaded(
      await upload(
        { filename: '扫描件.pdf', bytes },
        { applicationId: othersDraft, entryConfigId: largeEntry, token: otherApplicant },
      ),
    );
    expect(file).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
    const [row] = await app.db.select().from(entryFiles).where(eq(entryFiles.id, file.id));
    const chunks = await storedChunks(app.db, row?.storageKey ?? '');
    expect(chunks.map((chunk) => [chunk.byteOffset, chunk.data.length])).toEqual([
      [0, storedChunkBytes],
      [storedChunkBytes, storedChunkBytes],
      [storedChunkBytes * 2, 12_345],
    ]);

    const response = await getApi(app, `/second/entry/file-download?id=${file.id}`, otherApplicant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('扫描件.pdf')}`,
    );
    expect(sha256(response.rawPayload)).toBe(sha256(bytes));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('drops the chunks already stored when an upload passes the limit midway (413, 4130)', async () => {
    const before = await snapshot();
    // Sent in pieces of 64 KiB, as over a network, so two chunks are stored before the limit is passed.
    const { payload, contentType } = multipartBody([
      { name: 'applicationId', value: othersDraft },
      { name: 'entryConfigId', value: largeEntry },
      { name: 'file', filename: '扫描件超大.pdf', bytes: largePdf(largeEntryLimit + 1) },
    ]);
    const piece = 64 * 1024;
    const response = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload: Readable.from(
        Array.from({ length: Math.ceil(payload.length / piece) }, (_, index) =>
          payload.subarray(index * piece, (index + 1) * piece),
        ),
      ),
      headers: { 'content-type': contentType, 'user-token': otherApplicant },
    });
    expect(response.statusCode).toBe(413);
    await expectRefused(response, { code: 4130, msg: '文件体积超过限制，请重新选择' }, before);

    const exactly = largePdf(largeEntryLimit);
    expect(
      uploaded(
        await upload(
          { filename: '扫描件刚好.pdf', bytes: exactly },
          { applicationId: othersDraft, entryConfigId: largeEntry, token: otherApplicant },
        ),
      ),
    ).toMatchObject({ size: largeEntryLimit, sha256: sha256(exactly) });
  });

  it('answers a request declaring more than any upload may be with 413 before reading it', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'applicationId', value: draft },
      { name: 'entryConfigId', value: licence },
      { name: 'file', filename: 'a.pdf', bytes: pdfBytes },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload,
      headers: {
        'content-type': contentType,
        'content-length': String(200 * 1024 * 1024),
        'user-token': applicant,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({
      code: 4130,
      msg: '文件体积超过限制，请重新选择',
      data: null,
    });
  });

  it.each([
    ['../../etc/passwd.pdf', '文件名不能包含“/”或“\\”，请修改文件名后重新上传'],
    ['子目录/营业执照.pdf', '文件名不能包含“/”或“\\”，请修改文件名后重新上传'],
    ['C:\\Users\\营业执照.pdf', '文件名不能包含“/”或“\\”，请修改文件名后重新上传'],
    ['..营业执照.pdf', '文件名不能包含“..”，请修改文件名后重新上传'],
    ['营业\u0007执照.pdf', '文件名不能包含控制字符，请修改文件名后重新上传'],
    ['', '文件名不能为空，请修改文件名后重新上传'],
    [`${'营'.repeat(252)}.pdf`, '文件名不能超过 255 个字符，请修改文件名后重新上传'],
    ['/etc/营业执照.pdf', '文件名不能包含“/”或“\\”，请修改文件名后重新上传'],
    ['..\\..\\营业执照.pdf', '文件名不能包含“/”或“\\”，请修改文件名后重新上传'],
    ['C:营业执照.pdf', '文件名不能包含“:”，请修改文件名后重新上传'],
    ['营业执照.pdf:隐藏', '文件名不能包含“:”，请修改文件名后重新上传'],
    ['营业执照\u0000.pdf', '文件名不能包含控制字符，请修改文件名后重新上传'],
    ['营业执照\u202Efdp.pdf', '文件名不能包含不可见的格式字符，请修改文件名后重新上传'],
    ['营业\u200B执照.pdf', '文件名不能包含不可见的格式字符，请修改文件名后重新上传'],
    ['营业执照.pdf.', '文件名不能以“.”或空格结尾，请修改文件名后重新上传'],
    ['营业执照.pdf ', '文件名不能以“.”或空格结尾，请修改文件名后重新上传'],
    ['CON.pdf', '文件名不能使用系统保留的设备名，请修改文件名后重新上传'],
    ['nul.pdf', '文件名不能使用系统保留的设备名，请修改文件名后重新上传'],
    ['com1.tar.pdf', '文件名不能使用系统保留的设备名，请修改文件名后重新上传'],
    ['LPT9.pdf', '文件名不能使用系统保留的设备名，请修改文件名后重新上传'],
  ])('refuses the file name %j', async (filename, msg) => {
    const before = await snapshot();
    await expectRefused(await upload({ filename, bytes: pdfBytes }), { code: 4000, msg }, before);
  });

  it.each([
    [
      'a byte that starts no UTF-8 character',
      Buffer.from([0xe8, 0x90, 0xa5, 0xff, 0x2e, 0x70, 0x64, 0x66]),
    ],
    [
      'a cut-off character',
      Buffer.concat([Buffer.from('营业执照'), Buffer.from([0xe6, 0x89]), Buffer.from('.pdf')]),
    ],
    [
      'a name written in GBK',
      Buffer.from([0xd3, 0xaa, 0xd2, 0xb5, 0xd6, 0xb4, 0xd5, 0xd5, 0x2e, 0x70, 0x64, 0x66]),
    ],
  ])('refuses a file name with %s instead of storing U+FFFD', async (_case, filename) => {
    const before = await snapshot();
    await expectRefused(
      await upload({ filename, bytes: pdfBytes }),
      { code: 4000, msg: '文件名含有无法识别的字符（不是 UTF-8 编码），请修改文件名后重新上传' },
      before,
    );
  });

  it("refuses another legal person's application and an unknown one (4011), and a submitted one (4090)", async () => {
    const before = await snapshot();
    const notFound = { code: 4011, msg: '专区入驻申请不存在' };
    await expectRefused(
      await upload({ filename: 'a.pdf', bytes: pdfBytes }, { applicationId: othersDraft }),
      notFound,
      before,
    );
    await expectRefused(
      await upload({ filename: 'a.pdf', bytes: pdfBytes }, { applicationId: fixtureId(7, 99) }),
      notFound,
      before,
    );
    await expectRefused(
      await upload({ filename: 'a.pdf', bytes: pdfBytes }, { applicationId: submitted }),
      { code: 4090, msg: '该申请当前为“初审中”，只有草稿可以修改入驻材料' },
      before,
    );
  });

  it('refuses an entry of another domain (4000), a disabled one (4090) and an unknown one (4011)', async () => {
    const before = await snapshot();
    const file = { filename: 'a.pdf', bytes: pdfBytes };
    await expectRefused(
      await upload(file, { entryConfigId: financeEntry }),
      { code: 4000, msg: '请求参数 entryConfigId 不是该申请所在专区的入驻材料' },
      before,
    );
    await expectRefused(
      await upload(file, { entryConfigId: disabledEntry }),
      { code: 4090, msg: '入驻材料“已停用材料”已停用，无需上传' },
      before,
    );
    await expectRefused(
      await upload(file, { entryConfigId: fixtureId(5, 99) }),
      { code: 4011, msg: '入驻材料配置不存在' },
      before,
    );
    expect(finance).not.toBe(transport);
  });

  it('validates the form against the contract: unknown, missing and malformed fields, the file last', async () => {
    const before = await snapshot();
    const file: FormPart = { name: 'file', filename: 'a.pdf', bytes: pdfBytes };
    const cases: [FormPart[], string][] = [
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
          { name: 'remark', value: '备注' },
          file,
        ],
        '请求参数 remark 不被允许',
      ],
      [[{ name: 'entryConfigId', value: licence }, file], '请求参数 applicationId 不能为空'],
      [
        [
          { name: 'applicationId', value: 'not-an-id' },
          { name: 'entryConfigId', value: licence },
          file,
        ],
        '请求参数 applicationId 格式不正确，应为UUID',
      ],
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
        ],
        '请求参数 file 不能为空',
      ],
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
          { name: 'file', value: 'a.pdf' },
        ],
        '请求参数 file 必须是文件',
      ],
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
          { name: 'attachment', filename: 'a.pdf', bytes: pdfBytes },
        ],
        '请求参数 attachment 不被允许',
      ],
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
          file,
        ],
        '请求参数 applicationId 只能填写一次',
      ],
      [
        [
          { name: 'applicationId', value: draft },
          { name: 'entryConfigId', value: licence },
          file,
          { name: 'remark', value: '备注' },
        ],
        '文件必须是表单的最后一项',
      ],
    ];
    for (const [parts, msg] of cases) {
      const response = await sendForm(parts);
      expect(response.statusCode).toBe(200);
      await expectRefused(response, { code: 4000, msg }, before);
    }
  });

  it('refuses a malformed form and a JSON body for the upload, and a form for a JSON operation', async () => {
    const before = await snapshot();
    const cut = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload: '--b\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'user-token': applicant },
    });
    await expectRefused(cut, { code: 4000, msg: /表单数据不完整或格式不正确/ }, before);

    const json = await postApi(
      app,
      '/second/entry/file-upload',
      { applicationId: draft, entryConfigId: licence, file: 'a.pdf' },
      applicant,
    );
    await expectRefused(
      json,
      { code: 4000, msg: '不支持的请求内容类型，请使用 multipart/form-data' },
      before,
    );

    const { payload, contentType } = multipartBody([{ name: 'applicationId', value: draft }]);
    const formToJson = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-list`,
      payload,
      headers: { 'content-type': contentType, 'user-token': applicant },
    });
    await expectRefused(
      formToJson,
      { code: 4000, msg: '不支持的请求内容类型，请使用 application/json' },
      before,
    );
  });

  it('refuses callers without a session (401) and operators (3166)', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'applicationId', value: draft },
      { name: 'entryConfigId', value: licence },
      { name: 'file', filename: 'a.pdf', bytes: pdfBytes },
    ]);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${api}/second/entry/file-upload`,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      envelopeOf(await upload({ filename: 'a.pdf', bytes: pdfBytes }, { token: editor })),
    ).toMatchObject({ code: 3166 });
  });

  it("lists an application's files by entry order, only for its own applicant", async () => {
    const envelope = envelopeOf(
      await postApi(app, '/second/entry/file-list', { applicationId: draft }, applicant),
    );
    expect(envelope.code).toBe(0);
    const list = envelope.data as EntryFileList;
    expect(list.applicationId).toBe(draft);
    expect(list.list.map((file) => [file.entryName, file.name])).toEqual([
      ['营业执照', '营业执照（副本）.pdf'],
      ['数据安全承诺书', '数据安全承诺书.docx'],
      ['小文件材料', '刚好.pdf'],
    ]);
    expect(
      envelopeOf(
        await postApi(app, '/second/entry/file-list', { applicationId: draft }, otherApplicant),
      ),
    ).toEqual({ code: 4011, msg: '专区入驻申请不存在', data: null });
  });

  async function fileNamed(name: string): Promise<EntryFile> {
    const envelope = envelopeOf(
      await postApi(app, '/second/entry/file-list', { applicationId: draft }, applicant),
    );
    const file = (envelope.data as EntryFileList).list.find((entry) => entry.name === name);
    if (file === undefined) throw new Error(`no file ${name}`);
    return file;
  }

  it('downloads an own file: its bytes, type, attachment name (RFC 6266) and nosniff', async () => {
    const file = await fileNamed('营业执照（副本）.pdf');
    const response = await getApi(app, `/second/entry/file-download?id=${file.id}`, applicant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照')}%EF%BC%88${encodeURIComponent('副本')}%EF%BC%89.pdf`,
    );
    expect(response.rawPayload).toEqual(pdfBytes);
  });

  it("answers another legal person's download, and an unknown id, with a JSON envelope", async () => {
    const file = await fileNamed('营业执照（副本）.pdf');
    for (const url of [
      `/second/entry/file-download?id=${file.id}`,
      `/second/entry/file-download?id=${fixtureId(8, 1)}`,
    ]) {
      const response = await getApi(app, url, otherApplicant);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(envelopeOf(response)).toEqual({ code: 4011, msg: '入驻材料文件不存在', data: null });
    }
  });

  it('lets reviewers download the files of a submitted application, not of a draft', async () => {
    const file = await fileNamed('数据安全承诺书.docx');
    const url = `/primary/entry/file-download?id=${file.id}`;
    expect(envelopeOf(await getApi(app, url, reviewer))).toEqual({
      code: 4011,
      msg: '入驻材料文件不存在',
      data: null,
    });
    await setState(draft, 'firstReview');
    try {
      const response = await getApi(app, url, reviewer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('数据安全承诺书.docx')}`,
      );
      expect(response.rawPayload).toEqual(docxBytes);
      // A content editor holds none of the rights the contract names.
      expect(envelopeOf(await getApi(app, url, editor))).toMatchObject({ code: 4030 });

      // Submitted: the applicant may no longer take files away.
      const before = await snapshot();
      await expectRefused(
        await postApi(app, '/second/entry/file-delete', { id: file.id }, applicant),
        { code: 4090, msg: '该申请当前为“初审中”，只有草稿可以修改入驻材料' },
        before,
      );
    } finally {
      await setState(draft, 'draft');
    }
  });

  it('answers a download whose stored bytes changed with an error envelope, not the bytes', async () => {
    const file = await fileNamed('刚好.pdf');
    const [row] = await app.db.select().from(entryFiles).where(eq(entryFiles.id, file.id));
    const storageKey = row?.storageKey ?? '';
    const original = await storedBytes(app.db, storageKey);
    const setBytes = (data: Buffer) =>
      app.db
        .update(storedFileChunks)
        .set({ data })
        .where(
          and(eq(storedFileChunks.storageKey, storageKey), eq(storedFileChunks.byteOffset, 0)),
        );
    await setBytes(Buffer.concat([original.subarray(0, 100), Buffer.from('altered')]));
    try {
      const response = await getApi(app, `/second/entry/file-download?id=${file.id}`, applicant);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(envelopeOf(response)).toEqual({
        code: 5000,
        msg: '文件内容缺失或已损坏，无法下载，请联系平台管理员',
        data: null,
      });
    } finally {
      await setBytes(original);
    }
  });

  it('deletes an own draft file: the row and its stored chunks', async () => {
    const file = await fileNamed('营业执照（副本）.pdf');
    const [row] = await app.db.select().from(entryFiles).where(eq(entryFiles.id, file.id));
    expect(
      envelopeOf(await postApi(app, '/second/entry/file-delete', { id: file.id }, otherApplicant)),
    ).toEqual({ code: 4011, msg: '入驻材料文件不存在', data: null });

    expect(
      envelopeOf(await postApi(app, '/second/entry/file-delete', { id: file.id }, applicant)),
    ).toEqual({ code: 0, msg: '文件已删除', data: { id: file.id } });
    expect(await app.db.select().from(entryFiles).where(eq(entryFiles.id, file.id))).toEqual([]);
    expect(await storedNames()).not.toContain(row?.storageKey);
    expect(
      envelopeOf(await getApi(app, `/second/entry/file-download?id=${file.id}`, applicant)),
    ).toMatchObject({ code: 4011 });
    expect(
      envelopeOf(await postApi(app, '/second/entry/file-delete', { id: file.id }, applicant)),
    ).toMatchObject({ code: 4011 });
  });
});
