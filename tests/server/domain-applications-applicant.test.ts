import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainApplicationHistory, domainApplications, domains } from '../../server/db/schema';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  draftFields,
  financeDomainId,
  optionalEntryId,
  pageOf,
  transition,
  transportDomainId,
  type ApplicationDetail,
  clearApplications,
} from '../support/domain-application-requests';
import { signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock } from '../support/server-app';

const changedMeanwhile = {
  code: 4090,
  msg: '该申请已被他人处理或已更新，请刷新后查看最新状态',
  data: null,
};
const notFound = { code: 4011, msg: '专区入驻申请不存在', data: null };

describe('domain applications of a legal person', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let shuyuan: string;
  let zhisuan: string;
  let chushen: string;

  /** The stored row and its history, to show that a refused request wrote nothing. */
  async function storedState(id: string) {
    const [row] = await app.db
      .select()
      .from(domainApplications)
      .where(eq(domainApplications.id, id));
    const [history] = await app.db
      .select({ rows: count() })
      .from(domainApplicationHistory)
      .where(eq(domainApplicationHistory.applicationId, id));
    return { row, historyRows: history?.rows };
  }

  async function submittedDraft(token: string): Promise<ApplicationDetail> {
    const draft = await createDraft(app, token);
    await attachFile(app, draft, businessLicenceEntryId);
    return detailOf(await transition(app, token, 'submit', draft));
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    chushen = (await signInOperator(app, clock, 'chushen')).token;
  });
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a round-1 draft with its create row in the history', async () => {
    const now = clock.now().toISOString();
    const envelope = await call(app, '/second/domain-application/new', draftFields, shuyuan);
    expect(envelope.msg).toBe('申请草稿已创建');
    expect(detailOf(envelope)).toMatchObject({
      domainId: transportDomainId,
      domainName: '交通专区',
      corName: '江苏数源科技有限公司',
      creditCode: '91320100MA1XY8K3A9',
      scenario: draftFields.scenario,
      contactName: '李明',
      contactPhone: '13900001101',
      state: 'draft',
      round: 1,
      version: 1,
      createdAt: now,
      updatedAt: now,
      submittedAt: null,
      stateEnteredAt: now,
      dueAt: null,
      overdue: false,
      files: [],
      history: [
        {
          from: null,
          event: 'create',
          to: 'draft',
          actorName: '李明',
          actorRole: 'applicant',
          at: now,
          comment: null,
          round: 1,
          commitmentVersion: null,
        },
      ],
    });
  });

  it("counts the legal person's applications in its user detail", async () => {
    await createDraft(app, shuyuan);
    expect(await call(app, '/second/user/detail', {}, shuyuan)).toMatchObject({
      code: 0,
      data: { corName: '江苏数源科技有限公司', applicationCount: 1 },
    });
    expect(await call(app, '/second/user/detail', {}, zhisuan)).toMatchObject({
      data: { applicationCount: 0 },
    });
  });

  it('allows one unfinished application per domain, and only in a domain that accepts them', async () => {
    const first = await submittedDraft(shuyuan);
    expect(await call(app, '/second/domain-application/new', draftFields, shuyuan)).toEqual({
      code: 4090,
      msg: '本单位在该专区已有未办结的入驻申请（草稿、审核中或退回修改），请继续办理该申请',
      data: null,
    });
    // another legal person is not held back by it
    await createDraft(app, zhisuan);
    expect(
      await call(
        app,
        '/second/domain-application/new',
        { ...draftFields, domainId: financeDomainId },
        shuyuan,
      ),
    ).toEqual({
      code: 4000,
      msg: '该专区已暂停受理新的入驻申请，暂不能新建或提交申请',
      data: null,
    });
    expect(
      await call(
        app,
        '/second/domain-application/new',
        { ...draftFields, domainId: '00000000-0000-4000-8000-999999999999' },
        shuyuan,
      ),
    ).toEqual({ code: 4011, msg: '数据专区不存在', data: null });
    // once the first is finished (withdrawn), a new one may start
    detailOf(await transition(app, shuyuan, 'withdraw', first));
    expect((await createDraft(app, shuyuan)).state).toBe('draft');
  });

  it('creates only one of two drafts asked for at once', async () => {
    const answers = await Promise.all([
      call(app, '/second/domain-application/new', draftFields, shuyuan),
      call(app, '/second/domain-application/new', draftFields, shuyuan),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4090]);
    const [stored] = await app.db.select({ rows: count() }).from(domainApplications);
    expect(stored?.rows).toBe(1);
  });

  it('refuses a scenario that is only long enough with its blanks, and unknown fields', async () => {
    expect(
      await call(
        app,
        '/second/domain-application/new',
        { ...draftFields, scenario: '   短场景     ' },
        shuyuan,
      ),
    ).toEqual({ code: 4000, msg: '应用场景不能少于 10 个字', data: null });
    const unknownField = await call(
      app,
      '/second/domain-application/new',
      { ...draftFields, state: 'approved' },
      shuyuan,
    );
    expect(unknownField.code).toBe(4000);
    const [stored] = await app.db.select({ rows: count() }).from(domainApplications);
    expect(stored?.rows).toBe(0);
  });

  it('edits a draft, answers 4212 when nothing changes, and refuses a stale version', async () => {
    const draft = await createDraft(app, shuyuan);
    clock.advance(60_000);
    const edited = detailOf(
      await call(
        app,
        '/second/domain-application/update',
        { id: draft.id, version: 1, contactName: ' 王芳 ', contactPhone: '025-83301234' },
        shuyuan,
      ),
    );
    expect(edited).toMatchObject({
      version: 2,
      contactName: '王芳',
      contactPhone: '025-83301234',
      scenario: draftFields.scenario,
      updatedAt: clock.now().toISOString(),
    });
    // editing is not a transition: still only the create row
    expect(edited.history).toHaveLength(1);

    const unchanged = await call(
      app,
      '/second/domain-application/update',
      { id: draft.id, version: 2, contactName: '王芳' },
      shuyuan,
    );
    expect(unchanged).toMatchObject({ code: 4212, data: { version: 2, contactName: '王芳' } });

    const before = await storedState(draft.id);
    expect(
      await call(
        app,
        '/second/domain-application/update',
        { id: draft.id, version: 1, scenario: '另一个足够长的应用场景描述文字' },
        shuyuan,
      ),
    ).toEqual(changedMeanwhile);
    expect(await storedState(draft.id)).toEqual(before);
  });

  it('edits only drafts', async () => {
    const submitted = await submittedDraft(shuyuan);
    expect(
      await call(
        app,
        '/second/domain-application/update',
        { id: submitted.id, version: submitted.version, contactName: '王芳' },
        shuyuan,
      ),
    ).toEqual({ code: 4090, msg: '申请当前为“初审中”状态，只有草稿可以修改', data: null });
  });

  it('submits only with every required material, naming what is missing', async () => {
    const draft = await createDraft(app, shuyuan);
    // an optional material alone is not enough; the disabled entry is not asked for
    await attachFile(app, draft, optionalEntryId, '数据安全承诺书.pdf');
    const before = await storedState(draft.id);
    expect(await transition(app, shuyuan, 'submit', draft)).toEqual({
      code: 4000,
      msg: '请先上传必须提交的入驻材料：“营业执照”',
      data: null,
    });
    expect(await storedState(draft.id)).toEqual(before);

    await attachFile(app, draft, businessLicenceEntryId);
    clock.advance(60_000);
    const envelope = await transition(app, shuyuan, 'submit', draft);
    expect(envelope.msg).toBe('申请已提交，请等待初审');
    const submitted = detailOf(envelope);
    const now = clock.now().toISOString();
    expect(submitted).toMatchObject({
      state: 'firstReview',
      round: 1,
      version: 2,
      submittedAt: now,
      stateEnteredAt: now,
      // entered on Sunday 22 November: five working days later is Friday the 27th, to 24:00 in Beijing
      dueAt: '2026-11-27T15:59:59.999Z',
      overdue: false,
    });
    expect(submitted.files.map((file) => file.entryName)).toEqual(['营业执照', '数据安全承诺书']);
    expect(submitted.history.at(-1)).toMatchObject({
      from: 'draft',
      event: 'submit',
      to: 'firstReview',
      actorRole: 'applicant',
      at: now,
    });
    const [row] = await app.db
      .select({ firstSubmittedAt: domainApplications.firstSubmittedAt })
      .from(domainApplications)
      .where(eq(domainApplications.id, draft.id));
    expect(row?.firstSubmittedAt?.toISOString()).toBe(now);

    // the same submit again is stale (version 1), and with the new version it is the wrong state
    expect(await transition(app, shuyuan, 'submit', draft)).toEqual(changedMeanwhile);
    expect(await transition(app, shuyuan, 'submit', submitted)).toEqual({
      code: 4090,
      msg: '申请当前为“初审中”状态，不能提交',
      data: null,
    });
  });

  it('withdraws while the first review is pending, keeping the reason in the history', async () => {
    const submitted = await submittedDraft(shuyuan);
    const withdrawn = detailOf(
      await transition(app, shuyuan, 'withdraw', submitted, { comment: '  材料需要补充  ' }),
    );
    expect(withdrawn).toMatchObject({ state: 'withdrawn', version: 3, dueAt: null });
    expect(withdrawn.history.at(-1)).toMatchObject({
      event: 'withdraw',
      to: 'withdrawn',
      comment: '材料需要补充',
    });
    expect(await transition(app, shuyuan, 'withdraw', withdrawn)).toEqual({
      code: 4090,
      msg: '申请当前为“已撤回”状态，不能撤回',
      data: null,
    });
  });

  it('revises a returned application into the next round, keeping fields and files', async () => {
    const submitted = await submittedDraft(shuyuan);
    const returned = detailOf(
      await decide(app, chushen, 'first', submitted, 'return', '请补充数据使用范围说明'),
    );
    expect(returned.state).toBe('returned');
    const revised = detailOf(await transition(app, shuyuan, 'revise', returned));
    expect(revised).toMatchObject({
      state: 'draft',
      round: 2,
      version: returned.version + 1,
      submittedAt: null,
      scenario: draftFields.scenario,
    });
    expect(revised.files).toHaveLength(1);
    expect(revised.history.map((row) => [row.event, row.round])).toEqual([
      ['create', 1],
      ['submit', 1],
      ['claim', 1],
      ['return', 1],
      ['revise', 2],
    ]);
    const resubmitted = detailOf(await transition(app, shuyuan, 'submit', revised));
    expect(resubmitted).toMatchObject({ state: 'firstReview', round: 2 });
  });

  it('revises a rejected application only while no other one of the domain is open', async () => {
    const submitted = await submittedDraft(shuyuan);
    const rejected = detailOf(
      await decide(app, chushen, 'first', submitted, 'reject', '应用场景与专区数据范围不符'),
    );
    // a rejection is finished: a new application may start, and then the old one stays closed
    const other = await createDraft(app, shuyuan);
    const before = await storedState(rejected.id);
    expect(await transition(app, shuyuan, 'revise', rejected)).toMatchObject({ code: 4090 });
    expect(await storedState(rejected.id)).toEqual(before);
    // with the other one withdrawn, the rejected application may be revised
    await attachFile(app, other, businessLicenceEntryId);
    const otherSubmitted = detailOf(await transition(app, shuyuan, 'submit', other));
    detailOf(await transition(app, shuyuan, 'withdraw', otherSubmitted));
    expect(detailOf(await transition(app, shuyuan, 'revise', rejected))).toMatchObject({
      state: 'draft',
      round: 2,
    });
  });

  it('lists only the own applications, latest change first, with filters and paging', async () => {
    const older = await createDraft(app, shuyuan);
    clock.advance(60_000);
    const otherDomainDraft = await submittedDraft(zhisuan);
    clock.advance(60_000);
    await attachFile(app, older, businessLicenceEntryId);
    detailOf(await transition(app, shuyuan, 'submit', older));

    const mine = pageOf(await call(app, '/second/domain-application/list', {}, shuyuan));
    expect(mine).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(mine.list.map((item) => item.id)).toEqual([older.id]);
    expect(mine.list[0]).toMatchObject({
      corName: '江苏数源科技有限公司',
      domainName: '交通专区',
      state: 'firstReview',
      overdue: false,
    });
    const theirs = pageOf(await call(app, '/second/domain-application/list', {}, zhisuan));
    expect(theirs.list.map((item) => item.id)).toEqual([otherDomainDraft.id]);

    const drafts = pageOf(
      await call(app, '/second/domain-application/list', { state: 'draft' }, shuyuan),
    );
    expect(drafts.total).toBe(0);
    const secondPage = pageOf(
      await call(app, '/second/domain-application/list', { page: 2, pageSize: 1 }, shuyuan),
    );
    expect(secondPage).toMatchObject({ total: 1, list: [], page: 2, pageSize: 1 });
  });

  it('filters the own applications by domain and by submission date, Beijing days both included', async () => {
    /** The Beijing calendar day of an instant, and its first and last moments as the contract's date-times. */
    const beijingDay = (at: Date) =>
      new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();
    const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+08:00`).toISOString();
    const list = async (query: Record<string, unknown>) =>
      pageOf(await call(app, '/second/domain-application/list', query, shuyuan)).list.map(
        (item) => item.id,
      );

    expect(await call(app, '/second/domain-application/domains', {}, shuyuan)).toEqual({
      code: 0,
      msg: '操作成功',
      data: [],
    });
    // The first was submitted two days ago (its submission time put back; the sessions stay fresh).
    const first = await submittedDraft(shuyuan);
    const twoDaysAgo = new Date(clock.now().getTime() - 2 * 24 * 3_600_000);
    await app.db
      .update(domainApplications)
      .set({ submittedAt: twoDaysAgo })
      .where(eq(domainApplications.id, first.id));
    const firstDay = beijingDay(twoDaysAgo);
    clock.advance(60_000);
    detailOf(await transition(app, shuyuan, 'withdraw', first));
    // A draft of the finance domain, which is closed again afterwards: its case stays findable.
    await app.db
      .update(domains)
      .set({ acceptingApplications: true })
      .where(eq(domains.id, financeDomainId));
    const financeDraft = await createDraft(app, shuyuan, { domainId: financeDomainId });
    await app.db
      .update(domains)
      .set({ acceptingApplications: false })
      .where(eq(domains.id, financeDomainId));
    clock.advance(60_000);
    const second = await submittedDraft(shuyuan);
    const secondDay = beijingDay(clock.now());
    await submittedDraft(zhisuan);

    expect(await call(app, '/second/domain-application/domains', {}, shuyuan)).toEqual({
      code: 0,
      msg: '操作成功',
      data: [
        { id: financeDomainId, name: '金融专区', acceptingApplications: false },
        { id: transportDomainId, name: '交通专区', acceptingApplications: true },
      ],
    });
    expect(await list({ domainId: financeDomainId })).toEqual([financeDraft.id]);
    expect(new Set(await list({ domainId: transportDomainId }))).toEqual(
      new Set([first.id, second.id]),
    );
    expect(await list({ dateFrom: dayStart(firstDay), dateTo: dayEnd(firstDay) })).toEqual([
      first.id,
    ]);
    expect(await list({ dateTo: dayEnd(firstDay) })).toEqual([first.id]);
    expect(await list({ dateFrom: dayStart(secondDay) })).toEqual([second.id]);
    expect(
      await list({
        dateFrom: dayStart(secondDay),
        state: 'withdrawn',
        domainId: transportDomainId,
      }),
    ).toEqual([]);
    expect(
      await list({ dateFrom: dayStart(firstDay), dateTo: dayEnd(secondDay), keyword: '公交' }),
    ).toEqual([second.id, first.id]);

    expect(
      await call(
        app,
        '/second/domain-application/list',
        { dateFrom: dayStart(secondDay), dateTo: dayEnd(firstDay) },
        shuyuan,
      ),
    ).toEqual({
      code: 4000,
      msg: '提交日期的开始日期不能晚于结束日期（请求参数 dateFrom 晚于 dateTo）',
      data: null,
    });
    expect((await call(app, '/second/domain-application/domains', {}, zhisuan)).data).toEqual([
      { id: transportDomainId, name: '交通专区', acceptingApplications: true },
    ]);
  });

  it("answers another legal person's application as if it did not exist, and changes nothing", async () => {
    const submitted = await submittedDraft(shuyuan);
    const before = await storedState(submitted.id);
    expect(
      await call(app, '/second/domain-application/detail', { id: submitted.id }, zhisuan),
    ).toEqual(notFound);
    expect(await transition(app, zhisuan, 'withdraw', submitted)).toEqual(notFound);
    expect(
      await call(
        app,
        '/second/domain-application/update',
        { id: submitted.id, version: submitted.version, contactName: '冒名者' },
        zhisuan,
      ),
    ).toEqual(notFound);
    expect(await storedState(submitted.id)).toEqual(before);
    expect(
      detailOf(await call(app, '/second/domain-application/detail', { id: submitted.id }, shuyuan))
        .id,
    ).toBe(submitted.id);
  });

  it('keeps operators out of the applicant operations and legal persons out of the reviews', async () => {
    expect(await call(app, '/second/domain-application/new', draftFields, chushen)).toMatchObject({
      code: 3166,
    });
    expect(
      await call(app, '/primary/review/queue', { stage: 'firstReview' }, shuyuan),
    ).toMatchObject({ code: 4030 });
    const [stored] = await app.db.select({ rows: count() }).from(domainApplications);
    expect(stored?.rows).toBe(0);
  });
});
