/**
 * The demo domain applications (demo mode only): the companies of demo-companies.ts, and every story of
 * demo-application-stories.ts replayed through the workflow machine — `createDraft`, then
 * `decideTransition` for each event with the real actor (the applicant, or the demo reviewers chushen
 * and zhongshen) — and written with the same code the API uses, so every history is one the portal could
 * have produced: each submission accepts the domain's current 承诺书 (the domain-commitments step runs
 * first), and its history row keeps that version. Ids are stable, and so are the entry files and their
 * bytes.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import {
  createDraft,
  decideTransition,
  type StoredApplication,
} from '../../../../machines/domain-application/decide';
import {
  machineEventType,
  type DomainApplicationEvent,
  type WorkflowActor,
} from '../../../../machines/domain-application/domain-application.types';
import {
  historyValues,
  persistTransition,
  type ReadApplication,
} from '../../../features/domain-applications/persist-transition';
import { refusalText } from '../../../features/domain-applications/refusal-messages';
import type { DatabaseTransaction } from '../../database';
import {
  corporateUsers,
  domainApplicationHistory,
  domainCommitments,
  domainApplications,
  domains,
  entryConfigs,
  operators,
  roles,
} from '../../schema';
import { stableUuid } from '../catalog/random';
import type { SeedStep } from '../seed-step';
import {
  demoApplicationStories,
  type DemoApplicationStory,
  type DemoReviewer,
  type DemoStep,
} from './demo-application-stories';
import {
  demoCompanies,
  demoCompanyKeys,
  demoCompanySubject,
  type DemoCompanyKey,
} from './demo-companies';
import { insertDemoEntryFile } from './demo-entry-files';

/** The seed of the stable ids of this step's rows. */
const idSeed = 20_261_120;

/** The companies have been on the platform since the domains opened. */
const companiesJoinedAt = new Date('2025-06-16T09:00:00+08:00');

const thirtyMinutes = 30 * 60 * 1000;

export const demoCompanyId = (key: DemoCompanyKey): string =>
  stableUuid(idSeed, 'demo-company', demoCompanyKeys.indexOf(key));

export const demoApplicationId = (index: number): string =>
  stableUuid(idSeed, 'demo-application', index);

async function insertCompanies(tx: DatabaseTransaction): Promise<void> {
  await tx
    .insert(corporateUsers)
    .values(
      demoCompanyKeys.map((key) => {
        const company = demoCompanies[key];
        return {
          id: demoCompanyId(key),
          subject: demoCompanySubject(company),
          ...company,
          createdAt: companiesJoinedAt,
          updatedAt: companiesJoinedAt,
        };
      }),
    )
    .onConflictDoNothing();
}

async function reviewerActors(
  tx: DatabaseTransaction,
): Promise<Record<DemoReviewer, WorkflowActor>> {
  const rows = await tx
    .select({
      account: operators.account,
      id: operators.id,
      name: operators.name,
      rights: roles.rights,
    })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(inArray(operators.account, ['chushen', 'zhongshen']));
  const actorOf = (account: DemoReviewer): WorkflowActor => {
    const row = rows.find((candidate) => candidate.account === account);
    if (row === undefined) throw new Error(`演示审核账号 ${account} 不存在`);
    return { kind: 'operator', id: row.id, name: row.name, rights: row.rights };
  };
  return { chushen: actorOf('chushen'), zhongshen: actorOf('zhongshen') };
}

interface DomainFacts {
  readonly id: string;
  /** The enabled materials, in the domain's order. */
  readonly entries: readonly { id: string; name: string; required: boolean }[];
  /** The current 承诺书 version, which every submission accepts. */
  readonly commitmentVersion: number;
}

async function domainFacts(tx: DatabaseTransaction, code: string): Promise<DomainFacts> {
  const [domain] = await tx.select({ id: domains.id }).from(domains).where(eq(domains.code, code));
  if (domain === undefined) throw new Error(`演示申请的专区 ${code} 不存在`);
  const entries = await tx
    .select({ id: entryConfigs.id, name: entryConfigs.name, required: entryConfigs.required })
    .from(entryConfigs)
    .where(and(eq(entryConfigs.domainId, domain.id), eq(entryConfigs.enabled, true)))
    .orderBy(asc(entryConfigs.sortOrder), asc(entryConfigs.id));
  const [commitment] = await tx
    .select({ version: max(domainCommitments.version) })
    .from(domainCommitments)
    .where(eq(domainCommitments.domainId, domain.id));
  const commitmentVersion = commitment?.version ?? null;
  if (commitmentVersion === null) throw new Error(`演示申请的专区 ${code} 没有承诺书`);
  return { id: domain.id, entries, commitmentVersion };
}

/** How long before a decision its reviewer claimed the case. */
const claimLead = 20 * 60_000;

function eventOf(
  step: DemoStep,
  applicant: WorkflowActor,
  reviewers: Record<DemoReviewer, WorkflowActor>,
  commitmentVersion: number,
): DomainApplicationEvent {
  switch (step.event) {
    case 'submit':
      // 我已阅读并同意 ticked under the domain's current 承诺书, as the apply form asks.
      return { type: 'application.submit', actor: applicant, commitmentVersion };
    case 'revise':
      return { type: machineEventType(step.event), actor: applicant };
    case 'withdraw':
      return {
        type: machineEventType(step.event),
        actor: applicant,
        comment: step.comment ?? null,
      };
    case 'approve':
    case 'reject':
    case 'return':
      return {
        type: machineEventType(step.event),
        actor: reviewers[step.by],
        comment: step.comment ?? null,
      };
  }
}

async function replayStory(
  tx: DatabaseTransaction,
  story: DemoApplicationStory,
  index: number,
  reviewers: Record<DemoReviewer, WorkflowActor>,
): Promise<void> {
  const company = demoCompanies[story.company];
  const applicantId = demoCompanyId(story.company);
  const applicant: WorkflowActor = {
    kind: 'applicant',
    id: applicantId,
    name: company.name,
    rights: ['domain:apply'],
  };
  const id = demoApplicationId(index);
  const historyId = (version: number) =>
    stableUuid(idSeed, `demo-application-history:${String(index)}`, version);
  const createdAt = new Date(story.createdAt);
  const domain = await domainFacts(tx, story.domain);

  const draft = createDraft(applicant);
  if (!draft.ok)
    throw new Error(`演示申请 ${String(index)} 无法创建：${refusalText(draft.message)}`);
  await tx.insert(domainApplications).values({
    id,
    domainId: domain.id,
    applicantId,
    scenario: story.scenario,
    contactName: story.contactName,
    contactPhone: story.contactPhone,
    state: draft.to,
    round: draft.context.round,
    version: 1,
    stateEnteredAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  await tx
    .insert(domainApplicationHistory)
    .values({ ...historyValues(id, draft.historyRow, 1, createdAt), id: historyId(1) });

  const required = domain.entries.filter((entry) => entry.required);
  const uploaded = required.slice(0, story.requiredFilesUploaded ?? required.length);
  const laterFiles = (story.laterFiles ?? []).map((file) => {
    const entry = domain.entries.find((candidate) => candidate.name === file.entry);
    if (entry === undefined) throw new Error(`专区 ${story.domain} 没有入驻材料“${file.entry}”`);
    return { entry, name: file.name, at: new Date(file.at) };
  });
  const files = [
    ...uploaded.map((entry, order) => ({
      entry,
      name: `${entry.name}.pdf`,
      at: new Date(createdAt.getTime() + thirtyMinutes + order * 60_000),
    })),
    ...laterFiles,
  ];
  for (const [order, file] of files.entries()) {
    await insertDemoEntryFile(tx, {
      id: stableUuid(idSeed, `demo-entry-file:${String(index)}`, order),
      storageKey: stableUuid(idSeed, `demo-entry-file-storage:${String(index)}`, order),
      applicationId: id,
      entryConfigId: file.entry.id,
      name: file.name,
      uploadedBy: applicantId,
      uploadedAt: file.at,
    });
  }

  // The machine checks the accepted version against the domain's, as restoreContext gives it online.
  let stored: StoredApplication = {
    state: draft.to,
    context: { ...draft.context, commitmentVersion: domain.commitmentVersion },
  };
  let read: ReadApplication = { id, version: 1, firstSubmittedAt: null };
  for (const step of story.steps) {
    const at = new Date(step.at);
    const event = eventOf(step, applicant, reviewers, domain.commitmentVersion);
    const decides = step.event === 'approve' || step.event === 'reject' || step.event === 'return';
    if (decides && stored.context.claimantId !== event.actor.id) {
      // Only the claimant decides (认领): the reviewer claimed the case shortly before.
      const claimedAt = new Date(at.getTime() - claimLead);
      const claim = decideTransition(stored, { type: 'review.claim', actor: event.actor });
      if (!claim.ok) {
        throw new Error(`演示申请 ${String(index)} 无法认领：${refusalText(claim.message)}`);
      }
      await persistTransition(tx, read, claim, claimedAt, historyId(read.version + 1));
      stored = { state: claim.to, context: claim.context };
      read = { ...read, version: read.version + 1 };
    }
    const decision = decideTransition(stored, event);
    if (!decision.ok) {
      throw new Error(
        `演示申请 ${String(index)} 的“${step.event}”被流程拒绝：${refusalText(decision.message)}`,
      );
    }
    await persistTransition(tx, read, decision, at, historyId(read.version + 1));
    stored = { state: decision.to, context: decision.context };
    read = {
      id,
      version: read.version + 1,
      firstSubmittedAt: read.firstSubmittedAt ?? (step.event === 'submit' ? at : null),
    };
  }
}

export const demoApplicationsSeed: SeedStep = {
  name: 'demo-domain-applications',
  modes: ['demo'],
  async run(tx) {
    await insertCompanies(tx);
    const reviewers = await reviewerActors(tx);
    for (const [index, story] of demoApplicationStories.entries()) {
      await replayStory(tx, story, index, reviewers);
    }
  },
};
