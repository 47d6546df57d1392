import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { postApi, signInCorporate, signInOperator, type DemoAccount } from '../support/server-auth';

describe('every domain for the operators’ filters (primary/domain/options)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const options = async (token?: string) =>
    envelopeOf(await postApi(app, '/primary/domain/options', {}, token));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists open and closed domains in display order to every operator who filters by domain', async () => {
    const [first] = await app.db
      .select({ id: domains.id })
      .from(domains)
      .orderBy(asc(domains.sortOrder), asc(domains.code))
      .limit(1);
    if (first === undefined) throw new Error('the demo seed has no domain');
    await app.db
      .update(domains)
      .set({ acceptingApplications: false })
      .where(eq(domains.id, first.id));
    const expected = await app.db
      .select({
        id: domains.id,
        name: domains.name,
        acceptingApplications: domains.acceptingApplications,
      })
      .from(domains)
      .orderBy(asc(domains.sortOrder), asc(domains.code));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected[0]).toMatchObject({ id: first.id, acceptingApplications: false });

    const accounts: DemoAccount[] = ['chushen', 'zhongshen', 'shenji', 'bianji', 'admin'];
    for (const account of accounts) {
      const { token } = await signInOperator(app, clock, account);
      expect(await options(token), account).toEqual({ code: 0, msg: '操作成功', data: expected });
    }
  });

  it('is not for legal persons nor for anonymous callers', async () => {
    const { token } = await signInCorporate(app);
    expect(await options(token)).toMatchObject({ code: 4030, data: null });
    expect((await options()).code).not.toBe(0);
  });
});
