import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentWallVersions, seedRuns, ssoLoginAttempts } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

describe('the embedded database across restarts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps what was stored and does not seed again', async () => {
    const database = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const;

    const first = await buildTestApp({ database, clock: new ManualClock('2026-11-22T02:00:00Z') });
    const login = envelopeOf(
      await first.inject({ method: 'GET', url: '/alpha-portal/api/v1/web/login/uuid?t=1' }),
    );
    expect(login.code).toBe(0);
    const uuid = new URL(String(login.data)).searchParams.get('uuid');
    await first.close();

    const second = await buildTestApp({ database, clock: new ManualClock('2026-11-23T02:00:00Z') });
    try {
      const attempts = await second.db.select().from(ssoLoginAttempts);
      expect(attempts.map((attempt) => attempt.uuid)).toEqual([uuid]);
      const firstStart = new Date('2026-11-22T02:00:00Z');
      expect(await second.db.select().from(seedRuns)).toEqual([
        { step: 'content-wall', appliedAt: firstStart },
        { step: 'operator-roles', appliedAt: firstStart },
        { step: 'demo-operators', appliedAt: firstStart },
        { step: 'catalog-domains', appliedAt: firstStart },
        { step: 'domain-commitments', appliedAt: firstStart },
        { step: 'catalog-content', appliedAt: firstStart },
        { step: 'demo-domain-applications', appliedAt: firstStart },
        { step: 'demo-client-applications', appliedAt: firstStart },
      ]);
      expect(await second.db.select().from(contentWallVersions)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });
});
