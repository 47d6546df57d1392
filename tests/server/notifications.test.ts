import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import {
  corporateUsers,
  domainApplications,
  notifications,
  operators,
} from '../../server/db/schema';
import { findOwnApplication } from '../../server/features/domain-applications/application-record';
import { runTransition } from '../../server/features/domain-applications/run-transition';
import { createDevOutboxSender } from '../../server/features/sign-in/sms/dev-outbox-sender';
import type { SmsSender } from '../../server/kernel/sms-sender';
import { sweepReviewDeadlines } from '../../server/features/notifications/deadline-sweep';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  draftFields,
  transition,
  type ApplicationDetail,
  clearApplications,
} from '../support/domain-application-requests';
import { getApi, readOutbox, signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

type Message = components['schemas']['Message'];
type MessagePage = components['schemas']['MessagePage'];

describe('notices of the domain application workflow', () => {
  let app: FastifyInstance;
  // Sunday 22 November 2026, 10:00 in Beijing
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = { shuyuan: '', zhisuan: '', chushen: '', zhongshen: '', admin: '', shenji: '' };
  const ids = { shuyuan: '', zhisuan: '', chushen: '', zhongshen: '', admin: '', shenji: '' };

  async function signInAll(): Promise<void> {
    tokens.shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    tokens.zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    for (const account of ['chushen', 'zhongshen', 'admin', 'shenji'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
  }

  async function submitted(applicant: 'shuyuan' | 'zhisuan'): Promise<ApplicationDetail> {
    const draft = await createDraft(app, tokens[applicant]);
    await attachFile(app, draft, businessLicenceEntryId);
    return detailOf(await transition(app, tokens[applicant], 'submit', draft));
  }

  /**
   * A review decision as a reviewer takes it: 认领 first where the workflow asks for it (a contract
   * without the claim operation answers 4040, and the decision is taken directly).
   */
  async function decideAs(
    target: FastifyInstance,
    token: string,
    stage: 'first' | 'final',
    application: { id: string; version: number },
    decision: 'approve' | 'reject' | 'return',
    comment?: string,
  ) {
    const claimed = await call(
      target,
      `/primary/review/${stage}-claim`,
      { id: application.id, version: application.version },
      token,
    );
    const current = claimed.code === 0 ? detailOf(claimed) : application;
    if (claimed.code !== 0) expect(claimed.code).toBe(4040);
    return decide(target, token, stage, current, decision, comment);
  }

  /** Every stored notice of one person, oldest first. */
  async function noticesOf(who: keyof typeof ids) {
    return app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ids[who]))
      .orderBy(notifications.createdAt, notifications.id);
  }

  async function allNotices() {
    return app.db.select().from(notifications);
  }

  const side = (who: keyof typeof ids) =>
    who === 'shuyuan' || who === 'zhisuan' ? 'second' : 'primary';

  async function messagePage(
    who: keyof typeof ids,
    body: Record<string, unknown> = {},
  ): Promise<MessagePage> {
    const envelope = await call(app, `/${side(who)}/message/list`, body, tokens[who]);
    expect(envelope.code).toBe(0);
    return envelope.data as MessagePage;
  }

  async function unreadOf(who: keyof typeof ids): Promise<number> {
    const envelope = envelopeOf(
      await getApi(app, `/${side(who)}/message/unread-count`, tokens[who]),
    );
    expect(envelope.code).toBe(0);
    return (envelope.data as { unread: number }).unread;
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    await signInAll();
    for (const account of ['chushen', 'zhongshen', 'admin', 'shenji'] as const) {
      const [row] = await app.db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.account, account));
      ids[account] = row?.id ?? '';
    }
    for (const [who, corName] of [
      ['shuyuan', '江苏数源科技有限公司'],
      ['zhisuan', '苏州智算数据服务有限公司'],
    ] as const) {
      const [row] = await app.db
        .select({ id: corporateUsers.id })
        .from(corporateUsers)
        .where(eq(corporateUsers.corName, corName));
      ids[who] = row?.id ?? '';
    }
  });
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells the applicant a submission arrived and every first reviewer that a new case waits', async () => {
    const application = await submitted('shuyuan');

    const [applicantNotice, ...more] = await noticesOf('shuyuan');
    expect(more).toEqual([]);
    expect(applicantNotice).toMatchObject({
      recipientKind: 'second',
      kind: 'application.submitted',
      applicationId: application.id,
      title: '入驻申请已提交',
      link: `/workspace/domain/detail?id=${application.id}`,
      readAt: null,
    });
    expect(applicantNotice?.body).toContain(`${application.domainName}入驻申请`);
    // the holders of domain:first-review: the first reviewer and the administrator
    for (const reviewer of ['chushen', 'admin'] as const) {
      const notices = await noticesOf(reviewer);
      expect(notices.map((notice) => notice.kind)).toEqual(['review.newCase']);
      expect(notices[0]).toMatchObject({
        recipientKind: 'primary',
        title: '新的入驻申请待初审',
        link: `/workspace/domain/firstReview?id=${application.id}`,
      });
      expect(notices[0]?.body).toContain('江苏数源科技有限公司');
    }
    expect(await noticesOf('zhongshen')).toEqual([]);
    expect(await noticesOf('shenji')).toEqual([]);
    expect(await noticesOf('zhisuan')).toEqual([]);
  });

  it('names the case number in the notice once the case has one', async () => {
    const application = await submitted('shuyuan');
    const [row] = await app.db
      .select({ caseNumber: domainApplications.caseNumber })
      .from(domainApplications)
      .where(eq(domainApplications.id, application.id));
    const [notice] = await noticesOf('shuyuan');
    expect(notice?.caseNumber).toBe(row?.caseNumber ?? null);
    if (row?.caseNumber) expect(notice?.body).toContain(`受理编号 ${row.caseNumber}`);
  });

  it('sends a case passed at first review to the final reviewers, never to its first reviewer', async () => {
    const application = await submitted('shuyuan');
    await app.db.delete(notifications);
    // the administrator holds both rights and takes the first review: only 终审 may take the final one
    detailOf(await decideAs(app, tokens.admin, 'first', application, 'approve'));

    const final = await noticesOf('zhongshen');
    expect(final.map((notice) => [notice.kind, notice.title, notice.link])).toEqual([
      [
        'review.newCase',
        '新的入驻申请待终审',
        `/workspace/domain/finalReview?id=${application.id}`,
      ],
    ]);
    expect(await noticesOf('admin')).toEqual([]);
    expect(await noticesOf('chushen')).toEqual([]);
    // passing the first review is not yet a result for the applicant
    expect(await noticesOf('shuyuan')).toEqual([]);
  });

  it('tells the applicant each result in the portal and by SMS to the contact phone', async () => {
    const returned = await submitted('shuyuan');
    detailOf(
      await decideAs(app, tokens.chushen, 'first', returned, 'return', '请补充营业执照副本'),
    );
    const [returnNotice] = (await noticesOf('shuyuan')).filter(
      (notice) => notice.kind === 'application.returned',
    );
    expect(returnNotice?.title).toBe('入驻申请被退回修改');
    expect(returnNotice?.body).toContain('审核意见：请补充营业执照副本');
    const [returnSms] = await readOutbox(app);
    expect(returnSms?.phone).toBe(draftFields.contactPhone);
    expect(returnSms?.text).toMatch(/^【江苏省公共数据授权运营平台】您单位的.+退回修改/);
    expect(returnSms?.code).toBeNull();

    const rejected = await submitted('zhisuan');
    detailOf(
      await decideAs(app, tokens.chushen, 'first', rejected, 'reject', '应用场景与专区不符'),
    );
    const [rejectSms] = await readOutbox(app);
    expect(rejectSms?.text).toContain('已被驳回');
    expect((await noticesOf('zhisuan')).map((notice) => notice.kind).sort()).toEqual([
      'application.rejected',
      'application.submitted',
    ]);
  });

  it('sends the approval by SMS, and nothing by SMS for the applicant’s own steps', async () => {
    const before = (await readOutbox(app)).length;
    const application = await submitted('shuyuan');
    const withdrawn = detailOf(
      await transition(app, tokens.shuyuan, 'withdraw', application, { comment: '材料需更新' }),
    );
    expect(withdrawn.state).toBe('withdrawn');
    // written at the same moment, so compared in no particular order
    expect((await noticesOf('shuyuan')).map((notice) => notice.kind).sort()).toEqual([
      'application.submitted',
      'application.withdrawn',
    ]);
    expect(await readOutbox(app)).toHaveLength(before);

    const approved = await submitted('zhisuan');
    const inFinal = detailOf(await decideAs(app, tokens.chushen, 'first', approved, 'approve'));
    detailOf(await decideAs(app, tokens.zhongshen, 'final', inFinal, 'approve', '同意入驻'));
    const [approvalSms] = await readOutbox(app);
    expect(approvalSms?.phone).toBe(draftFields.contactPhone);
    expect(approvalSms?.text).toContain('已通过终审');
    const [approvalNotice] = (await noticesOf('zhisuan')).filter(
      (notice) => notice.kind === 'application.approved',
    );
    expect(approvalNotice?.title).toBe('入驻申请已通过');
  });

  it('writes no notice for a refused transition, nor for one that fails after its notices', async () => {
    const draft = await createDraft(app, tokens.shuyuan);
    await attachFile(app, draft, businessLicenceEntryId);
    // refused: a draft is not in review
    expect((await decide(app, tokens.chushen, 'first', draft, 'approve')).code).toBe(4011);
    expect(await allNotices()).toEqual([]);

    const inReview = detailOf(await transition(app, tokens.shuyuan, 'submit', draft));
    await app.db.delete(notifications);
    // accepted by the workflow, written with its notices, then the transaction fails
    const failure = new Error('the operation log could not be written');
    await expect(
      runTransition(app.db, clock.now(), {
        id: inReview.id,
        version: inReview.version,
        event: {
          type: 'application.withdraw',
          actor: { kind: 'applicant', id: ids.shuyuan, name: '王经办', rights: ['domain:apply'] },
          comment: null,
        },
        load: (tx, id) => findOwnApplication(tx, id, ids.shuyuan),
        afterPersist: async (tx) => {
          // the notice is in the transaction by now…
          const written = await tx.select().from(notifications);
          expect(written.map((notice) => notice.kind)).toEqual(['application.withdrawn']);
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    // …and went with it
    expect(await allNotices()).toEqual([]);
    const [row] = await app.db
      .select({ state: domainApplications.state })
      .from(domainApplications)
      .where(eq(domainApplications.id, inReview.id));
    expect(row?.state).toBe('firstReview');
  });

  it('keeps the decision when the SMS gateway fails', async () => {
    // Login codes still reach the outbox; everything else the gateway refuses.
    let outbox: SmsSender | null = null;
    const failing = await buildTestApp({
      clock,
      smsSender: {
        send: (phone, text) =>
          outbox !== null && text.includes('验证码')
            ? outbox.send(phone, text)
            : Promise.reject(new Error('短信网关无法连接')),
      },
    });
    try {
      outbox = createDevOutboxSender(failing.db, clock);
      await insertCatalogFixtures(failing.db);
      const applicant = (await signInCorporate(failing, 'jiangsu-shuyuan')).token;
      const reviewer = (await signInOperator(failing, clock, 'chushen')).token;
      const draft = await createDraft(failing, applicant);
      await attachFile(failing, draft, businessLicenceEntryId);
      const inReview = detailOf(await transition(failing, applicant, 'submit', draft));
      const returned = await decideAs(failing, reviewer, 'first', inReview, 'return', '请补充');
      expect(returned.code).toBe(0);
      expect(detailOf(returned).state).toBe('returned');
      const kinds = (await failing.db.select().from(notifications)).map((notice) => notice.kind);
      expect(kinds).toContain('application.returned');
      expect((await readOutbox(failing)).every((message) => message.code !== null)).toBe(true);
    } finally {
      await failing.close();
    }
  }, 180_000);

  describe('the message center', () => {
    it('lists one’s own notices newest first, filters the unread and counts them', async () => {
      const first = await submitted('shuyuan');
      clock.advance(60_000);
      detailOf(await decideAs(app, tokens.chushen, 'first', first, 'return', '请补充材料'));

      const page = await messagePage('shuyuan');
      expect(page.list.map((message) => message.kind)).toEqual([
        'application.returned',
        'application.submitted',
      ]);
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10, unread: 2 });
      expect(await unreadOf('shuyuan')).toBe(2);
      // another legal person sees none of it
      expect((await messagePage('zhisuan')).total).toBe(0);

      const [newest] = page.list;
      const read = await call(app, '/second/message/read', { id: newest?.id }, tokens.shuyuan);
      expect(read.code).toBe(0);
      expect((read.data as Message).readAt).toBe(clock.now().toISOString());
      expect(await unreadOf('shuyuan')).toBe(1);
      const unreadOnly = await messagePage('shuyuan', { readState: 'unread' });
      expect(unreadOnly.list.map((message) => message.kind)).toEqual(['application.submitted']);
      expect(unreadOnly).toMatchObject({ total: 1, unread: 1 });

      // reading it again changes nothing
      const again = await call(app, '/second/message/read', { id: newest?.id }, tokens.shuyuan);
      expect(again.code).toBe(4212);
      expect((again.data as Message).id).toBe(newest?.id);

      const pageTwo = await messagePage('shuyuan', { page: 2, pageSize: 1 });
      expect(pageTwo.list.map((message) => message.kind)).toEqual(['application.submitted']);
    });

    it('refuses to mark another person’s notice read, as if it did not exist', async () => {
      await submitted('shuyuan');
      const [reviewerNotice] = await noticesOf('chushen');
      const [applicantNotice] = await noticesOf('shuyuan');
      const notFound = { code: 4011, msg: '消息不存在', data: null };

      expect(
        await call(app, '/second/message/read', { id: applicantNotice?.id }, tokens.zhisuan),
      ).toEqual(notFound);
      expect(
        await call(app, '/second/message/read', { id: reviewerNotice?.id }, tokens.shuyuan),
      ).toEqual(notFound);
      expect(
        await call(app, '/primary/message/read', { id: reviewerNotice?.id }, tokens.zhongshen),
      ).toEqual(notFound);
      expect(
        await call(app, '/primary/message/read', { id: applicantNotice?.id }, tokens.chushen),
      ).toEqual(notFound);
      const untouched = await app.db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.kind, 'review.newCase')));
      expect(untouched.every((notice) => notice.readAt === null)).toBe(true);
      expect(await unreadOf('chushen')).toBe(1);
    });

    it('marks all of one’s notices read, and no one else’s', async () => {
      await submitted('shuyuan');
      await submitted('zhisuan');
      expect(await unreadOf('chushen')).toBe(2);
      const marked = await call(app, '/primary/message/read-all', {}, tokens.chushen);
      expect(marked).toMatchObject({ code: 0, data: { marked: 2 } });
      expect(await unreadOf('chushen')).toBe(0);
      expect(await unreadOf('admin')).toBe(2);
      expect(await unreadOf('shuyuan')).toBe(1);
      const nothingLeft = await call(app, '/primary/message/read-all', {}, tokens.chushen);
      expect(nothingLeft).toMatchObject({ code: 4212, data: { marked: 0 } });
    });

    it('serves each side its own message center', async () => {
      expect((await call(app, '/primary/message/list', {}, tokens.shuyuan)).code).toBe(4030);
      expect((await call(app, '/second/message/list', {}, tokens.chushen)).code).toBe(3166);
      const anonymous = await getApi(app, '/primary/message/unread-count');
      expect(anonymous.statusCode).toBe(401);
      // every operator has one, whatever the role
      expect(await unreadOf('shenji')).toBe(0);
      expect((await messagePage('shenji')).list).toEqual([]);
      expect(
        (await call(app, '/second/message/list', { readState: 'unseen' }, tokens.shuyuan)).code,
      ).toBe(4000);
    });
  });

  describe('the deadline sweep', () => {
    /** A case that entered its stage on Sunday 22 November, 10:00: due at the end of Friday 27th. */
    const enteredOnSunday = new Date('2026-11-22T02:00:00.000Z');
    const at = (text: string) => new Date(text);

    async function enteredStageOnSunday(id: string): Promise<void> {
      await app.db
        .update(domainApplications)
        .set({ stateEnteredAt: enteredOnSunday })
        .where(eq(domainApplications.id, id));
      await app.db.delete(notifications);
    }

    it('reminds the stage’s reviewers a working day before the limit and when it has passed, once each', async () => {
      const application = await submitted('shuyuan');
      await enteredStageOnSunday(application.id);

      // Thursday 26th, 23:00: still two working days' worth
      expect(await sweepReviewDeadlines(app.db, at('2026-11-26T15:00:00.000Z'))).toBe(0);

      // Friday 27th, 00:30: the last working day has begun; two instances sweep at once
      const friday = at('2026-11-26T16:30:00.000Z');
      const written = await Promise.all([
        sweepReviewDeadlines(app.db, friday),
        sweepReviewDeadlines(app.db, friday),
      ]);
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
      for (const reviewer of ['chushen', 'admin'] as const) {
        const notices = await noticesOf(reviewer);
        expect(notices.map((notice) => [notice.kind, notice.title])).toEqual([
          ['review.deadlineSoon', '初审即将到期'],
        ]);
        expect(notices[0]?.body).toContain('2026年11月27日 24:00');
        expect(notices[0]?.link).toBe(`/workspace/domain/firstReview?id=${application.id}`);
      }
      expect(await sweepReviewDeadlines(app.db, friday)).toBe(0);

      // Saturday 28th: past the limit
      const saturday = at('2026-11-28T02:00:00.000Z');
      const overdue = await Promise.all([
        sweepReviewDeadlines(app.db, saturday),
        sweepReviewDeadlines(app.db, saturday),
      ]);
      expect(overdue.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect((await noticesOf('chushen')).map((notice) => notice.kind)).toEqual([
        'review.deadlineSoon',
        'review.overdue',
      ]);
      expect((await noticesOf('chushen'))[1]?.title).toBe('初审已超期');
      expect(await noticesOf('zhongshen')).toEqual([]);
      expect(await noticesOf('shuyuan')).toEqual([]);
    });

    it('reminds only the claimant of a claimed case', async () => {
      const application = await submitted('shuyuan');
      await enteredStageOnSunday(application.id);
      await app.db
        .update(domainApplications)
        .set({ claimedById: ids.chushen, claimedByName: '陈初审', claimedAt: enteredOnSunday })
        .where(eq(domainApplications.id, application.id));
      expect(await sweepReviewDeadlines(app.db, at('2026-11-28T02:00:00.000Z'))).toBe(1);
      expect((await noticesOf('chushen')).map((notice) => notice.kind)).toEqual(['review.overdue']);
      expect(await noticesOf('admin')).toEqual([]);
    });

    it('does not remind the first reviewer of a case waiting for its final review', async () => {
      const application = await submitted('shuyuan');
      detailOf(await decideAs(app, tokens.admin, 'first', application, 'approve'));
      await enteredStageOnSunday(application.id);
      expect(await sweepReviewDeadlines(app.db, at('2026-11-28T02:00:00.000Z'))).toBe(1);
      expect((await noticesOf('zhongshen')).map((notice) => [notice.kind, notice.title])).toEqual([
        ['review.overdue', '终审已超期'],
      ]);
      expect(await noticesOf('admin')).toEqual([]);
    });
  });
});
