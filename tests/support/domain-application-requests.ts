/**
 * Domain applications in server tests: the applicant's and reviewers' calls by name, and entry files
 * put straight into the table (uploading is the entry-file feature's business and has tests of its own).
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '@openapi/schema';
import type { Database } from '../../server/db/database';
import {
  domainApplicationHistory,
  domainApplications,
  domainCommitments,
  entryFiles,
  notifications,
} from '../../server/db/schema';
import { fixtureId } from './catalog-fixtures';
import { postApi } from './server-auth';
import { envelopeOf, type ParsedEnvelope } from './server-app';

export type ApplicationDetail = components['schemas']['ApplicationDetail'];
export type ApplicationPage = components['schemas']['ApplicationPage'];

/** The transport fixture domain (5 working days; 营业执照 required) and the closed finance one. */
export const transportDomainId = fixtureId(4, 1);
export const financeDomainId = fixtureId(4, 2);
export const businessLicenceEntryId = fixtureId(5, 2);
export const optionalEntryId = fixtureId(5, 1);
export const disabledEntryId = fixtureId(5, 3);

/**
 * Removes every application with what refers to it, so a test starts from none: notices first, since
 * they keep their application (ON DELETE RESTRICT), then the files and the history.
 */
export async function clearApplications(db: Database): Promise<void> {
  await db.delete(notifications);
  await db.delete(entryFiles);
  await db.delete(domainApplicationHistory);
  await db.delete(domainApplications);
}

export const draftFields = {
  domainId: transportDomainId,
  scenario: '基于公交到站数据优化城市通勤路线推荐',
  contactName: '李明',
  contactPhone: '13900001101',
};

export async function call(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token: string,
): Promise<ParsedEnvelope> {
  return envelopeOf(await postApi(app, path, body, token));
}

/** The detail of a successful answer; fails the test with the code and message otherwise. */
export function detailOf(envelope: ParsedEnvelope): ApplicationDetail {
  if (envelope.code !== 0) {
    throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
  }
  return envelope.data as ApplicationDetail;
}

export function pageOf(envelope: ParsedEnvelope): ApplicationPage {
  if (envelope.code !== 0) {
    throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
  }
  return envelope.data as ApplicationPage;
}

export async function createDraft(
  app: FastifyInstance,
  token: string,
  fields: Partial<typeof draftFields> = {},
): Promise<ApplicationDetail> {
  return detailOf(
    await call(app, '/second/domain-application/new', { ...draftFields, ...fields }, token),
  );
}

/** A stored file for an entry of an application, as an upload would leave it. */
export async function attachFile(
  app: FastifyInstance,
  application: { id: string },
  entryConfigId: string,
  name = '营业执照.pdf',
): Promise<void> {
  const [owner] = await app.db
    .select({ applicantId: domainApplications.applicantId })
    .from(domainApplications)
    .where(eq(domainApplications.id, application.id));
  if (owner === undefined) throw new Error(`no application ${application.id}`);
  const body = Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`);
  await app.db.insert(entryFiles).values({
    applicationId: application.id,
    entryConfigId,
    name,
    size: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
    contentType: 'application/pdf',
    storageKey: `test/${randomUUID()}.pdf`,
    uploadedBy: owner.applicantId,
    uploadedAt: new Date('2026-11-22T01:00:00Z'),
  });
}

/** The current commitment (承诺书) version of the application's domain; null when it has none. */
export async function currentCommitmentVersion(
  app: FastifyInstance,
  application: { id: string },
): Promise<number | null> {
  const [row] = await app.db
    .select({ version: max(domainCommitments.version) })
    .from(domainApplications)
    .leftJoin(domainCommitments, eq(domainCommitments.domainId, domainApplications.domainId))
    .where(eq(domainApplications.id, application.id));
  return row?.version ?? null;
}

/**
 * An applicant's step. A submission ticks 我已阅读并同意 for the domain's current commitment unless
 * `extra` says otherwise (`commitmentVersion` given, or `undefined` to leave it out).
 */
export async function transition(
  app: FastifyInstance,
  token: string,
  action: 'submit' | 'withdraw' | 'revise',
  application: { id: string; version: number },
  extra: Record<string, unknown> = {},
): Promise<ParsedEnvelope> {
  const accepted =
    action === 'submit' && !('commitmentVersion' in extra)
      ? await currentCommitmentVersion(app, application)
      : null;
  const body = Object.fromEntries(
    Object.entries({
      id: application.id,
      version: application.version,
      ...(accepted === null ? {} : { commitmentVersion: accepted }),
      ...extra,
    }).filter(([, value]) => value !== undefined),
  );
  return call(app, `/second/domain-application/${action}`, body, token);
}

/** 认领 or 释放 in the stage's area, with the version last read. */
export function claimStep(
  app: FastifyInstance,
  token: string,
  stage: 'first' | 'final',
  step: 'claim' | 'release',
  application: { id: string; version: number },
  comment?: string,
): Promise<ParsedEnvelope> {
  return call(
    app,
    `/primary/review/${stage}-${step}`,
    {
      id: application.id,
      version: application.version,
      ...(comment === undefined ? {} : { comment }),
    },
    token,
  );
}

/** A decision as sent, without claiming first: only the claimant's is taken. */
export function decideAsIs(
  app: FastifyInstance,
  token: string,
  stage: 'first' | 'final',
  application: { id: string; version: number },
  decision: 'approve' | 'reject' | 'return',
  comment?: string,
): Promise<ParsedEnvelope> {
  return call(
    app,
    `/primary/review/${stage}-decision`,
    {
      id: application.id,
      version: application.version,
      decision,
      ...(comment === undefined ? {} : { comment }),
    },
    token,
  );
}

/**
 * A reviewer's decision as the desk takes it: 认领 first (with the version read), then the decision on
 * the version the claim reached. A refused claim is the answer; a case the reviewer holds already is
 * decided as read.
 */
export async function decide(
  app: FastifyInstance,
  token: string,
  stage: 'first' | 'final',
  application: { id: string; version: number },
  decision: 'approve' | 'reject' | 'return',
  comment?: string,
): Promise<ParsedEnvelope> {
  const claimed = await claimStep(app, token, stage, 'claim', application);
  if (claimed.code !== 0 && claimed.msg !== '您已认领该申请') return claimed;
  const version = claimed.code === 0 ? application.version + 1 : application.version;
  return decideAsIs(app, token, stage, { id: application.id, version }, decision, comment);
}
