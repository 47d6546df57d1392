import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import {
  corporateUsers,
  domainApplications,
  entryConfigs,
  entryFiles,
} from '../../server/db/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { getApi, postApi, signInOperator } from '../support/server-auth';

type EntryConfig = components['schemas']['EntryConfig'];
type EntryConfigList = components['schemas']['EntryConfigList'];
type DomainDetail = components['schemas']['DomainDetail'];

const transport = fixtureId(4, 1);
const finance = fixtureId(4, 2);
const mebibyte = 1024 * 1024;

describe('entry configs (入驻材料配置)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let editor: string;
  let reviewer: string;
  let auditor: string;

  const post = (path: string, body: unknown, token: string = editor) =>
    postApi(app, `/primary/entry-config/${path}`, body, token);

  async function listOf(domainId: string, token: string = editor): Promise<EntryConfig[]> {
    const envelope = envelopeOf(await post('list', { domainId }, token));
    expect(envelope.code).toBe(0);
    return (envelope.data as EntryConfigList).list;
  }

  async function created(body: object): Promise<EntryConfig> {
    const envelope = envelopeOf(await post('new', body));
    expect(envelope).toMatchObject({ code: 0, msg: '入驻材料配置已新增' });
    return envelope.data as EntryConfig;
  }

  async function requirementNames(domainId: string): Promise<string[]> {
    const envelope = envelopeOf(await getApi(app, `/web/domain/detail?id=${domainId}`));
    return (envelope.data as DomainDetail).requirements.map((requirement) => requirement.name);
  }

  const newBody = (values: object = {}) => ({
    domainId: transport,
    name: '数据使用承诺函',
    required: true,
    allowedTypes: ['pdf'],
    maxSizeBytes: 5 * mebibyte,
    ...values,
  });

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    // The demo seed's files would hold on to the applications the fixtures replace.
    await app.db.delete(entryFiles);
    await insertCatalogFixtures(app.db);
    editor = (await signInOperator(app, clock, 'bianji')).token;
    reviewer = (await signInOperator(app, clock, 'chushen')).token;
    auditor = (await signInOperator(app, clock, 'shenji')).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists every config of a domain, disabled ones too, in display order with their file counts', async () => {
    const list = await listOf(transport);
    expect(list.map((config) => [config.name, config.enabled, config.fileCount])).toEqual([
      ['已停用材料', false, 0],
      ['营业执照', true, 0],
      ['数据安全承诺书', true, 0],
    ]);
    expect(list[1]).toEqual({
      id: fixtureId(5, 2),
      domainId: transport,
      name: '营业执照',
      description: '第2项入驻材料',
      required: true,
      allowedTypes: ['pdf', 'jpg', 'png'],
      maxSizeBytes: 10 * mebibyte,
      enabled: true,
      sortOrder: 1,
      fileCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // Reviewers and auditors read the configs too.
    expect(await listOf(transport, reviewer)).toEqual(list);
    expect(await listOf(transport, auditor)).toEqual(list);
  });

  it('answers the list of an unknown domain with 4011', async () => {
    expect(envelopeOf(await post('list', { domainId: fixtureId(4, 99) }))).toEqual({
      code: 4011,
      msg: '数据专区不存在',
      data: null,
    });
  });

  it('adds a config after the last one, with its types in the fixed order, and the public detail asks for it', async () => {
    const config = await created(
      newBody({ name: '  数据使用承诺函 ', allowedTypes: ['png', 'pdf'], description: ' 说明 ' }),
    );
    expect(config).toMatchObject({
      domainId: transport,
      name: '数据使用承诺函',
      description: '说明',
      allowedTypes: ['pdf', 'png'],
      enabled: true,
      sortOrder: 12,
      fileCount: 0,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    expect(await requirementNames(transport)).toEqual([
      '营业执照',
      '数据安全承诺书',
      '数据使用承诺函',
    ]);

    const disabled = await created(
      newBody({ name: '补充材料', enabled: false, sortOrder: 0, required: false }),
    );
    expect(disabled).toMatchObject({ enabled: false, sortOrder: 0, description: '' });
    expect(await requirementNames(transport)).not.toContain('补充材料');
  });

  it('refuses a name the domain already uses with 4090, but allows it in another domain', async () => {
    const before = await listOf(transport);
    expect(envelopeOf(await post('new', newBody({ name: ' 营业执照 ' })))).toEqual({
      code: 4090,
      msg: '该专区已有名为“营业执照”的入驻材料，请换一个名称',
      data: null,
    });
    expect(await listOf(transport)).toEqual(before);
    expect(await created(newBody({ domainId: finance, name: '营业执照' }))).toMatchObject({
      domainId: finance,
    });
  });

  it.each([
    [{ name: '   ' }, '请求参数 name 不能为空：请填写材料名称，不能只有空格'],
    [{ name: '\u202E' }, '请求参数 name 不能为空：请填写材料名称，不能只有空格'],
    [{ name: '' }, '请求参数 name 不能为空'],
    [{ name: '一'.repeat(51) }, '请求参数 name 长度不能超过 50 个字符'],
    [{ name: '换行\n名称' }, '请求参数 name 不能包含换行符或其他控制字符'],
    [
      { allowedTypes: ['exe'] },
      '请求参数 allowedTypes[0] 必须是以下值之一：pdf、ofd、doc、docx、xls、xlsx、jpg、jpeg、png、zip',
    ],
    [{ allowedTypes: [] }, '请求参数 allowedTypes 不能为空'],
    [{ allowedTypes: ['pdf', 'pdf'] }, '请求参数 allowedTypes 不能包含重复的项'],
    [{ maxSizeBytes: 1000 }, '请求参数 maxSizeBytes 不能小于 1024'],
    [{ maxSizeBytes: 200 * mebibyte }, '请求参数 maxSizeBytes 不能大于 104857600'],
    [{ maxSizeBytes: 1536.5 }, '请求参数 maxSizeBytes 必须是整数'],
    [{ sortOrder: 1000 }, '请求参数 sortOrder 不能大于 999'],
    [{ color: 'red' }, '请求参数 color 不被允许'],
  ])('refuses a new config with %j: %s, and adds nothing', async (values, msg) => {
    const before = await listOf(transport);
    expect(envelopeOf(await post('new', newBody({ name: '新材料', ...values })))).toEqual({
      code: 4000,
      msg,
      data: null,
    });
    expect(await listOf(transport)).toEqual(before);
  });

  it('refuses a new config for an unknown domain with 4011', async () => {
    expect(envelopeOf(await post('new', newBody({ domainId: fixtureId(4, 99) })))).toMatchObject({
      code: 4011,
    });
  });

  it('lets only content editors change configs (4030 for a reviewer), and a refusal changes nothing', async () => {
    const before = await listOf(transport);
    const attempts: [string, object][] = [
      ['new', newBody({ name: '审核人员新增' })],
      ['update', { id: fixtureId(5, 2), name: '审核人员改名' }],
      ['status', { id: fixtureId(5, 2), enabled: false }],
      ['delete', { id: fixtureId(5, 3) }],
    ];
    for (const [path, body] of attempts) {
      expect(envelopeOf(await post(path, body, reviewer))).toEqual({
        code: 4030,
        msg: '您没有执行此操作的权限',
        data: null,
      });
      expect(envelopeOf(await post(path, body, auditor)).code).toBe(4030);
    }
    expect(await listOf(transport)).toEqual(before);
  });

  it('updates the fields sent, keeps the others, and answers an unchanged request with 4212', async () => {
    clock.advance(60_000);
    const envelope = envelopeOf(
      await post('update', {
        id: fixtureId(5, 1),
        name: '数据安全承诺书（盖章版）',
        maxSizeBytes: 2 * mebibyte,
        allowedTypes: ['docx', 'pdf'],
      }),
    );
    expect(envelope).toMatchObject({ code: 0, msg: '入驻材料配置已保存' });
    const updated = envelope.data as EntryConfig;
    expect(updated).toMatchObject({
      id: fixtureId(5, 1),
      name: '数据安全承诺书（盖章版）',
      description: '第1项入驻材料',
      required: false,
      allowedTypes: ['pdf', 'docx'],
      maxSizeBytes: 2 * mebibyte,
      updatedAt: clock.now().toISOString(),
    });

    clock.advance(60_000);
    const unchanged = envelopeOf(
      await post('update', {
        id: fixtureId(5, 1),
        name: ' 数据安全承诺书（盖章版）',
        allowedTypes: ['pdf', 'docx'],
        required: false,
      }),
    );
    expect(unchanged).toEqual({ code: 4212, msg: '入驻材料配置没有变化', data: updated });
  });

  it('refuses renaming to a name the domain already uses (4090) and an unknown id (4011)', async () => {
    const before = await listOf(transport);
    expect(
      envelopeOf(await post('update', { id: fixtureId(5, 1), name: '营业执照' })),
    ).toMatchObject({ code: 4090 });
    expect(envelopeOf(await post('update', { id: fixtureId(5, 98), name: '无此材料' }))).toEqual({
      code: 4011,
      msg: '入驻材料配置不存在',
      data: null,
    });
    expect(envelopeOf(await post('update', { id: fixtureId(5, 1), maxSizeBytes: 1 }))).toEqual({
      code: 4000,
      msg: '请求参数 maxSizeBytes 不能小于 1024',
      data: null,
    });
    expect(await listOf(transport)).toEqual(before);
  });

  it('disables and enables a config; the public requirements follow, and the same status is 4212', async () => {
    const disabled = envelopeOf(await post('status', { id: fixtureId(5, 2), enabled: false }));
    expect(disabled).toMatchObject({ code: 0, msg: '入驻材料已停用', data: { enabled: false } });
    expect(await requirementNames(transport)).not.toContain('营业执照');

    expect(envelopeOf(await post('status', { id: fixtureId(5, 2), enabled: false }))).toEqual({
      code: 4212,
      msg: '该入驻材料已是停用状态',
      data: disabled.data,
    });

    const enabled = envelopeOf(await post('status', { id: fixtureId(5, 2), enabled: true }));
    expect(enabled).toMatchObject({ code: 0, msg: '入驻材料已启用', data: { enabled: true } });
    expect(await requirementNames(transport)).toContain('营业执照');
    expect(envelopeOf(await post('status', { id: fixtureId(5, 97), enabled: true })).code).toBe(
      4011,
    );
  });

  it('deletes a config without files, and refuses one with files (4090, suggesting to disable it)', async () => {
    const spare = await created(newBody({ name: '可删除材料' }));
    expect(envelopeOf(await post('delete', { id: spare.id }))).toEqual({
      code: 0,
      msg: '入驻材料配置已删除',
      data: { id: spare.id },
    });
    expect((await listOf(transport)).map((config) => config.id)).not.toContain(spare.id);
    expect(envelopeOf(await post('delete', { id: spare.id }))).toMatchObject({ code: 4011 });

    const at = clock.now();
    const [applicant] = await app.db
      .insert(corporateUsers)
      .values({
        subject: 'entry-config-test',
        name: '李经办',
        corName: '江苏数源科技有限公司',
        creditCode: '91320100MA1XY8K3A9',
        phone: '13851234567',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: corporateUsers.id });
    if (applicant === undefined) throw new Error('no applicant');
    const [application] = await app.db
      .insert(domainApplications)
      .values({
        domainId: transport,
        applicantId: applicant.id,
        scenario: '交通出行分析',
        contactName: '李经办',
        contactPhone: '13851234567',
        state: 'draft',
        stateEnteredAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: domainApplications.id });
    if (application === undefined) throw new Error('no application');
    await app.db.insert(entryFiles).values({
      applicationId: application.id,
      entryConfigId: fixtureId(5, 2),
      name: '营业执照.pdf',
      size: 10,
      sha256: 'a'.repeat(64),
      contentType: 'application/pdf',
      storageKey: '6f1c9a52-31f4-4c55-9a43-7a1f0c7d2b11',
      uploadedBy: applicant.id,
      uploadedAt: at,
    });

    expect(envelopeOf(await post('delete', { id: fixtureId(5, 2) }))).toEqual({
      code: 4090,
      msg: '该入驻材料已有 1 份上传的文件，不能删除；如不再需要，请将其停用',
      data: null,
    });
    const [kept] = await app.db
      .select()
      .from(entryConfigs)
      .where(eq(entryConfigs.id, fixtureId(5, 2)));
    expect(kept?.name).toBe('营业执照');
    expect((await listOf(transport)).find((config) => config.id === fixtureId(5, 2))).toMatchObject(
      { fileCount: 1 },
    );
  });
});
