/**
 * 专区管理 (DESIGN §9) on the server: administrators list, create and edit domains, open and close
 * them, and publish versions of their commitment (承诺书); a closed domain refuses new drafts and
 * submissions (4000, nothing changed) while its cases are still reviewed; a submission must accept the
 * current commitment, whose version the history keeps. Non-administrators get 4030.
 */
import { asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import {
  domainApplicationHistory,
  domainApplications,
  domainCommitments,
  domains,
  entryFiles,
  operationLog,
} from '../../server/db/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  detailOf,
  draftFields,
  transition,
  transportDomainId,
  clearApplications,
} from '../support/domain-application-requests';
import { signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock, type ParsedEnvelope } from '../support/server-app';

type DomainAdminDetail = components['schemas']['DomainAdminDetail'];
type DomainAdminPage = components['schemas']['DomainAdminPage'];
type CommitmentList = components['schemas']['DomainCommitmentList'];

const newDomain = {
  code: 'health-care',
  name: '医疗健康专区',
  summary: '医疗健康公共数据的授权运营',
  description: '<p>面向医疗机构与健康服务企业。</p><script>alert(1)</script>',
  sortOrder: 5,
  firstReviewDays: 4,
  finalReviewDays: 6,
};

function dataOf<T>(envelope: ParsedEnvelope): T {
  if (envelope.code !== 0) {
    throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
  }
  return envelope.data as T;
}

describe('专区管理', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-23T02:00:00.000Z');
  let admin: string;
  let chushen: string;
  let bianji: string;
  let shuyuan: string;

  const adminCall = (path: string, body: unknown, token = admin) =>
    call(app, `/primary/domain-admin/${path}`, body, token);

  async function domainRow(id: string) {
    const [row] = await app.db.select().from(domains).where(eq(domains.id, id));
    return row;
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    admin = (await signInOperator(app, clock, 'admin')).token;
    chushen = (await signInOperator(app, clock, 'chushen')).token;
    bianji = (await signInOperator(app, clock, 'bianji')).token;
    shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
  });
  beforeEach(async () => {
    await clearApplications(app.db);
    // Back to the fixtures: transport open with commitment 1, finance closed.
    await app.db.delete(domainCommitments).where(ne(domainCommitments.version, 1));
    const [added] = await app.db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.code, newDomain.code));
    if (added !== undefined) {
      await app.db.delete(domainCommitments).where(eq(domainCommitments.domainId, added.id));
      await app.db.delete(domains).where(eq(domains.id, added.id));
    }
    await app.db
      .update(domains)
      .set({ acceptingApplications: true })
      .where(eq(domains.id, transportDomainId));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists every domain, open and closed, with limits, cases and commitment version', async () => {
    const draft = await createDraft(app, shuyuan);
    await attachFile(app, draft, businessLicenceEntryId);
    detailOf(await transition(app, shuyuan, 'submit', draft));
    await createDraft(app, (await signInCorporate(app, 'suzhou-zhisuan')).token);

    const page = dataOf<DomainAdminPage>(await adminCall('list', {}));
    expect(page.total).toBe(2);
    expect(page.list.map((domain) => [domain.code, domain.acceptingApplications])).toEqual([
      ['finance', false],
      ['transport', true],
    ]);
    // a draft never submitted is not a case yet
    expect(page.list[1]).toMatchObject({
      caseCount: 1,
      commitmentVersion: 1,
      firstReviewDays: 5,
      finalReviewDays: 5,
    });
    const closed = dataOf<DomainAdminPage>(
      await adminCall('list', { acceptingApplications: false }),
    );
    expect(closed.list.map((domain) => domain.code)).toEqual(['finance']);
    expect(dataOf<DomainAdminPage>(await adminCall('list', { keyword: 'TRANS' })).total).toBe(1);
  });

  it('creates a closed domain with a sanitized description, refusing a taken code with 4090', async () => {
    const created = dataOf<DomainAdminDetail>(await adminCall('new', newDomain));
    expect(created).toMatchObject({
      code: 'health-care',
      name: '医疗健康专区',
      sortOrder: 5,
      firstReviewDays: 4,
      finalReviewDays: 6,
      acceptingApplications: false,
      caseCount: 0,
      commitmentVersion: null,
      commitment: null,
      description: '<p>面向医疗机构与健康服务企业。</p>',
    });
    const before = await app.db.select({ n: count() }).from(domains);
    expect(await adminCall('new', { ...newDomain, name: '另一个专区' })).toEqual({
      code: 4090,
      msg: '专区编码“health-care”已被其他专区使用，请换一个编码',
      data: null,
    });
    expect(await app.db.select({ n: count() }).from(domains)).toEqual(before);
  });

  it('refuses bad fields with 4000 naming the field, and stores nothing', async () => {
    const before = await app.db.select({ n: count() }).from(domains);
    const refused = async (patch: object) => adminCall('new', { ...newDomain, ...patch });
    expect(await refused({ name: '   ' })).toMatchObject({
      code: 4000,
      msg: '请求参数 name 不能为空：请填写专区名称，不能只有空格',
    });
    expect(await refused({ description: '<script>x</script><p> </p>' })).toMatchObject({
      code: 4000,
      msg: '请求参数 description 不能为空：请填写专区介绍与入驻条件',
    });
    for (const patch of [
      { code: 'Health' },
      { code: '1abc' },
      { firstReviewDays: 0 },
      { finalReviewDays: 31 },
      { sortOrder: -1 },
    ]) {
      const envelope = await refused(patch);
      expect(envelope.code).toBe(4000);
      expect(envelope.msg).toContain(Object.keys(patch)[0]);
    }
    expect(await app.db.select({ n: count() }).from(domains)).toEqual(before);
  });

  it('edits a domain, keeping its code; nothing changed is 4212; unknown is 4011', async () => {
    const updated = await adminCall('update', {
      id: transportDomainId,
      name: '交通出行专区',
      firstReviewDays: 3,
    });
    expect(updated).toMatchObject({
      code: 0,
      msg: '专区信息已保存',
      data: { code: 'transport', name: '交通出行专区', firstReviewDays: 3, finalReviewDays: 5 },
    });
    expect(
      await adminCall('update', { id: transportDomainId, name: '交通出行专区' }),
    ).toMatchObject({ code: 4212, data: { name: '交通出行专区' } });
    expect(await adminCall('update', { id: transportDomainId, code: 'traffic' })).toMatchObject({
      code: 4000,
    });
    expect(await adminCall('update', { id: fixtureId(4, 9), name: '无' })).toEqual({
      code: 4011,
      msg: '数据专区不存在',
      data: null,
    });
    await adminCall('update', { id: transportDomainId, name: '交通专区', firstReviewDays: 5 });
  });

  it('publishes commitment versions without overwriting, newest first, with who and when', async () => {
    const published = await adminCall('commitment-new', {
      domainId: transportDomainId,
      body: '<p>第二版：数据不出域，按季度报送使用情况。</p>',
    });
    expect(published).toMatchObject({
      code: 0,
      data: { version: 2, createdByName: '系统管理员', createdAt: clock.now().toISOString() },
    });
    expect(
      await adminCall('commitment-new', {
        domainId: transportDomainId,
        body: '<p>第二版：数据不出域，按季度报送使用情况。</p>',
      }),
    ).toMatchObject({ code: 4212, data: { version: 2 } });
    const versions = dataOf<CommitmentList>(
      await adminCall('commitment-list', { domainId: transportDomainId }),
    );
    expect(versions.list.map((version) => version.version)).toEqual([2, 1]);
    expect(versions.list[1]?.body).toContain('交通专区的数据仅用于');
    const detail = dataOf<DomainAdminDetail>(await adminCall('detail', { id: transportDomainId }));
    expect(detail).toMatchObject({ commitmentVersion: 2, commitment: { version: 2 } });
    expect(
      (await adminCall('commitment-new', { domainId: transportDomainId, body: '<p></p>' })).code,
    ).toBe(4000);
    expect((await adminCall('commitment-list', { domainId: fixtureId(4, 9) })).code).toBe(4011);
  });

  it('opens a domain only with a commitment; open and close again are 4212', async () => {
    const created = dataOf<DomainAdminDetail>(await adminCall('new', newDomain));
    expect(await adminCall('open', { id: created.id })).toEqual({
      code: 4000,
      msg: '医疗健康专区还没有承诺书：请先发布承诺书，再开放受理',
      data: null,
    });
    await adminCall('commitment-new', { domainId: created.id, body: '<p>承诺合规使用。</p>' });
    expect(await adminCall('open', { id: created.id })).toMatchObject({
      code: 0,
      data: { acceptingApplications: true, commitmentVersion: 1 },
    });
    expect((await adminCall('open', { id: created.id })).code).toBe(4212);
    expect(await adminCall('close', { id: created.id })).toMatchObject({
      code: 0,
      data: { acceptingApplications: false },
    });
    expect((await adminCall('close', { id: created.id })).code).toBe(4212);
    expect((await adminCall('close', { id: fixtureId(4, 9) })).code).toBe(4011);
  });

  it('logs each change of 专区管理 under the domain’s name, and nothing for refusals or 4212', async () => {
    await app.db.delete(operationLog);
    const logged = async () =>
      (await app.db.select().from(operationLog).orderBy(asc(operationLog.at))).map((row) => ({
        actorName: row.actorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        targetLabel: row.targetLabel,
        detail: row.detail,
      }));
    const step = async (path: string, body: unknown) => {
      const answer = await adminCall(path, body);
      clock.advance(1000);
      return answer;
    };

    const created = dataOf<DomainAdminDetail>(await step('new', newDomain));
    expect((await step('open', { id: created.id })).code).toBe(4000);
    await step('update', {
      id: created.id,
      name: '医疗健康服务专区',
      summary: '医疗健康公共数据的授权运营与服务',
      firstReviewDays: 5,
    });
    expect((await step('update', { id: created.id, name: '医疗健康服务专区' })).code).toBe(4212);
    await step('commitment-new', { domainId: created.id, body: '<p>承诺合规使用。</p>' });
    await step('open', { id: created.id });
    expect((await step('open', { id: created.id })).code).toBe(4212);
    await step('close', { id: created.id });
    expect((await step('update', { id: created.id, name: '' })).code).toBe(4000);

    const onDomain = (label: string) => ({
      actorName: '系统管理员',
      targetType: 'domain',
      targetId: created.id,
      targetLabel: label,
    });
    expect(await logged()).toEqual([
      {
        ...onDomain('医疗健康专区'),
        action: 'domainCreate',
        detail: '新建专区（编码 health-care；初审时限 4 个工作日，终审时限 6 个工作日；暂停受理）',
      },
      {
        ...onDomain('医疗健康服务专区'),
        action: 'domainUpdate',
        detail:
          '修改专区信息：名称：医疗健康专区 → 医疗健康服务专区；简介；初审时限：4 → 5 个工作日',
      },
      {
        ...onDomain('医疗健康服务专区'),
        action: 'domainCommitmentPublish',
        detail: '发布承诺书第 1 版',
      },
      { ...onDomain('医疗健康服务专区'), action: 'domainOpen', detail: '开放受理' },
      {
        ...onDomain('医疗健康服务专区'),
        action: 'domainClose',
        detail: '暂停受理新的入驻申请（已有申请照常审核）',
      },
    ]);
  });

  it('refuses every operation to operators without admin:manage (4030)', async () => {
    for (const token of [chushen, bianji]) {
      expect((await adminCall('list', {}, token)).code).toBe(4030);
      expect((await adminCall('new', newDomain, token)).code).toBe(4030);
      expect((await adminCall('close', { id: transportDomainId }, token)).code).toBe(4030);
      expect(
        (
          await adminCall(
            'commitment-new',
            { domainId: transportDomainId, body: '<p>x</p>' },
            token,
          )
        ).code,
      ).toBe(4030);
    }
    expect((await adminCall('list', {}, shuyuan)).code).toBe(4030);
    expect((await domainRow(transportDomainId))?.acceptingApplications).toBe(true);
  });

  it('closes a domain to new drafts and submissions, while its cases are still reviewed', async () => {
    const submitted = await createDraft(app, shuyuan);
    await attachFile(app, submitted, businessLicenceEntryId);
    const inReview = detailOf(await transition(app, shuyuan, 'submit', submitted));
    const zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    const draft = await createDraft(app, zhisuan);
    await attachFile(app, draft, businessLicenceEntryId);

    await adminCall('close', { id: transportDomainId });
    const refusal = {
      code: 4000,
      msg: '该专区已暂停受理新的入驻申请，暂不能新建或提交申请',
      data: null,
    };
    expect(await transition(app, zhisuan, 'submit', draft)).toEqual(refusal);
    const [stored] = await app.db
      .select({ state: domainApplications.state, version: domainApplications.version })
      .from(domainApplications)
      .where(eq(domainApplications.id, draft.id));
    expect(stored).toEqual({ state: 'draft', version: draft.version });
    await app.db
      .delete(domainApplicationHistory)
      .where(eq(domainApplicationHistory.applicationId, draft.id));
    await app.db.delete(entryFiles).where(eq(entryFiles.applicationId, draft.id));
    await app.db.delete(domainApplications).where(eq(domainApplications.id, draft.id));
    expect(await call(app, '/second/domain-application/new', draftFields, zhisuan)).toEqual(
      refusal,
    );

    // the case under review stays in the reviewers' hands
    expect(await call(app, '/primary/review/detail', { id: inReview.id }, chushen)).toMatchObject({
      code: 0,
      data: { state: 'firstReview', domainName: '交通专区' },
    });
  });

  it('takes a submission only with the current commitment accepted, and keeps its version', async () => {
    const draft = await createDraft(app, shuyuan);
    await attachFile(app, draft, businessLicenceEntryId);
    expect(
      await transition(app, shuyuan, 'submit', draft, { commitmentVersion: undefined }),
    ).toEqual({
      code: 4000,
      msg: '请阅读专区承诺书（第 1 版），勾选“我已阅读并同意”后再提交',
      data: null,
    });
    await adminCall('commitment-new', { domainId: transportDomainId, body: '<p>第二版</p>' });
    expect(await transition(app, shuyuan, 'submit', draft, { commitmentVersion: 1 })).toEqual({
      code: 4090,
      msg: '专区承诺书已更新为第 2 版，请阅读新版本并重新勾选“我已阅读并同意”后再提交',
      data: null,
    });
    const accepted = detailOf(
      await transition(app, shuyuan, 'submit', draft, { commitmentVersion: 2 }),
    );
    expect(accepted.state).toBe('firstReview');
    expect(accepted.history.at(-1)).toMatchObject({ event: 'submit', commitmentVersion: 2 });
    expect(accepted.history[0]).toMatchObject({ event: 'create', commitmentVersion: null });
  });
});
