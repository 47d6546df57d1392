/**
 * Two server instances on one PostgreSQL database, as a deployment behind a load balancer runs them:
 * sessions, SMS codes, SSO tickets and applications live in the database, so whichever instance a
 * request reaches serves it, and two reviewers deciding the same application at the same moment
 * through different instances meet in the database, where exactly one of them wins.
 *
 * Only meaningful on a PostgreSQL server: the embedded PGlite database belongs to one process.
 * `scripts/with-postgres.sh` (and so `npm run test:server:pg`) sets TEST_DATABASE_URL.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../server/db/database';
import { domainApplicationHistory, domainApplications, operationLog } from '../../server/db/schema';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  pageOf,
  transition,
  type ApplicationDetail,
} from '../support/domain-application-requests';
import { freshPostgresDatabase } from '../support/postgres-test-database';
import {
  demoPasswords,
  demoPhones,
  getApi,
  latestCodeFor,
  postApi,
  signInCorporate,
  signInOperator,
  ssoTicketFor,
  sessionOf,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const postgresServerUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(postgresServerUrl);

const changedMeanwhile = {
  code: 4090,
  msg: '该申请已被他人处理或已更新，请刷新后查看最新状态',
  data: null,
};
const races = 10;

describe.skipIf(!onPostgres)(
  'two server instances on one PostgreSQL database (skipped unless TEST_DATABASE_URL names a PostgreSQL server: an embedded PGlite database cannot be shared by two instances)',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    // Both instances read the same time, as two machines synchronised by NTP do.
    const clock = new ManualClock('2026-11-23T02:00:00.000Z');
    const tokens = { shuyuan: '', chushen: '', admin: '', zhongshen: '' };

    beforeAll(async () => {
      const database: DatabaseTarget = {
        kind: 'postgres',
        url: await freshPostgresDatabase(postgresServerUrl),
      };
      // Started together, as a deployment starts them: the migrations and the first-start seeding take
      // turns under advisory locks, so neither instance fails and nothing is seeded twice.
      [a, b] = await Promise.all([
        buildTestApp({ clock, database }),
        buildTestApp({ clock, database }),
      ]);
      await insertCatalogFixtures(a.db);
      tokens.shuyuan = (await signInCorporate(a, 'jiangsu-shuyuan')).token;
      tokens.chushen = (await signInOperator(a, clock, 'chushen')).token;
      tokens.admin = (await signInOperator(b, clock, 'admin')).token;
      tokens.zhongshen = (await signInOperator(b, clock, 'zhongshen')).token;
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    async function historyCount(id: string): Promise<number> {
      const [rows] = await a.db
        .select({ rows: count() })
        .from(domainApplicationHistory)
        .where(eq(domainApplicationHistory.applicationId, id));
      return rows?.rows ?? 0;
    }

    async function decisionLogCount(id: string): Promise<number> {
      const [rows] = await a.db
        .select({ rows: count() })
        .from(operationLog)
        .where(and(eq(operationLog.action, 'reviewDecision'), eq(operationLog.targetId, id)));
      return rows?.rows ?? 0;
    }

    async function storedRow(id: string) {
      const [row] = await b.db
        .select({ state: domainApplications.state, version: domainApplications.version })
        .from(domainApplications)
        .where(eq(domainApplications.id, id));
      return row;
    }

    /** A new application, drafted and submitted through instance A. */
    async function submittedThroughA(): Promise<ApplicationDetail> {
      const draft = await createDraft(a, tokens.shuyuan);
      await attachFile(a, draft, businessLicenceEntryId);
      return detailOf(await transition(a, tokens.shuyuan, 'submit', draft));
    }

    /**
     * Finishes an application the race left open, through both instances, so the next race can start
     * a fresh one (one unfinished application per legal person and domain).
     */
    async function finish(application: ApplicationDetail): Promise<void> {
      if (application.state === 'finalReview') {
        const rejected = await decide(
          b,
          tokens.zhongshen,
          'final',
          application,
          'reject',
          '演练结束',
        );
        expect(detailOf(rejected).state).toBe('rejected');
        return;
      }
      const revised = detailOf(await transition(b, tokens.shuyuan, 'revise', application));
      const resubmitted = detailOf(await transition(a, tokens.shuyuan, 'submit', revised));
      const withdrawn = detailOf(await transition(b, tokens.shuyuan, 'withdraw', resubmitted));
      expect(withdrawn.state).toBe('withdrawn');
    }

    it('recognises on instance B an operator who signed in on instance A, and ends it there on logout', async () => {
      const profileOnB = envelopeOf(await getApi(b, '/primary/home/profile', tokens.chushen));
      expect(profileOnB).toMatchObject({ code: 0, data: { account: 'chushen', name: '陈静' } });

      // The SMS code sent through A is checked by B; the session B opens ends for A too.
      clock.advance(61_000);
      const credentials = { account: 'bianji', password: demoPasswords.bianji };
      expect(envelopeOf(await postApi(a, '/web/login/primary/msg-send', credentials)).code).toBe(0);
      const smsCode = await latestCodeFor(b, demoPhones.bianji);
      const { token } = sessionOf(
        envelopeOf(await postApi(b, '/web/login/primary', { ...credentials, smsCode })),
      );
      expect(envelopeOf(await getApi(a, '/primary/home/profile', token)).code).toBe(0);
      expect(envelopeOf(await postApi(b, '/web/login/logout', {}, token)).code).toBe(0);
      expect(envelopeOf(await getApi(a, '/primary/home/profile', token))).toMatchObject({
        code: 1001,
      });
    });

    it('accepts on instance B an SSO ticket issued through instance A', async () => {
      const { ticket, service } = await ssoTicketFor(a, 'suzhou-zhisuan');
      const session = sessionOf(
        envelopeOf(await postApi(b, '/web/login/second', { ticket, service })),
      );
      expect(session).toMatchObject({ userType: 'second', corName: '苏州智算数据服务有限公司' });
      expect(envelopeOf(await postApi(a, '/second/user/detail', {}, session.token)).code).toBe(0);
    });

    it('lets instance B review an application submitted through instance A', async () => {
      const application = await submittedThroughA();
      const queue = pageOf(
        await call(b, '/primary/review/queue', { stage: 'firstReview' }, tokens.chushen),
      );
      expect(queue.list.map((item) => item.id)).toContain(application.id);
      const detail = detailOf(
        await call(b, '/primary/review/detail', { id: application.id }, tokens.chushen),
      );
      expect(detail).toMatchObject({ state: 'firstReview', version: application.version });

      const approved = detailOf(
        await decide(b, tokens.chushen, 'first', application, 'approve', '材料齐全'),
      );
      expect(approved.state).toBe('finalReview');
      // the applicant reads the outcome through A
      const seenByApplicant = detailOf(
        await call(a, '/second/domain-application/detail', { id: application.id }, tokens.shuyuan),
      );
      expect(seenByApplicant).toMatchObject({ state: 'finalReview', version: approved.version });
      await finish(approved);
    });

    it(`lets exactly one of two conflicting first-review decisions win, one through each instance (${String(races)} races)`, async () => {
      const winners = { a: 0, b: 0 };
      for (let race = 0; race < races; race += 1) {
        const application = await submittedThroughA();
        const historyBefore = await historyCount(application.id);
        // Which instance approves and which returns alternates, so neither is favoured.
        const approveThroughA = race % 2 === 0;
        const [throughA, throughB] = await Promise.all([
          approveThroughA
            ? decide(a, tokens.chushen, 'first', application, 'approve', '材料齐全')
            : decide(a, tokens.chushen, 'first', application, 'return', '请补充数据使用范围说明'),
          approveThroughA
            ? decide(b, tokens.admin, 'first', application, 'return', '请补充数据使用范围说明')
            : decide(b, tokens.admin, 'first', application, 'approve', '材料齐全'),
        ]);

        expect([throughA.code, throughB.code].sort()).toEqual([0, 4090]);
        const winner = detailOf(throughA.code === 0 ? throughA : throughB);
        expect(throughA.code === 0 ? throughB : throughA).toEqual(changedMeanwhile);
        winners[throughA.code === 0 ? 'a' : 'b'] += 1;

        // The race is settled at the claim (认领): only the winner's claim and decision moved the
        // row, two versions, to the winner's state …
        expect(winner.state).toMatch(/^(finalReview|returned)$/);
        expect(await storedRow(application.id)).toEqual({
          state: winner.state,
          version: application.version + 2,
        });
        // … with its claim and decision in the history and one operation log entry, none of the loser's
        expect(await historyCount(application.id)).toBe(historyBefore + 2);
        expect(await decisionLogCount(application.id)).toBe(1);
        expect(winner.history).toHaveLength(historyBefore + 2);
        expect(winner.history.slice(-2).map((row) => row.event)).toEqual([
          'claim',
          approveThroughA === (throughA.code === 0) ? 'approve' : 'return',
        ]);

        await finish(winner);
      }
      expect(winners.a + winners.b).toBe(races);
    });
  },
);
