import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { domainApplications, domains, operators, roles } from '../../server/db/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  claimStep,
  createDraft,
  decide,
  detailOf,
  financeDomainId,
  transition,
  transportDomainId,
  type ApplicationDetail,
} from '../support/domain-application-requests';
import { signInCorporate, signInOperator, type DemoAccount } from '../support/server-auth';
import { buildTestApp, ManualClock, type ParsedEnvelope } from '../support/server-app';

type StateCounts = components['schemas']['StateCounts'];
type ApplicationPage = components['schemas']['ApplicationPage'];
type AuditTrail = components['schemas']['AuditTrail'];
type Reviewer = components['schemas']['Reviewer'];

const hour = 3_600_000;
const day = 24 * hour;
const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };
const financeEntryId = fixtureId(5, 4);

function dataOf<T>(envelope: ParsedEnvelope): T {
  if (envelope.code !== 0) {
    throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
  }
  return envelope.data as T;
}

const hoursOf = (milliseconds: number) => Math.round((milliseconds / hour) * 100) / 100;

describe("the auditors' view of the domain application workflow", () => {
  let app: FastifyInstance;
  // Sunday 22 November 2026, 10:00 in Beijing
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens: Record<'shuyuan' | 'zhisuan' | DemoAccount, string> = {
    shuyuan: '',
    zhisuan: '',
    admin: '',
    chushen: '',
    zhongshen: '',
    shenji: '',
    bianji: '',
  };
  const ids = { approved: '', inReview: '', rejected: '', draft: '' };
  const operatorIds: Partial<Record<DemoAccount, string>> = {};
  const moments = { start: new Date(0), secondDay: new Date(0), thirdDay: new Date(0) };
  const returnComment = '请补充营业执照副本，并说明数据使用范围';

  async function signIn(...who: (keyof typeof tokens)[]): Promise<void> {
    for (const account of who) {
      tokens[account] =
        account === 'shuyuan'
          ? (await signInCorporate(app, 'jiangsu-shuyuan')).token
          : account === 'zhisuan'
            ? (await signInCorporate(app, 'suzhou-zhisuan')).token
            : (await signInOperator(app, clock, account)).token;
    }
  }

  const audit = (path: string, body: unknown, token = tokens.shenji) =>
    call(app, `/primary/audit/${path}`, body, token);

  const list = async (body: Record<string, unknown> = {}) =>
    dataOf<ApplicationPage>(await audit('application-list', body));

  const trail = async (id: string) =>
    dataOf<AuditTrail>(await audit('application-history', { id }));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    await app.db
      .update(domains)
      .set({ acceptingApplications: true })
      .where(eq(domains.id, financeDomainId));
    for (const row of await app.db.select().from(operators)) {
      operatorIds[row.account as DemoAccount] = row.id;
    }
    await signIn('shuyuan', 'zhisuan', 'admin', 'chushen', 'zhongshen', 'shenji', 'bianji');

    // Day 1: two companies apply to the transport domain.
    moments.start = clock.now();
    const first = await createDraft(app, tokens.shuyuan);
    await attachFile(app, first, businessLicenceEntryId);
    let approved = detailOf(await transition(app, tokens.shuyuan, 'submit', first));
    const second = await createDraft(app, tokens.zhisuan, { scenario: '利用公交客流数据优化线路' });
    await attachFile(app, second, businessLicenceEntryId);
    let inReview = detailOf(await transition(app, tokens.zhisuan, 'submit', second));

    // Day 2: the first review passes one and sends the other back.
    clock.advance(day);
    await signIn('chushen', 'zhisuan', 'shuyuan', 'admin');
    moments.secondDay = clock.now();
    approved = detailOf(await decide(app, tokens.chushen, 'first', approved, 'approve'));
    inReview = detailOf(
      await decide(app, tokens.chushen, 'first', inReview, 'return', returnComment),
    );
    inReview = detailOf(await transition(app, tokens.zhisuan, 'revise', inReview));
    inReview = detailOf(await transition(app, tokens.zhisuan, 'submit', inReview));
    clock.advance(60_000);
    // the finance domain: the administrator (who holds every right) rejects at the first review
    const finance = await createDraft(app, tokens.shuyuan, { domainId: financeDomainId });
    await attachFile(app, finance, financeEntryId, '金融材料.pdf');
    const rejected: ApplicationDetail = detailOf(
      await decide(
        app,
        tokens.admin,
        'first',
        detailOf(await transition(app, tokens.shuyuan, 'submit', finance)),
        'reject',
        '应用场景不属于金融专区的服务范围',
      ),
    );

    // Day 3: the final review approves; the approved company starts another draft.
    clock.advance(day);
    await signIn('zhongshen', 'shuyuan', 'shenji', 'chushen', 'bianji', 'admin');
    moments.thirdDay = clock.now();
    approved = detailOf(await decide(app, tokens.zhongshen, 'final', approved, 'approve'));
    clock.advance(60_000);
    const draft = await createDraft(app, tokens.shuyuan, {
      scenario: '基于路况数据的物流调度优化',
    });

    ids.approved = approved.id;
    ids.inReview = inReview.id;
    ids.rejected = rejected.id;
    ids.draft = draft.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('state counts', () => {
    it('counts the applications in every state, zero included, in the workflow order', async () => {
      const counts = dataOf<StateCounts>(await audit('state-counts', {}));
      expect(counts).toEqual({
        list: [
          { state: 'draft', count: 1, overdue: 0 },
          { state: 'firstReview', count: 1, overdue: 0 },
          { state: 'finalReview', count: 0, overdue: 0 },
          { state: 'approved', count: 1, overdue: 0 },
          { state: 'rejected', count: 1, overdue: 0 },
          { state: 'returned', count: 0, overdue: 0 },
          { state: 'withdrawn', count: 0, overdue: 0 },
        ],
        total: 4,
      });
    });

    it('counts within a domain and a creation date range', async () => {
      const finance = dataOf<StateCounts>(
        await audit('state-counts', { domainId: financeDomainId }),
      );
      expect(finance.total).toBe(1);
      expect(finance.list.filter((item) => item.count > 0)).toEqual([
        { state: 'rejected', count: 1, overdue: 0 },
      ]);
      const fromDayTwo = dataOf<StateCounts>(
        await audit('state-counts', {
          domainId: transportDomainId,
          dateFrom: moments.secondDay.toISOString(),
        }),
      );
      expect(fromDayTwo.list.filter((item) => item.count > 0)).toEqual([
        { state: 'draft', count: 1, overdue: 0 },
      ]);
      const beforeAll = dataOf<StateCounts>(
        await audit('state-counts', { dateTo: '2026-01-01T00:00:00+08:00' }),
      );
      expect(beforeAll.total).toBe(0);
      expect(beforeAll.list).toHaveLength(7);
    });

    it('refuses a date range that ends before it starts, and unknown fields, in Chinese', async () => {
      expect(
        await audit('state-counts', {
          dateFrom: '2026-11-23T00:00:00+08:00',
          dateTo: '2026-11-22T00:00:00+08:00',
        }),
      ).toEqual({ code: 4000, msg: '请求参数 dateFrom 不能晚于 dateTo', data: null });
      expect(await audit('state-counts', { state: 'draft' })).toEqual({
        code: 4000,
        msg: '请求参数 state 不被允许',
        data: null,
      });
      const badDate = await audit('state-counts', { dateFrom: '昨天' });
      expect(badDate.code).toBe(4000);
      expect(badDate.msg).toContain('dateFrom');
    });
  });

  describe('application list', () => {
    it('lists every application submitted at least once, most recently updated first', async () => {
      const page = await list();
      expect(page.total).toBe(3);
      // The draft never submitted is its applicant's own business: counted, never listed.
      expect(page.list.map((item) => item.id)).toEqual([ids.approved, ids.rejected, ids.inReview]);
      expect(page.list.find((item) => item.id === ids.inReview)).toMatchObject({
        state: 'firstReview',
        round: 2,
        corName: '苏州智算数据服务有限公司',
        domainName: '交通专区',
        overdue: false,
      });
    });

    it('filters by state, domain, creation date, keyword and the reviewer who decided', async () => {
      const idsOf = async (body: Record<string, unknown>) =>
        (await list(body)).list.map((item) => item.id);
      expect(await idsOf({ state: 'firstReview' })).toEqual([ids.inReview]);
      expect(await idsOf({ domainId: financeDomainId })).toEqual([ids.rejected]);
      expect(
        await idsOf({ dateFrom: new Date(moments.thirdDay.getTime() + 1).toISOString() }),
      ).toEqual([]);
      expect(await idsOf({ state: 'draft' })).toEqual([]);
      expect(await idsOf({ dateTo: moments.secondDay.toISOString() })).toEqual([
        ids.approved,
        ids.inReview,
      ]);
      expect(await idsOf({ keyword: '智算' })).toEqual([ids.inReview]);
      expect(await idsOf({ keyword: '91320100MA1XY8K3A9' })).toHaveLength(2);
      expect(await idsOf({ keyword: '物流调度' })).toEqual([]);
      expect(await idsOf({ reviewerId: operatorIds.chushen })).toEqual([
        ids.approved,
        ids.inReview,
      ]);
      expect(await idsOf({ reviewerId: operatorIds.zhongshen })).toEqual([ids.approved]);
      expect(await idsOf({ reviewerId: operatorIds.admin })).toEqual([ids.rejected]);
      expect(await idsOf({ reviewerId: operatorIds.shenji })).toEqual([]);
      expect(await idsOf({ reviewerId: operatorIds.chushen, state: 'approved' })).toEqual([
        ids.approved,
      ]);
    });

    it('pages the list', async () => {
      const second = await list({ page: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.list.map((item) => item.id)).toEqual([ids.inReview]);
      expect((await list({ page: 3, pageSize: 2 })).list).toEqual([]);
      expect(await audit('application-list', { pageSize: 101 })).toEqual({
        code: 4000,
        msg: '请求参数 pageSize 不能大于 100',
        data: null,
      });
      expect((await audit('application-list', { page: 0 })).code).toBe(4000);
    });
  });

  describe('application history', () => {
    it('gives every transition oldest first and the time spent in each state', async () => {
      const approved = await trail(ids.approved);
      expect(approved.application).toMatchObject({ id: ids.approved, state: 'approved' });
      expect(
        approved.history.map((row) => [row.from, row.event, row.to, row.actorName, row.actorRole]),
      ).toEqual([
        [null, 'create', 'draft', '李明', 'applicant'],
        ['draft', 'submit', 'firstReview', '李明', 'applicant'],
        ['firstReview', 'claim', 'firstReview', '陈静', 'firstReviewer'],
        ['firstReview', 'approve', 'finalReview', '陈静', 'firstReviewer'],
        ['finalReview', 'claim', 'finalReview', '刘洋', 'finalReviewer'],
        ['finalReview', 'approve', 'approved', '刘洋', 'finalReviewer'],
      ]);
      expect(approved.stateDurations).toEqual([
        { state: 'draft', hours: 0 },
        {
          state: 'firstReview',
          hours: hoursOf(moments.secondDay.getTime() - moments.start.getTime()),
        },
        {
          state: 'finalReview',
          hours: hoursOf(moments.thirdDay.getTime() - moments.secondDay.getTime()),
        },
        { state: 'approved', hours: 0 },
      ]);
    });

    it('sums the stays of each state over rounds and counts the current one up to now', async () => {
      const inReview = await trail(ids.inReview);
      expect(inReview.history.map((row) => [row.event, row.round])).toEqual([
        ['create', 1],
        ['submit', 1],
        ['claim', 1],
        ['return', 1],
        ['revise', 2],
        ['submit', 2],
      ]);
      expect(inReview.history[3]?.comment).toBe(returnComment);
      const firstReviewHours =
        hoursOf(moments.secondDay.getTime() - moments.start.getTime()) +
        hoursOf(clock.now().getTime() - moments.secondDay.getTime());
      expect(inReview.stateDurations.map((item) => item.state)).toEqual([
        'draft',
        'firstReview',
        'returned',
      ]);
      expect(inReview.stateDurations[1]?.hours).toBeCloseTo(firstReviewHours, 1);
    });

    it('marks an application past its review limit as overdue', async () => {
      clock.advance(14 * day);
      await signIn('shenji');
      const overdue = await trail(ids.inReview);
      expect(overdue.application.overdue).toBe(true);
      expect(overdue.application.dueAt).not.toBeNull();
      expect((await list({ state: 'firstReview' })).list[0]?.overdue).toBe(true);
      const counts = dataOf<StateCounts>(await audit('state-counts', {}));
      expect(counts.list.find((item) => item.state === 'firstReview')).toEqual({
        state: 'firstReview',
        count: 1,
        overdue: 1,
      });
      expect(counts.list.find((item) => item.state === 'draft')).toEqual({
        state: 'draft',
        count: 1,
        overdue: 0,
      });
    });

    it('answers a draft never submitted as if it did not exist, as reviewers get it', async () => {
      expect(await audit('application-history', { id: ids.draft })).toEqual({
        code: 4011,
        msg: '专区入驻申请不存在',
        data: null,
      });
    });

    it('answers an unknown application with 4011', async () => {
      expect(await audit('application-history', { id: randomUUID() })).toEqual({
        code: 4011,
        msg: '专区入驻申请不存在',
        data: null,
      });
      expect((await audit('application-history', { id: 'abc' })).code).toBe(4000);
    });
  });

  describe('reviewer list', () => {
    it('lists the operators holding a review right, with their stages', async () => {
      const reviewers = dataOf<Reviewer[]>(await audit('reviewer-list', {}));
      expect(reviewers.map((reviewer) => [reviewer.name, reviewer.stages]).sort()).toEqual(
        [
          ['刘洋', ['finalReview']],
          ['系统管理员', ['firstReview', 'finalReview']],
          ['陈静', ['firstReview']],
        ].sort(),
      );
      const withoutBody = await app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/primary/audit/reviewer-list',
        headers: { 'user-token': tokens.shenji },
      });
      expect(withoutBody.json()).toMatchObject({ code: 0 });
    });

    it('keeps an operator who decided after the review right is gone', async () => {
      const [auditorRole] = await app.db.select().from(roles).where(eq(roles.code, 'auditor'));
      if (auditorRole === undefined || operatorIds.chushen === undefined) {
        throw new Error('missing seed rows');
      }
      await app.db
        .update(operators)
        .set({ roleId: auditorRole.id })
        .where(eq(operators.id, operatorIds.chushen));
      const reviewers = dataOf<Reviewer[]>(await audit('reviewer-list', {}));
      expect(reviewers.find((reviewer) => reviewer.id === operatorIds.chushen)).toEqual({
        id: operatorIds.chushen,
        name: '陈静',
        stages: [],
      });
      expect(reviewers.some((reviewer) => reviewer.name === '赵敏')).toBe(false);
    });

    it('does not count a claim as a decision, in the list or in the filter', async () => {
      const roleIdOf = async (code: string) => {
        const [role] = await app.db.select().from(roles).where(eq(roles.code, code));
        if (role === undefined) throw new Error(`no role ${code}`);
        return role.id;
      };
      const bianji = operatorIds.bianji;
      if (bianji === undefined) throw new Error('missing seed rows');
      // 孙悦 reviews for a while: she claims the case waiting at the first review, decides nothing,
      // and goes back to editing content
      await app.db
        .update(operators)
        .set({ roleId: await roleIdOf('first-reviewer') })
        .where(eq(operators.id, bianji));
      await signIn('bianji', 'shenji');
      const [waiting] = await app.db
        .select({ id: domainApplications.id, version: domainApplications.version })
        .from(domainApplications)
        .where(eq(domainApplications.id, ids.inReview));
      if (waiting === undefined) throw new Error('no application in review');
      expect((await claimStep(app, tokens.bianji, 'first', 'claim', waiting)).code).toBe(0);
      await app.db
        .update(operators)
        .set({ roleId: await roleIdOf('content-editor') })
        .where(eq(operators.id, bianji));

      const claims = (await trail(ids.inReview)).history.filter((row) => row.event === 'claim');
      expect(claims.at(-1)).toMatchObject({ event: 'claim', actorRole: 'firstReviewer' });
      const reviewers = dataOf<Reviewer[]>(await audit('reviewer-list', {}));
      expect(reviewers.some((reviewer) => reviewer.id === bianji)).toBe(false);
      expect((await list({ reviewerId: bianji })).list).toEqual([]);
      // the one who decided the same case is still found by it (the claim made it the latest updated)
      expect((await list({ reviewerId: operatorIds.chushen })).list.map((item) => item.id)).toEqual(
        [ids.inReview, ids.approved],
      );
    });
  });

  it('refuses operators without the audit:read right with 4030', async () => {
    await signIn('zhongshen', 'bianji', 'shenji', 'shuyuan');
    for (const token of [tokens.zhongshen, tokens.bianji]) {
      expect(await audit('state-counts', {}, token)).toEqual(noRight);
      expect(await audit('application-list', {}, token)).toEqual(noRight);
      expect(await audit('application-history', { id: ids.approved }, token)).toEqual(noRight);
      expect(await audit('reviewer-list', {}, token)).toEqual(noRight);
    }
    const corporate = await audit('state-counts', {}, tokens.shuyuan);
    expect(corporate.code).toBe(4030);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/alpha-portal/api/v1/primary/audit/state-counts',
      payload: {},
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
