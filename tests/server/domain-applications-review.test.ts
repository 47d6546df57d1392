import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainApplicationHistory, domainApplications } from '../../server/db/schema';
import { decideTransition } from '../../machines/domain-application/decide';
import { inApplicationTransaction } from '../../server/features/domain-applications/application-transaction';
import {
  historyValues,
  persistTransition,
} from '../../server/features/domain-applications/persist-transition';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  claimStep,
  createDraft,
  decide,
  decideAsIs,
  detailOf,
  pageOf,
  transition,
  type ApplicationDetail,
  clearApplications,
} from '../support/domain-application-requests';
import { signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock } from '../support/server-app';

const minute = 60_000;
const day = 24 * 60 * minute;
const changedMeanwhile = {
  code: 4090,
  msg: '该申请已被他人处理或已更新，请刷新后查看最新状态',
  data: null,
};
const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };

describe('reviews of domain applications', () => {
  let app: FastifyInstance;
  // Sunday 22 November 2026, 10:00 in Beijing
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = {
    shuyuan: '',
    zhisuan: '',
    chushen: '',
    zhongshen: '',
    admin: '',
    shenji: '',
  };

  async function submitted(applicant: 'shuyuan' | 'zhisuan'): Promise<ApplicationDetail> {
    const draft = await createDraft(app, tokens[applicant]);
    await attachFile(app, draft, businessLicenceEntryId);
    return detailOf(await transition(app, tokens[applicant], 'submit', draft));
  }

  async function inFinalReview(applicant: 'shuyuan' | 'zhisuan'): Promise<ApplicationDetail> {
    return detailOf(
      await decide(app, tokens.chushen, 'first', await submitted(applicant), 'approve'),
    );
  }

  async function historyCount(id: string): Promise<number> {
    const [rows] = await app.db
      .select({ rows: count() })
      .from(domainApplicationHistory)
      .where(eq(domainApplicationHistory.applicationId, id));
    return rows?.rows ?? 0;
  }

  async function storedRow(id: string) {
    const [row] = await app.db
      .select()
      .from(domainApplications)
      .where(eq(domainApplications.id, id));
    return { row, historyRows: await historyCount(id) };
  }

  const queue = (token: string, body: Record<string, unknown>) =>
    call(app, '/primary/review/queue', body, token);

  /** Everyone signs in (again): sessions end after half an hour without a request. */
  async function signInAll(): Promise<void> {
    tokens.shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    tokens.zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    for (const account of ['chushen', 'zhongshen', 'admin', 'shenji'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    await signInAll();
  });
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('queues the first review longest waiting first, and marks what is past its working-day limit', async () => {
    const early = await submitted('shuyuan');
    clock.advance(2 * day);
    await signInAll();
    const later = await submitted('zhisuan');
    // a draft and a later stage are not in the first-review queue
    const first = pageOf(await queue(tokens.chushen, { stage: 'firstReview' }));
    expect(first.list.map((item) => item.id)).toEqual([early.id, later.id]);
    expect(first.list.map((item) => item.overdue)).toEqual([false, false]);
    // Sunday → Friday 27th; Tuesday 24th → Tuesday 1 December
    expect(first.list.map((item) => item.dueAt)).toEqual([
      '2026-11-27T15:59:59.999Z',
      '2026-12-01T15:59:59.999Z',
    ]);

    // Saturday 28 November: the first is overdue, the second not yet
    clock.advance(4 * day);
    await signInAll();
    const afterWeek = pageOf(await queue(tokens.chushen, { stage: 'firstReview' }));
    expect(afterWeek.list.map((item) => item.overdue)).toEqual([true, false]);
    const overdueOnly = pageOf(
      await queue(tokens.chushen, { stage: 'firstReview', overdueOnly: true }),
    );
    expect(overdueOnly).toMatchObject({ total: 1 });
    expect(overdueOnly.list.map((item) => item.id)).toEqual([early.id]);

    const byKeyword = pageOf(
      await queue(tokens.chushen, { stage: 'firstReview', keyword: '苏州' }),
    );
    expect(byKeyword.list.map((item) => item.corName)).toEqual(['苏州智算数据服务有限公司']);
    const paged = pageOf(
      await queue(tokens.chushen, { stage: 'firstReview', page: 2, pageSize: 1 }),
    );
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.list.map((item) => item.id)).toEqual([later.id]);

    // the detail says the same
    const detail = detailOf(
      await call(app, '/primary/review/detail', { id: early.id }, tokens.chushen),
    );
    expect(detail).toMatchObject({ overdue: true, dueAt: '2026-11-27T15:59:59.999Z' });
  });

  it('shows each reviewer only the queue of a right held', async () => {
    expect(await queue(tokens.chushen, { stage: 'finalReview' })).toEqual({
      code: 4030,
      msg: '您没有入驻终审权限，不能查看该审核队列',
      data: null,
    });
    expect(await queue(tokens.zhongshen, { stage: 'firstReview' })).toMatchObject({ code: 4030 });
    expect(await queue(tokens.shenji, { stage: 'firstReview' })).toEqual(noRight);
    const waiting = await inFinalReview('shuyuan');
    const final = pageOf(await queue(tokens.zhongshen, { stage: 'finalReview' }));
    expect(final.list.map((item) => item.id)).toEqual([waiting.id]);
    expect(pageOf(await queue(tokens.admin, { stage: 'finalReview' })).total).toBe(1);
  });

  it('takes an application through the first and the final review', async () => {
    const application = await submitted('shuyuan');
    clock.advance(10 * minute);
    const passedOn = await decide(app, tokens.chushen, 'first', application, 'approve', '材料齐全');
    expect(passedOn.msg).toBe('审核通过');
    const inFinal = detailOf(passedOn);
    // 认领 and the decision: two versions on, and the final review starts unclaimed
    expect(inFinal).toMatchObject({
      state: 'finalReview',
      version: application.version + 2,
      stateEnteredAt: clock.now().toISOString(),
      claimedById: null,
      claimedByName: null,
      claimedAt: null,
    });
    expect(inFinal.history.at(-1)).toMatchObject({
      from: 'firstReview',
      event: 'approve',
      to: 'finalReview',
      actorName: '陈静',
      actorRole: 'firstReviewer',
      comment: '材料齐全',
      round: 1,
    });

    clock.advance(10 * minute);
    const approved = detailOf(await decide(app, tokens.zhongshen, 'final', inFinal, 'approve'));
    expect(approved).toMatchObject({ state: 'approved', dueAt: null, overdue: false });
    // the history only grows: the rows already there are unchanged
    expect(approved.history.slice(0, inFinal.history.length)).toEqual(inFinal.history);
    expect(approved.history.at(-1)).toMatchObject({
      event: 'approve',
      to: 'approved',
      actorName: '刘洋',
      actorRole: 'finalReviewer',
      comment: null,
    });
    const [row] = await app.db
      .select({ decidedAt: domainApplications.decidedAt })
      .from(domainApplications)
      .where(eq(domainApplications.id, application.id));
    expect(row?.decidedAt?.toISOString()).toBe(clock.now().toISOString());

    const history = await call(
      app,
      '/primary/review/history',
      { id: application.id },
      tokens.shenji,
    );
    expect(history.code).toBe(0);
    expect(history.data).toMatchObject({
      applicationId: application.id,
      list: [
        { event: 'create', actorRole: 'applicant' },
        { event: 'submit', actorRole: 'applicant' },
        { event: 'claim', actorRole: 'firstReviewer', from: 'firstReview', to: 'firstReview' },
        { event: 'approve', actorRole: 'firstReviewer' },
        { event: 'claim', actorRole: 'finalReviewer', from: 'finalReview', to: 'finalReview' },
        { event: 'approve', actorRole: 'finalReviewer' },
      ],
    });
  });

  it('needs a reason (审核意见) to reject or return, and changes nothing without one', async () => {
    const application = detailOf(
      await claimStep(app, tokens.chushen, 'first', 'claim', await submitted('shuyuan')),
    );
    const before = await storedRow(application.id);
    expect(await decideAsIs(app, tokens.chushen, 'first', application, 'reject')).toEqual({
      code: 4000,
      msg: '驳回须填写审核意见',
      data: null,
    });
    expect(await decideAsIs(app, tokens.chushen, 'first', application, 'return', '   ')).toEqual({
      code: 4000,
      msg: '退回修改须填写审核意见',
      data: null,
    });
    expect(await storedRow(application.id)).toEqual(before);

    const rejected = detailOf(
      await decide(app, tokens.chushen, 'first', application, 'reject', ' 数据用途超出专区范围 '),
    );
    expect(rejected).toMatchObject({ state: 'rejected' });
    expect(rejected.history.at(-1)).toMatchObject({ comment: '数据用途超出专区范围' });
  });

  it('keeps the final reviewer of a round apart from its first reviewer (four-eyes)', async () => {
    const application = await submitted('shuyuan');
    // the administrator holds both rights: either review of a round, never both
    const inFinal = detailOf(await decide(app, tokens.admin, 'first', application, 'approve'));
    const before = await storedRow(application.id);
    expect(await decide(app, tokens.admin, 'final', inFinal, 'approve')).toEqual({
      code: 4090,
      msg: '本轮初审由您办理，按照双人审核原则不能认领终审',
      data: null,
    });
    expect(await decideAsIs(app, tokens.admin, 'final', inFinal, 'approve')).toEqual({
      code: 4090,
      msg: '同一轮申请的初审和终审不能由同一人办理，请由其他终审人员处理',
      data: null,
    });
    expect(await storedRow(application.id)).toEqual(before);
    expect(detailOf(await decide(app, tokens.zhongshen, 'final', inFinal, 'approve')).state).toBe(
      'approved',
    );
  });

  it('decides only the stage of the endpoint and only with its right', async () => {
    const inFinal = await inFinalReview('shuyuan');
    expect(await decide(app, tokens.admin, 'first', inFinal, 'approve')).toEqual({
      code: 4090,
      msg: '申请当前为“终审中”状态，不在入驻初审环节',
      data: null,
    });
    expect(await decide(app, tokens.chushen, 'final', inFinal, 'approve')).toEqual(noRight);
    expect(await decide(app, tokens.shenji, 'final', inFinal, 'approve')).toEqual(noRight);
    expect(await decide(app, tokens.shuyuan, 'final', inFinal, 'approve')).toMatchObject({
      code: 4030,
    });
    // a stale version is answered as changed meanwhile
    expect(
      await decide(app, tokens.zhongshen, 'final', { ...inFinal, version: 1 }, 'approve'),
    ).toEqual(changedMeanwhile);
    expect((await storedRow(inFinal.id)).row?.state).toBe('finalReview');
  });

  it('lets exactly one of two reviewers deciding at once win', async () => {
    const application = await submitted('shuyuan');
    const before = await historyCount(application.id);
    const answers = await Promise.all([
      decide(app, tokens.chushen, 'first', application, 'approve'),
      decide(app, tokens.admin, 'first', application, 'reject', '材料不全'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4090]);
    const loser = answers.find((answer) => answer.code !== 0);
    expect(loser).toEqual(changedMeanwhile);
    // the winner's claim and decision; the loser's claim found the version moved on
    expect(await historyCount(application.id)).toBe(before + 2);
    const winner = detailOf(answers.find((answer) => answer.code === 0) ?? answers[0]);
    const stored = await storedRow(application.id);
    expect(stored.row).toMatchObject({ state: winner.state, version: application.version + 2 });
  });

  it('lets exactly one of two final reviewers win, too', async () => {
    const inFinal = await inFinalReview('zhisuan');
    const answers = await Promise.all([
      decide(app, tokens.zhongshen, 'final', inFinal, 'approve'),
      decide(app, tokens.zhongshen, 'final', inFinal, 'return', '请补充授权委托书'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4090]);
    expect(await historyCount(inFinal.id)).toBe(inFinal.history.length + 2);
  });

  it('refuses a write whose version moved on after it was read, and a second history row of a version', async () => {
    const application = await submitted('shuyuan');
    const chushenActor = {
      kind: 'operator' as const,
      id: '00000000-0000-4000-8000-000000000001',
      name: '陈静',
      rights: ['domain:first-review'],
    };
    const decision = decideTransition(
      {
        state: 'firstReview',
        context: {
          applicantId: 'x',
          round: 1,
          firstReviewerId: null,
          domainAccepting: true,
          commitmentVersion: null,
          claimantId: chushenActor.id,
          claimantName: chushenActor.name,
        },
      },
      { type: 'review.approve', actor: chushenActor },
    );
    if (!decision.ok) throw new Error(decision.reason);
    const before = await storedRow(application.id);
    // read at version 1, stored is version 2: the update touches no row
    const staleRead = { id: application.id, version: 1, firstSubmittedAt: null };
    await expect(
      inApplicationTransaction(app.db, (tx) =>
        persistTransition(tx, staleRead, decision, clock.now()),
      ),
    ).rejects.toMatchObject({ code: 4090, msg: changedMeanwhile.msg });
    // a history row for a version already written breaks the unique index: a conflict, not a 500
    await expect(
      inApplicationTransaction(app.db, async (tx) => {
        await tx
          .insert(domainApplicationHistory)
          .values(
            historyValues(application.id, decision.historyRow, application.version, clock.now()),
          );
      }),
    ).rejects.toMatchObject({ code: 4090, msg: changedMeanwhile.msg });
    expect(await storedRow(application.id)).toEqual(before);
  });

  it('keeps drafts never submitted away from reviewers', async () => {
    const draft = await createDraft(app, tokens.shuyuan);
    for (const path of ['/primary/review/detail', '/primary/review/history']) {
      expect(await call(app, path, { id: draft.id }, tokens.shenji)).toEqual({
        code: 4011,
        msg: '专区入驻申请不存在',
        data: null,
      });
    }
    expect(await decide(app, tokens.chushen, 'first', draft, 'approve')).toMatchObject({
      code: 4011,
    });
  });
});
