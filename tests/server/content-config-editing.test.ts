import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { contentWallEntries, contentWallVersions, operationLog } from '../../server/db/schema';
import { postApi, signInOperator } from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';

type ContentWallEntry = components['schemas']['ContentWallEntry'];
type ContentVersionPage = components['schemas']['ContentVersionPage'];

const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };

describe('content wall editing', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const tokens = { bianji: '', shenji: '', chushen: '', admin: '' };

  const call = async (
    path: string,
    body: unknown,
    token = tokens.bianji,
  ): Promise<ParsedEnvelope> =>
    envelopeOf(await postApi(app, `/primary/content-config/${path}`, body, token));

  function entryOf(envelope: ParsedEnvelope): ContentWallEntry {
    if (envelope.code !== 0 && envelope.code !== 4212) {
      throw new Error(`expected an entry, got ${String(envelope.code)} ${envelope.msg}`);
    }
    return envelope.data as ContentWallEntry;
  }

  async function versions(key: string, paging: Record<string, number> = {}) {
    const envelope = await call('versions', { key, ...paging });
    if (envelope.code !== 0) throw new Error(`${String(envelope.code)} ${envelope.msg}`);
    return envelope.data as ContentVersionPage;
  }

  async function storedEntry(key: string) {
    const [row] = await app.db
      .select()
      .from(contentWallEntries)
      .where(eq(contentWallEntries.key, key));
    return row;
  }

  const logRows = (action: 'contentUpdate' | 'contentRestore') =>
    app.db.select().from(operationLog).where(eq(operationLog.action, action));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    for (const account of ['bianji', 'shenji', 'chushen', 'admin'] as const) {
      tokens[account] = (await signInOperator(app, clock, account)).token;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  let savedAt = new Date(0);

  it('saves a sanitized body, answers the entry and shows it on the wall', async () => {
    savedAt = clock.now();
    const saved = await call('update', {
      key: 'about',
      title: '  关于本平台  ',
      content:
        '<h2>平台简介</h2><p onclick="steal()">江苏省公共数据授权运营平台<script>alert(1)</script></p>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>',
    });
    expect(saved.code).toBe(0);
    expect(saved.msg).toBe('内容已保存（第 2 版）');
    const entry = entryOf(saved);
    expect(entry).toEqual({
      key: 'about',
      title: '关于本平台',
      content: '<h2>平台简介</h2><p>江苏省公共数据授权运营平台</p>链接',
      updatedAt: clock.now().toISOString(),
    });
    for (const unsafe of ['script', 'onclick', 'onerror', 'javascript:', 'iframe', 'img']) {
      expect(entry.content).not.toContain(unsafe);
    }
    expect(await storedEntry('about')).toMatchObject({
      content: entry.content,
      updatedBy: '孙悦',
    });
    const wall = envelopeOf(
      await app.inject({ method: 'GET', url: '/alpha-portal/api/v1/content-config/wall/?t=1' }),
    );
    expect(wall.data).toContainEqual(entry);
  });

  it('keeps every saved text as a version, newest first and marked current', async () => {
    clock.advance(60_000);
    entryOf(await call('update', { key: 'about', title: '关于本平台', content: '<p>第三稿</p>' }));
    const page = await versions('about');
    expect(page.total).toBe(3);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(
      page.list.map(({ version, title, content, editorName, current }) => ({
        version,
        title,
        content: content.slice(0, 20),
        editorName,
        current,
      })),
    ).toEqual([
      {
        version: 3,
        title: '关于本平台',
        content: '<p>第三稿</p>',
        editorName: '孙悦',
        current: true,
      },
      {
        version: 2,
        title: '关于本平台',
        content: '<h2>平台简介</h2><p>江苏省公',
        editorName: '孙悦',
        current: false,
      },
      {
        version: 1,
        title: '关于平台',
        content: expect.any(String) as string,
        editorName: '系统初始化',
        current: false,
      },
    ]);
    expect(page.list[0]?.createdAt).toBe(clock.now().toISOString());
    expect(page.list[2]?.createdAt).toBe('2026-11-01T01:00:00.000Z');
    expect(new Set(page.list.map((version) => version.id)).size).toBe(3);
  });

  it('pages the versions', async () => {
    const second = await versions('about', { page: 2, pageSize: 2 });
    expect(second.total).toBe(3);
    expect(second.list.map((version) => [version.version, version.current])).toEqual([[1, false]]);
    expect((await versions('about', { page: 3, pageSize: 2 })).list).toEqual([]);
    const refused = await call('versions', { key: 'about', pageSize: 101 });
    expect(refused).toEqual({ code: 4000, msg: '请求参数 pageSize 不能大于 100', data: null });
    expect((await versions('privacy')).list.map((version) => version.version)).toEqual([1]);
  });

  it('answers an unchanged text with 4212 and the entry, storing nothing', async () => {
    const before = (await versions('about')).total;
    const logged = (await logRows('contentUpdate')).length;
    const unchanged = await call('update', {
      key: 'about',
      title: ' 关于本平台',
      content: '<p>第三稿</p><script>never()</script>',
    });
    expect(unchanged.code).toBe(4212);
    expect(unchanged.msg).toBe('内容没有变化');
    expect(entryOf(unchanged)).toMatchObject({ key: 'about', content: '<p>第三稿</p>' });
    expect((await versions('about')).total).toBe(before);
    expect(await logRows('contentUpdate')).toHaveLength(logged);
  });

  it('refuses a blank title, a body with nothing safe left and malformed requests in Chinese', async () => {
    const before = await storedEntry('about');
    expect(await call('update', { key: 'about', title: '   ', content: '<p>正文</p>' })).toEqual({
      code: 4000,
      msg: '标题不能为空',
      data: null,
    });
    expect(
      await call('update', { key: 'about', title: '\u202E\u200B', content: '<p>正文</p>' }),
    ).toEqual({ code: 4000, msg: '标题不能为空', data: null });
    expect(
      await call('update', {
        key: 'about',
        title: '关于平台',
        content: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      }),
    ).toEqual({ code: 4000, msg: '正文不能为空', data: null });
    expect(await call('update', { key: 'about', title: '关于平台' })).toEqual({
      code: 4000,
      msg: '请求参数 content 不能为空',
      data: null,
    });
    const unknownKey = await call('update', {
      key: 'faq',
      title: '常见问题',
      content: '<p>问</p>',
    });
    expect(unknownKey.code).toBe(4000);
    expect(unknownKey.msg).toContain('key');
    const extra = await call('update', {
      key: 'about',
      title: '关于平台',
      content: '<p>正文</p>',
      version: 3,
    });
    expect(extra).toEqual({ code: 4000, msg: '请求参数 version 不被允许', data: null });
    expect(await storedEntry('about')).toEqual(before);
  });

  it('restores an earlier version as a new one, so nothing is lost', async () => {
    clock.advance(60_000);
    const [first] = (await versions('about', { page: 3, pageSize: 1 })).list;
    if (first === undefined) throw new Error('no first version');
    const restored = await call('restore', { key: 'about', versionId: first.id });
    expect(restored.code).toBe(0);
    expect(restored.msg).toBe('已恢复为第 1 版');
    expect(entryOf(restored)).toEqual({
      key: 'about',
      title: '关于平台',
      content: first.content,
      updatedAt: clock.now().toISOString(),
    });
    const page = await versions('about');
    expect(page.total).toBe(4);
    expect(page.list.map((version) => [version.version, version.title, version.current])).toEqual([
      [4, '关于平台', true],
      [3, '关于本平台', false],
      [2, '关于本平台', false],
      [1, '关于平台', false],
    ]);
    expect(page.list[0]?.content).toBe(first.content);

    // the text of version 3 is still there to go back to
    const third = page.list[1];
    if (third === undefined) throw new Error('no third version');
    clock.advance(60_000);
    expect(
      entryOf(await call('restore', { key: 'about', versionId: third.id }, tokens.admin)),
    ).toMatchObject({ title: '关于本平台', content: '<p>第三稿</p>' });
    expect((await versions('about')).list[0]).toMatchObject({
      version: 5,
      editorName: '系统管理员',
      current: true,
    });
  });

  it('answers restoring the current text with 4212, and unknown or foreign versions with 4011', async () => {
    const page = await versions('about');
    const current = page.list[0];
    const sameText = page.list[2];
    if (current === undefined || sameText === undefined) throw new Error('missing versions');
    const total = page.total;

    const unchanged = await call('restore', { key: 'about', versionId: current.id });
    expect(unchanged.code).toBe(4212);
    expect(unchanged.msg).toBe('该版本与当前内容相同，无需恢复');
    expect(entryOf(unchanged)).toMatchObject({ key: 'about', content: '<p>第三稿</p>' });
    // an older version holding the very text the entry has now changes nothing either
    expect((await call('restore', { key: 'about', versionId: sameText.id })).code).toBe(4212);

    const [privacy] = (await versions('privacy')).list;
    if (privacy === undefined) throw new Error('no privacy version');
    const notFound = { code: 4011, msg: '历史版本不存在', data: null };
    expect(await call('restore', { key: 'about', versionId: privacy.id })).toEqual(notFound);
    expect(await call('restore', { key: 'about', versionId: 99_999_999 })).toEqual(notFound);
    const notANumber = await call('restore', { key: 'about', versionId: '12' });
    expect(notANumber.code).toBe(4000);
    expect(notANumber.msg).toContain('versionId');
    expect((await versions('about')).total).toBe(total);
  });

  it('writes a log row for every save and restore, and none for a refusal', async () => {
    const updates = await logRows('contentUpdate');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      actorName: '孙悦',
      targetType: 'contentConfig',
      targetId: 'about',
      targetLabel: '关于本平台',
      detail: '修改内容墙条目“关于本平台”，保存为第 2 版',
      ip: '127.0.0.1',
      at: savedAt,
    });
    const restores = await logRows('contentRestore');
    expect(
      restores.map(({ actorName, targetId, targetLabel, detail }) => ({
        actorName,
        targetId,
        targetLabel,
        detail,
      })),
    ).toEqual([
      {
        actorName: '孙悦',
        targetId: 'about',
        targetLabel: '关于平台',
        detail: '将内容墙条目“关于平台”恢复为第 1 版，保存为第 4 版',
      },
      {
        actorName: '系统管理员',
        targetId: 'about',
        targetLabel: '关于本平台',
        detail: '将内容墙条目“关于本平台”恢复为第 3 版，保存为第 5 版',
      },
    ]);
  });

  it('refuses operators without the content:edit right with 4030', async () => {
    const before = await storedEntry('homeNotice');
    for (const token of [tokens.shenji, tokens.chushen]) {
      expect(
        await call('update', { key: 'homeNotice', title: '通知', content: '<p>改</p>' }, token),
      ).toEqual(noRight);
      expect(await call('versions', { key: 'homeNotice' }, token)).toEqual(noRight);
      expect(await call('restore', { key: 'homeNotice', versionId: 1 }, token)).toEqual(noRight);
    }
    expect(await storedEntry('homeNotice')).toEqual(before);
    const unsigned = await postApi(app, '/primary/content-config/versions', { key: 'about' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('lets one of two identical saves at once through and answers the other with 4212', async () => {
    clock.advance(60_000);
    const before = (await versions('privacy')).total;
    const body = { key: 'privacy', title: '隐私政策声明', content: '<p>同时保存的新版本</p>' };
    const answers = await Promise.all([call('update', body), call('update', body)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4212]);
    expect((await versions('privacy')).total).toBe(before + 1);
  });

  it('keeps a text written outside the editor before replacing it', async () => {
    await app.db
      .update(contentWallEntries)
      .set({ content: '<p>直接写入的首页公告</p>', updatedBy: '数据迁移' })
      .where(eq(contentWallEntries.key, 'homeNotice'));
    clock.advance(60_000);
    entryOf(
      await call('update', {
        key: 'homeNotice',
        title: '首页公告',
        content: '<p>编辑后的首页公告</p>',
      }),
    );
    const page = await versions('homeNotice');
    expect(
      page.list.map((version) => [version.version, version.content, version.editorName]),
    ).toEqual([
      [3, '<p>编辑后的首页公告</p>', '孙悦'],
      [2, '<p>直接写入的首页公告</p>', '数据迁移'],
      [1, expect.any(String) as string, '系统初始化'],
    ]);
  });

  it('answers 4011 for an entry that is not stored', async () => {
    await app.db.delete(contentWallVersions).where(eq(contentWallVersions.key, 'homeNotice'));
    await app.db.delete(contentWallEntries).where(eq(contentWallEntries.key, 'homeNotice'));
    const notFound = { code: 4011, msg: '内容条目不存在', data: null };
    expect(await call('versions', { key: 'homeNotice' })).toEqual(notFound);
    expect(
      await call('update', { key: 'homeNotice', title: '首页公告', content: '<p>新</p>' }),
    ).toEqual(notFound);
  });
});
