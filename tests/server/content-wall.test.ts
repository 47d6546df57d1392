import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentWallEntries, contentWallVersions, seedRuns } from '../../server/db/schema';
import { runSeed } from '../../server/db/seed/run-seed';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

describe('content wall', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the three seeded entries, with Chinese rich text', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/content-config/wall/?t=5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { code, data } = envelopeOf(response);
    expect(code).toBe(0);
    expect(data).toEqual([
      expect.objectContaining({
        key: 'about',
        title: '关于平台',
        updatedAt: '2026-11-01T01:00:00.000Z',
      }),
      expect.objectContaining({ key: 'homeNotice', updatedAt: '2026-11-01T01:00:00.000Z' }),
      expect.objectContaining({ key: 'privacy', title: '隐私政策声明' }),
    ]);
    const byKey = new Map(
      (data as { key: string; content: string }[]).map((entry) => [entry.key, entry.content]),
    );
    expect(byKey.get('about')).toContain('<h2>联系我们</h2>');
    expect(byKey.get('about')).toContain('演示号码');
    expect(byKey.get('privacy')).toContain('<h2>八、您的权利</h2>');
    expect(byKey.get('homeNotice')).toContain('数据专区');
  });

  it('compresses the answer for clients that accept gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/content-config/wall/?t=5',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(response.rawPayload).toString('utf8');
    const { code, data } = envelopeOf({ json: (): unknown => JSON.parse(text) });
    expect(code).toBe(0);
    expect(Array.isArray(data) ? data.length : 0).toBe(3);
  });

  it('keeps a first version of every seeded entry', async () => {
    const versions = await app.db.select().from(contentWallVersions);
    expect(versions.map((version) => version.key).sort()).toEqual([
      'about',
      'homeNotice',
      'privacy',
    ]);
    expect(versions.every((version) => version.createdBy === 'system')).toBe(true);
  });

  it('changes nothing when seeding runs again', async () => {
    const before = {
      entries: await app.db.select().from(contentWallEntries),
      versions: await app.db.select().from(contentWallVersions),
      runs: await app.db.select().from(seedRuns),
    };
    const outcome = await runSeed(app.db, {
      clock: new ManualClock('2027-01-01T00:00:00Z'),
      mode: 'demo',
    });
    expect(outcome.applied).toEqual([]);
    expect(await app.db.select().from(contentWallEntries)).toEqual(before.entries);
    expect(await app.db.select().from(contentWallVersions)).toEqual(before.versions);
    expect(await app.db.select().from(seedRuns)).toEqual(before.runs);
    expect(before.runs.map((run) => run.step)).toEqual([
      'content-wall',
      'operator-roles',
      'demo-operators',
      'catalog-domains',
      'domain-commitments',
      'catalog-content',
      'demo-domain-applications',
      'demo-client-applications',
    ]);
  });

  it('runs a step added later once, on an already seeded database', async () => {
    const calls: string[] = [];
    const laterStep = {
      name: 'test-later-step',
      modes: ['demo'] as const,
      run: () => {
        calls.push('ran');
        return Promise.resolve();
      },
    };
    const clock = new ManualClock();
    expect((await runSeed(app.db, { clock, mode: 'demo', steps: [laterStep] })).applied).toEqual([
      'test-later-step',
    ]);
    expect((await runSeed(app.db, { clock, mode: 'demo', steps: [laterStep] })).applied).toEqual(
      [],
    );
    expect(
      (await runSeed(app.db, { clock, mode: 'production', steps: [laterStep] })).applied,
    ).toEqual([]);
    expect(calls).toEqual(['ran']);
  });
});
