/**
 * A seed step for the benchmark: `count` legal persons, each with one domain application waiting for
 * first review, spread over the domains that accept applications, each claimed (认领) by the demo
 * first reviewer, since only a case's claimant decides it. Each application is created, submitted and
 * claimed through the workflow machine (`createDraft`, then `decideTransition` with
 * `application.submit` and `review.claim`), and its row and three history rows are written as the
 * portal would have written them, in batches. The ids are collected in `ids`, so the benchmark can
 * review each application once, at version `benchApplicationVersion`.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  createDraft,
  decideTransition,
  type TransitionDecision,
} from '../../machines/domain-application/decide';
import type { WorkflowActor } from '../../machines/domain-application/domain-application.types';
import type { DatabaseTransaction } from '../../server/db/database';
import {
  corporateUsers,
  domainApplicationHistory,
  domainApplications,
  domains,
  operators,
  roles,
} from '../../server/db/schema';
import type { SeedStep } from '../../server/db/seed/seed-step';
import { creditCodeCheckCharacter } from '../../server/features/account/credit-code';
import { historyValues } from '../../server/features/domain-applications/persist-transition';
import { refusalText } from '../../server/features/domain-applications/refusal-messages';

const rowsPerStatement = 500;
const hour = 60 * 60 * 1000;

/** The version of every seeded application: created, submitted, claimed. */
export const benchApplicationVersion = 3;

/** The demo first reviewer, who holds every seeded case (server/db/seed/demo-operators-seed.ts). */
const benchReviewerAccount = 'chushen';

async function benchReviewer(tx: DatabaseTransaction): Promise<WorkflowActor> {
  const [row] = await tx
    .select({ id: operators.id, name: operators.name, rights: roles.rights })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.account, benchReviewerAccount));
  if (row === undefined) throw new Error(`演示审核账号 ${benchReviewerAccount} 不存在`);
  return { kind: 'operator', id: row.id, name: row.name, rights: row.rights };
}

/** A well-formed unified social credit code (with its check character) for the `index`th company. */
export function benchCreditCode(index: number): string {
  const first17 = `91320100MA${String(index).padStart(7, '0')}`;
  const check = creditCodeCheckCharacter(first17);
  if (check === null) throw new Error(`无法为 ${first17} 计算校验码`);
  return `${first17}${check}`;
}

function accepted(decision: TransitionDecision, what: string) {
  if (!decision.ok) throw new Error(`压测申请无法${what}：${refusalText(decision.message)}`);
  return decision;
}

async function insertInBatches<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await insert(rows.slice(start, start + rowsPerStatement));
  }
}

export interface BenchApplicationsStep extends SeedStep {
  /** The applications in first review, filled in when the step has run. */
  readonly ids: string[];
}

export function benchApplicationsSeed(
  count: number,
  now: Date = new Date(),
): BenchApplicationsStep {
  const ids: string[] = [];
  return {
    name: 'bench-domain-applications',
    modes: ['demo'],
    ids,
    async run(tx: DatabaseTransaction) {
      const open = await tx
        .select({ id: domains.id })
        .from(domains)
        .where(eq(domains.acceptingApplications, true))
        .orderBy(asc(domains.sortOrder), asc(domains.id));
      if (open.length === 0) throw new Error('没有接受入驻申请的专区，无法生成压测申请');
      const reviewer = await benchReviewer(tx);
      const companies: (typeof corporateUsers.$inferInsert)[] = [];
      const applications: (typeof domainApplications.$inferInsert)[] = [];
      const history: (typeof domainApplicationHistory.$inferInsert)[] = [];
      for (let index = 0; index < count; index += 1) {
        const companyId = randomUUID();
        const id = randomUUID();
        const createdAt = new Date(now.getTime() - 72 * hour + index * 1000);
        const submittedAt = new Date(createdAt.getTime() + hour);
        const number = String(index + 1).padStart(5, '0');
        companies.push({
          id: companyId,
          subject: `bench-company-${number}`,
          name: `经办人${number}`,
          corName: `压测数据科技有限公司${number}`,
          creditCode: benchCreditCode(index + 1),
          phone: `139${String(index + 1).padStart(8, '0')}`,
          createdAt,
          updatedAt: createdAt,
        });
        const applicant: WorkflowActor = {
          kind: 'applicant',
          id: companyId,
          name: `经办人${number}`,
          rights: ['domain:apply'],
        };
        const draft = accepted(createDraft(applicant), '创建');
        const submitted = accepted(
          decideTransition(
            { state: draft.to, context: draft.context },
            { type: 'application.submit', actor: applicant },
          ),
          '提交',
        );
        const claimed = accepted(
          decideTransition(
            { state: submitted.to, context: submitted.context },
            { type: 'review.claim', actor: reviewer },
          ),
          '认领',
        );
        const claimedAt = new Date(submittedAt.getTime() + hour);
        applications.push({
          id,
          domainId: open[index % open.length]?.id ?? '',
          applicantId: companyId,
          scenario: `压测用应用场景 ${number}：基于公共数据开展城市运行分析与便民服务。`,
          contactName: `经办人${number}`,
          contactPhone: `139${String(index + 1).padStart(8, '0')}`,
          state: claimed.to,
          round: submitted.context.round,
          version: benchApplicationVersion,
          submittedAt,
          firstSubmittedAt: submittedAt,
          stateEnteredAt: submittedAt,
          createdAt,
          updatedAt: claimedAt,
          claimedById: reviewer.id,
          claimedByName: reviewer.name,
          claimedAt,
        });
        history.push(
          historyValues(id, draft.historyRow, 1, createdAt),
          historyValues(id, submitted.historyRow, 2, submittedAt),
          historyValues(id, claimed.historyRow, 3, claimedAt),
        );
        ids.push(id);
      }
      await insertInBatches(companies, (batch) => tx.insert(corporateUsers).values(batch));
      await insertInBatches(applications, (batch) => tx.insert(domainApplications).values(batch));
      await insertInBatches(history, (batch) => tx.insert(domainApplicationHistory).values(batch));
    },
  };
}
