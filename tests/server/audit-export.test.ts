import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { operationLog, operators } from '../../server/db/schema';
import { fixtureId, insertApplications, insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  financeDomainId,
  transition,
} from '../support/domain-application-requests';
import { getApi, signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

type AuditTrail = components['schemas']['AuditTrail'];

const headers = [
  '受理编号',
  '申请编号',
  '申请专区',
  '申请单位',
  '统一社会信用代码',
  '申请创建时间（北京时间）',
  '当前状态',
  '轮次',
  '流转时间（北京时间）',
  '操作',
  '流转前状态',
  '流转后状态',
  '操作人',
  '操作人角色',
  '审核意见',
];

const returnComment = '=HYPERLINK("http://evil.example","点此"),请补充"盖章"材料\n第二行';
const firstApprovalComment = '@SUM(1,2) 材料齐全';
const finalApprovalComment = '-2+3，同意入驻';

/** RFC 4180: fields separated by commas, records by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += character;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

/** `2026-11-22 10:00:00` for an instant. */
const beijing = (at: string | Date) =>
  new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function fileNameOf(response: LightMyRequestResponse): string {
  const disposition = String(response.headers['content-disposition']);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  if (encoded === undefined) throw new Error(`no filename* in ${disposition}`);
  expect(disposition.startsWith('attachment; filename="')).toBe(true);
  return decodeURIComponent(encoded);
}

describe('the audit export', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = { shuyuan: '', zhisuan: '', chushen: '', zhongshen: '', shenji: '', bianji: '' };
  const ids = { approved: '', inReview: '', zhongshen: '' };
  let approvedTrail: AuditTrail;

  const exportFile = (query: string, token = tokens.shenji) =>
    getApi(app, `/primary/audit/export?${query}`, token);

  async function csvRows(query: string): Promise<string[][]> {
    const response = await exportFile(query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parseCsv(bytes.subarray(3).toString('utf8'));
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    tokens.shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    tokens.zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    for (const account of ['chushen', 'zhongshen', 'shenji', 'bianji'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
    const [zhongshen] = await app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, 'zhongshen'));
    ids.zhongshen = zhongshen?.id ?? '';

    const draft = await createDraft(app, tokens.shuyuan);
    await attachFile(app, draft, businessLicenceEntryId);
    let approved = detailOf(await transition(app, tokens.shuyuan, 'submit', draft));
    clock.advance(60_000);
    approved = detailOf(
      await decide(app, tokens.chushen, 'first', approved, 'return', returnComment),
    );
    approved = detailOf(await transition(app, tokens.shuyuan, 'revise', approved));
    approved = detailOf(await transition(app, tokens.shuyuan, 'submit', approved));
    clock.advance(60_000);
    approved = detailOf(
      await decide(app, tokens.chushen, 'first', approved, 'approve', firstApprovalComment),
    );
    clock.advance(60_000);
    approved = detailOf(
      await decide(app, tokens.zhongshen, 'final', approved, 'approve', finalApprovalComment),
    );
    ids.approved = approved.id;
    const trailEnvelope = await call(
      app,
      '/primary/audit/application-history',
      { id: approved.id },
      tokens.shenji,
    );
    approvedTrail = trailEnvelope.data as AuditTrail;

    clock.advance(60_000);
    const other = await createDraft(app, tokens.zhisuan);
    await attachFile(app, other, businessLicenceEntryId);
    ids.inReview = detailOf(await transition(app, tokens.zhisuan, 'submit', other)).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('exports one CSV row per history row, with Chinese headers, labels and Beijing times', async () => {
    const response = await exportFile('format=csv');
    expect(fileNameOf(response)).toBe(
      `专区入驻流程记录-${beijing(clock.now()).replace(/[-:]/g, '').replace(' ', '-')}.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = await csvRows('format=csv');
    expect(header).toEqual(headers);
    expect(rows).toHaveLength(12);
    // the most recently updated application first, each one's transitions oldest first; every
    // decision follows the 认领 that gave the reviewer the case, as the history records it
    expect(rows.map((row) => [row[1], row[9]])).toEqual([
      [ids.inReview, '创建草稿'],
      [ids.inReview, '提交'],
      [ids.approved, '创建草稿'],
      [ids.approved, '提交'],
      [ids.approved, '认领'],
      [ids.approved, '退回修改'],
      [ids.approved, '修改'],
      [ids.approved, '提交'],
      [ids.approved, '认领'],
      [ids.approved, '通过'],
      [ids.approved, '认领'],
      [ids.approved, '通过'],
    ]);
    const finalApproval = approvedTrail.history[9];
    if (finalApproval === undefined) throw new Error('no final approval in the trail');
    expect(approvedTrail.application.caseNumber).toMatch(/^JS2026\d{6}$/);
    expect(rows[11]).toEqual([
      approvedTrail.application.caseNumber,
      ids.approved,
      '交通专区',
      '江苏数源科技有限公司',
      '91320100MA1XY8K3A9',
      beijing(approvedTrail.application.createdAt),
      '已通过',
      '2',
      beijing(finalApproval.at),
      '通过',
      '终审中',
      '已通过',
      '刘洋',
      '终审人员',
      `'${finalApprovalComment}`,
    ]);
    expect(rows[2]?.[10]).toBe('');
  });

  it('neutralises formulas and keeps commas, quotes and line breaks intact', async () => {
    const [, ...rows] = await csvRows('format=csv');
    const comments = rows.map((row) => row[14]);
    expect(comments[5]).toBe(`'${returnComment}`);
    expect(comments[9]).toBe(`'${firstApprovalComment}`);
    expect(comments[11]).toBe(`'${finalApprovalComment}`);
    expect(comments.filter((comment) => comment !== '' && !comment?.startsWith("'"))).toEqual([]);
  });

  it('exports an Excel workbook with headers, widths, date cells in Beijing time and text as text', async () => {
    const response = await exportFile('format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(fileNameOf(response)).toMatch(/^专区入驻流程记录-\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('流程记录');
    if (sheet === undefined) throw new Error('no sheet 流程记录');
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(1).values).toEqual([undefined, ...headers]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(16);
    expect(sheet.getColumn(2).width).toBe(38);
    expect(sheet.getColumn(15).width).toBe(50);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const finalApproval = approvedTrail.history[9];
    if (finalApproval === undefined) throw new Error('no final approval in the trail');
    const last = sheet.getRow(13);
    const moment = last.getCell(9);
    expect(moment.type).toBe(ExcelJS.ValueType.Date);
    expect(moment.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(beijing(finalApproval.at)).toBe(
      (moment.value as Date).toISOString().slice(0, 19).replace('T', ' '),
    );
    expect(last.getCell(8).value).toBe(2);
    expect(last.getCell(13).value).toBe('刘洋');
    const returned = sheet.getRow(7).getCell(15);
    expect(returned.type).toBe(ExcelJS.ValueType.String);
    expect(returned.value).toBe(returnComment);
  });

  it('exports only what the filters select', async () => {
    const ofState = await csvRows('format=csv&state=firstReview');
    expect(ofState.slice(1).map((row) => row[1])).toEqual([ids.inReview, ids.inReview]);
    const ofReviewer = await csvRows(`format=csv&reviewerId=${ids.zhongshen}`);
    expect(ofReviewer).toHaveLength(11);
    expect(await csvRows(`format=csv&domainId=${financeDomainId}`)).toEqual([headers]);
    const range = `dateFrom=${encodeURIComponent(approvedTrail.application.createdAt)}&dateTo=${encodeURIComponent(approvedTrail.application.createdAt)}`;
    expect(
      (await csvRows(`format=csv&${range}`)).slice(1).every((row) => row[1] === ids.approved),
    ).toBe(true);
  });

  it('answers refusals with a JSON envelope instead of a file', async () => {
    const backwards = await exportFile(
      'format=csv&dateFrom=2026-11-23T00:00:00%2B08:00&dateTo=2026-11-22T00:00:00%2B08:00',
    );
    expect(backwards.headers['content-type']).toContain('application/json');
    expect(backwards.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(backwards)).toEqual({
      code: 4000,
      msg: '请求参数 dateFrom 不能晚于 dateTo',
      data: null,
    });
    expect(envelopeOf(await exportFile('state=draft'))).toEqual({
      code: 4000,
      msg: '请求参数 format 不能为空',
      data: null,
    });
    expect(envelopeOf(await exportFile('format=pdf')).code).toBe(4000);
    const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };
    expect(envelopeOf(await exportFile('format=csv', tokens.chushen))).toEqual(noRight);
    expect(envelopeOf(await exportFile('format=xlsx', tokens.bianji))).toEqual(noRight);
    expect((await getApi(app, '/primary/audit/export?format=csv')).statusCode).toBe(401);
  });

  it('writes an operation-log row for every export, and none for a refusal', async () => {
    const rows = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'auditExport'));
    // three CSV files and one workbook in the tests above, and four in the filter test
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({
      actorName: '赵敏',
      targetType: 'export',
      targetId: 'csv',
      targetLabel: expect.stringMatching(/^专区入驻流程记录-\d{8}-\d{6}\.csv$/) as string,
      detail: '导出专区入驻流程记录 12 条（CSV）；筛选：全部申请',
      ip: '127.0.0.1',
    });
    expect(rows.map((row) => row.detail)).toContain(
      '导出专区入驻流程记录 2 条（CSV）；筛选：状态 初审中',
    );
    expect(rows.map((row) => row.detail)).toContain(
      '导出专区入驻流程记录 10 条（CSV）；筛选：审核人员 刘洋',
    );
    expect(rows.map((row) => row.detail)).toContain(
      '导出专区入驻流程记录 0 条（CSV）；筛选：专区 金融专区',
    );
  });

  it('refuses more than 50,000 rows and asks for narrower filters', async () => {
    await insertApplications(app.db, [{ domain: 1, state: 'withdrawn', submittedHour: 1 }]);
    await app.db.execute(sql`
      INSERT INTO domain_application_history
        (application_id, round, from_state, event, to_state, actor_kind, actor_id, actor_name,
         actor_role, comment, version, at)
      SELECT ${fixtureId(7, 1)}, 1, 'draft', 'submit', 'firstReview', 'second', ${fixtureId(6, 1)},
             '李经办', 'applicant', NULL, series, '2026-06-01T00:00:00Z'
      FROM generate_series(1, 50001) AS series`);
    const tooMany = await exportFile('format=xlsx');
    expect(envelopeOf(tooMany)).toEqual({
      code: 4000,
      msg: '导出的流程记录超过 50000 条，请缩小筛选范围（专区、状态、日期或审核人员）后重试',
      data: null,
    });
    expect((await csvRows('format=csv&state=approved')).length).toBe(11);
  });
});
