/**
 * The case desk's claims (DESIGN §9) through the API: 认领 and 释放 by reviewers, one winner when two
 * claim at once, decisions for the claimant only, the administrator's 改派 and workload, and the
 * queues showing who holds each case.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainApplications, notifications, operationLog, operators } from '../../server/db/schema';
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
const changedMeanwhile = {
  code: 4090,
  msg: '该申请已被他人处理或已更新，请刷新后查看最新状态',
  data: null,
};

describe('claims of domain applications', () => {
  let app: FastifyInstance;
  // Wednesday 25 November 2026, 10:00 in Beijing
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const tokens = { shuyuan: '', zhisuan: '', chushen: '', zhongshen: '', admin: '', shenji: '' };
  const ids = { chushen: '', zhongshen: '', admin: '', shenji: '' };

  async function submitted(applicant: 'shuyuan' | 'zhisuan'): Promise<ApplicationDetail> {
    const draft = await createDraft(app, tokens[applicant]);
    await attachFile(app, draft, businessLicenceEntryId);
    return detailOf(await transition(app, tokens[applicant], 'submit', draft));
  }

  const claim = (token: string, stage: 'first' | 'final', application: ApplicationDetail) =>
    claimStep(app, token, stage, 'claim', application);
  const release = (token: string, stage: 'first' | 'final', application: ApplicationDetail) =>
    claimStep(app, token, stage, 'release', application);
  const reassign = (token: string, application: ApplicationDetail, reviewerId: string) =>
    call(
      app,
      '/primary/admin/review-reassign',
      { id: application.id, version: application.version, reviewerId },
      token,
    );

  async function stored(id: string) {
    const [row] = await app.db
      .select()
      .from(domainApplications)
      .where(eq(domainApplications.id, id));
    return row;
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    tokens.shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    tokens.zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    for (const account of ['chushen', 'zhongshen', 'admin', 'shenji'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
      const [row] = await app.db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.account, account));
      ids[account] = row?.id ?? '';
    }
  });
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('claims for one reviewer, keeps the stage’s clock, and shows the claimant in queue and detail', async () => {
    const application = await submitted('shuyuan');
    clock.advance(5 * minute);
    const claimed = await claim(tokens.chushen, 'first', application);
    expect(claimed.msg).toBe('已认领');
    expect(detailOf(claimed)).toMatchObject({
      state: 'firstReview',
      version: application.version + 1,
      stateEnteredAt: application.stateEnteredAt,
      claimedById: ids.chushen,
      claimedByName: '陈静',
      claimedAt: clock.now().toISOString(),
    });
    expect(detailOf(claimed).history.at(-1)).toMatchObject({
      from: 'firstReview',
      event: 'claim',
      to: 'firstReview',
      actorName: '陈静',
      actorRole: 'firstReviewer',
    });
    const other = await submitted('zhisuan');

    const queue = (token: string, claimFilter: string) =>
      call(app, '/primary/review/queue', { stage: 'firstReview', claim: claimFilter }, token);
    const all = pageOf(await queue(tokens.chushen, 'all'));
    expect(all.list.map((item) => [item.id, item.claimedByName])).toEqual([
      [application.id, '陈静'],
      [other.id, null],
    ]);
    expect(pageOf(await queue(tokens.chushen, 'mine')).list.map((item) => item.id)).toEqual([
      application.id,
    ]);
    expect(pageOf(await queue(tokens.admin, 'mine')).total).toBe(0);
    expect(pageOf(await queue(tokens.admin, 'unclaimed')).list.map((item) => item.id)).toEqual([
      other.id,
    ]);
    const detail = await call(app, '/primary/review/detail', { id: application.id }, tokens.admin);
    expect(detailOf(detail)).toMatchObject({ claimedByName: '陈静' });
  });

  it('lets exactly one of two reviewers claiming at once win', async () => {
    const application = await submitted('shuyuan');
    const answers = await Promise.all([
      claim(tokens.chushen, 'first', application),
      claim(tokens.admin, 'first', application),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4090]);
    expect(answers.find((answer) => answer.code !== 0)).toEqual(changedMeanwhile);
    const winner = detailOf(answers.find((answer) => answer.code === 0) ?? answers[0]);
    expect((await stored(application.id))?.claimedById).toBe(winner.claimedById);
    expect((await stored(application.id))?.version).toBe(application.version + 1);
    // read afresh, the loser is told who holds it
    const loserToken = winner.claimedById === ids.chushen ? tokens.admin : tokens.chushen;
    expect(await claim(loserToken, 'first', winner)).toEqual({
      code: 4090,
      msg: `该申请已由 ${winner.claimedByName ?? ''} 认领`,
      data: null,
    });
  });

  it('lets only the claimant decide, and an unclaimed case be claimed first', async () => {
    const application = await submitted('shuyuan');
    expect(await decideAsIs(app, tokens.chushen, 'first', application, 'approve')).toEqual({
      code: 4090,
      msg: '请先认领该申请再审核',
      data: null,
    });
    const claimed = detailOf(await claim(tokens.admin, 'first', application));
    const before = await stored(application.id);
    expect(await decideAsIs(app, tokens.chushen, 'first', claimed, 'approve')).toEqual({
      code: 4090,
      msg: '该申请已由 系统管理员 认领，仅认领人可以审核',
      data: null,
    });
    expect(await stored(application.id)).toEqual(before);
    const decided = detailOf(await decideAsIs(app, tokens.admin, 'first', claimed, 'approve'));
    expect(decided).toMatchObject({ state: 'finalReview', claimedById: null });
  });

  it('releases by the claimant or an administrator, never by another reviewer', async () => {
    const application = await submitted('shuyuan');
    const claimed = detailOf(await claim(tokens.chushen, 'first', application));
    expect(await release(tokens.admin, 'first', { ...claimed, version: 1 })).toEqual(
      changedMeanwhile,
    );
    expect(await release(tokens.zhongshen, 'first', claimed)).toMatchObject({ code: 4030 });
    const released = await release(tokens.chushen, 'first', claimed);
    expect(released.msg).toBe('已释放');
    expect(detailOf(released)).toMatchObject({ claimedById: null, claimedAt: null });
    expect(await release(tokens.chushen, 'first', detailOf(released))).toEqual({
      code: 4090,
      msg: '该申请尚未被认领',
      data: null,
    });
    const again = detailOf(await claim(tokens.chushen, 'first', detailOf(released)));
    const byAdmin = detailOf(await release(tokens.admin, 'first', again));
    expect(byAdmin).toMatchObject({ claimedById: null });
    expect(byAdmin.history.at(-1)).toMatchObject({ event: 'release', actorRole: 'admin' });
  });

  it('reassigns for administrators only, to a reviewer of the stage, never against four-eyes', async () => {
    const application = await submitted('shuyuan');
    expect(await reassign(tokens.chushen, application, ids.admin)).toMatchObject({ code: 4030 });
    expect(await reassign(tokens.admin, application, ids.zhongshen)).toEqual({
      code: 4000,
      msg: '所选人员没有入驻初审权限',
      data: null,
    });
    expect(await reassign(tokens.admin, application, ids.shenji)).toMatchObject({ code: 4000 });
    expect(
      await reassign(tokens.admin, application, '00000000-0000-4000-8000-00000000dead'),
    ).toEqual({ code: 4000, msg: '所选审核人员不存在', data: null });
    const given = await reassign(tokens.admin, application, ids.chushen);
    expect(given.msg).toBe('已改派');
    expect(detailOf(given)).toMatchObject({ claimedById: ids.chushen, claimedByName: '陈静' });
    expect(detailOf(given).history.at(-1)).toMatchObject({
      event: 'reassign',
      actorRole: 'admin',
      actorName: '系统管理员',
    });
    expect(await reassign(tokens.admin, detailOf(given), ids.chushen)).toEqual({
      code: 4090,
      msg: '该申请已由 陈静 认领，无需改派',
      data: null,
    });

    // the administrator approved the first review: the final review goes to someone else
    const mine = detailOf(await reassign(tokens.admin, detailOf(given), ids.admin));
    const inFinal = detailOf(await decideAsIs(app, tokens.admin, 'first', mine, 'approve'));
    expect(await reassign(tokens.admin, inFinal, ids.admin)).toEqual({
      code: 4090,
      msg: '系统管理员办理了本轮初审，按照双人审核原则不能改派其终审',
      data: null,
    });
    const toFinal = detailOf(await reassign(tokens.admin, inFinal, ids.zhongshen));
    expect(
      detailOf(await decideAsIs(app, tokens.zhongshen, 'final', toFinal, 'approve')).state,
    ).toBe('approved');
    expect(await reassign(tokens.admin, toFinal, ids.zhongshen)).toMatchObject({ code: 4090 });
  });

  it('logs 认领, 释放 and 改派 under the case number, and tells both reviewers of a 改派', async () => {
    const application = await submitted('shuyuan');
    const caseNumber = application.caseNumber ?? '';
    await app.db.delete(operationLog);
    await app.db.delete(notifications);
    // The case desk's own entries (a refusal for want of a right is a security event of its own).
    const logged = async () =>
      (await app.db.select().from(operationLog).orderBy(asc(operationLog.at)))
        .filter((row) => row.action !== 'accessDenied')
        .map((row) => ({
          actorName: row.actorName,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          detail: row.detail,
        }));
    const reviewerNotices = async () =>
      (
        await app.db
          .select()
          .from(notifications)
          .where(eq(notifications.recipientKind, 'primary'))
          .orderBy(asc(notifications.kind))
      ).map((row) => ({
        recipientId: row.recipientId,
        kind: row.kind,
        caseNumber: row.caseNumber,
        title: row.title,
        body: row.body,
        link: row.link,
      }));
    const onCase = { targetType: 'application', targetId: application.id, targetLabel: caseNumber };

    const claimed = detailOf(await claim(tokens.chushen, 'first', application));
    clock.advance(minute);
    // refused steps write nothing: another reviewer's release, a reassignment without the right
    expect(await release(tokens.zhongshen, 'first', claimed)).toMatchObject({ code: 4030 });
    expect(await reassign(tokens.admin, claimed, ids.zhongshen)).toMatchObject({ code: 4000 });
    expect(await logged()).toEqual([
      { actorName: '陈静', action: 'reviewClaim', ...onCase, detail: '入驻初审：认领（第 1 轮）' },
    ]);
    expect(await reviewerNotices()).toEqual([]);

    const moved = await call(
      app,
      '/primary/admin/review-reassign',
      { id: claimed.id, version: claimed.version, reviewerId: ids.admin, comment: '陈静本周休假' },
      tokens.admin,
    );
    clock.advance(minute);
    const released = detailOf(await release(tokens.admin, 'first', detailOf(moved)));
    expect(released.claimedById).toBeNull();
    expect((await logged()).slice(1)).toEqual([
      {
        actorName: '系统管理员',
        action: 'reviewReassign',
        ...onCase,
        detail: '入驻初审：改派给系统管理员（原认领人：陈静；第 1 轮）；说明：陈静本周休假',
      },
      {
        actorName: '系统管理员',
        action: 'reviewRelease',
        ...onCase,
        detail: '入驻初审：释放（第 1 轮）',
      },
    ]);
    const name = `江苏数源科技有限公司的交通专区入驻申请（受理编号 ${caseNumber}）`;
    const link = `/workspace/domain/firstReview?id=${application.id}`;
    expect(await reviewerNotices()).toEqual([
      {
        recipientId: ids.admin,
        kind: 'review.reassigned',
        caseNumber,
        title: '入驻申请已改派给您',
        body: `${name}已由系统管理员改派给您，请及时办理入驻初审。改派说明：陈静本周休假`,
        link,
      },
      {
        recipientId: ids.chushen,
        kind: 'review.reassignedAway',
        caseNumber,
        title: '入驻申请已改派他人',
        body: `${name}已由系统管理员改派给系统管理员办理入驻初审，您不再负责该申请。改派说明：陈静本周休假`,
        link,
      },
    ]);
    // the notices are the reviewers' own, in their message centers
    const chushenMessages = await call(app, '/primary/message/list', {}, tokens.chushen);
    expect(chushenMessages).toMatchObject({
      code: 0,
      data: { list: [{ kind: 'review.reassignedAway', caseNumber }] },
    });
  });

  it('counts each reviewer’s claimed, decided-this-week and overdue cases for administrators', async () => {
    const decidedOne = await submitted('shuyuan');
    await decide(app, tokens.chushen, 'first', decidedOne, 'approve');
    const waiting = await submitted('zhisuan');
    const claimed = detailOf(await claim(tokens.chushen, 'first', waiting));
    expect(await call(app, '/primary/admin/review-workload', {}, tokens.chushen)).toMatchObject({
      code: 4030,
    });
    const answer = await call(app, '/primary/admin/review-workload', {}, tokens.admin);
    expect(answer.code).toBe(0);
    const workload = answer.data as {
      weekStart: string;
      unclaimedCount: number;
      reviewers: {
        id: string;
        name: string;
        stages: string[];
        claimedCount: number;
        decidedThisWeek: number;
        overdueCount: number;
        cases: { id: string; version: number; overdue: boolean }[];
      }[];
    };
    // Monday 23 November 2026, 00:00 in Beijing
    expect(workload.weekStart).toBe('2026-11-22T16:00:00.000Z');
    expect(workload.unclaimedCount).toBe(1);
    const chushen = workload.reviewers.find((reviewer) => reviewer.id === ids.chushen);
    expect(chushen).toMatchObject({
      name: '陈静',
      stages: ['firstReview'],
      claimedCount: 1,
      decidedThisWeek: 1,
      overdueCount: 0,
      cases: [{ id: waiting.id, version: claimed.version, overdue: false }],
    });
    expect(workload.reviewers.find((reviewer) => reviewer.id === ids.zhongshen)).toMatchObject({
      claimedCount: 0,
      decidedThisWeek: 0,
      cases: [],
    });
    expect(workload.reviewers.some((reviewer) => reviewer.id === ids.shenji)).toBe(false);

    // three weeks on: the claimed case is overdue and last week's decision no longer counts
    clock.advance(21 * 24 * 60 * minute);
    for (const account of ['admin'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
    const later = await call(app, '/primary/admin/review-workload', {}, tokens.admin);
    const chushenLater = (later.data as typeof workload).reviewers.find(
      (reviewer) => reviewer.id === ids.chushen,
    );
    expect(chushenLater).toMatchObject({ claimedCount: 1, decidedThisWeek: 0, overdueCount: 1 });
  });
});
