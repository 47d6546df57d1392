/**
 * Who may call what, checked against the one definition: every operation of the contract is called
 * by every kind of caller — a visitor, a legal person and each demo operator role — and the server
 * must allow exactly those that `openapi/operation-access.ts` (generated from the contract's
 * `x-rights`) allows, and refuse the rest with the answer DESIGN §8 gives: HTTP 401 without a
 * session, 3166 for anyone but a legal person on `second/...`, 4030 otherwise.
 *
 * The calls carry an empty body, so an allowed call is answered by validation (4000) or by the
 * handler; the access check runs before either, so a refusal is the access check's alone.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessOperationId,
  type OperationAccess,
  operationAccess,
} from '@openapi/operation-access';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { api, type DemoAccount, signInCorporate, signInOperator } from '../support/server-auth';

interface Caller {
  readonly name: string;
  readonly kind: 'visitor' | 'primary' | 'second';
  readonly token?: string;
  readonly rights: readonly string[];
}

type Outcome = 'allowed' | 'HTTP 401' | '3166' | '4030';

/** What the definition says this caller gets from this operation. */
function expectedOutcome(access: OperationAccess, caller: Caller): Outcome {
  if (access.side === 'public') return 'allowed';
  if (caller.kind === 'visitor') return 'HTTP 401';
  if (access.side === 'second' && caller.kind !== 'second') return '3166';
  if (access.side === 'primary' && caller.kind !== 'primary') return '4030';
  if (access.rights.length === 0) return 'allowed';
  return access.rights.some((right) => caller.rights.includes(right)) ? 'allowed' : '4030';
}

function observedOutcome(response: LightMyRequestResponse): Outcome {
  if (response.statusCode === 401) return 'HTTP 401';
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.includes('application/json')) return 'allowed';
  const { code } = envelopeOf(response);
  if (code === 3166) return '3166';
  if (code === 4030) return '4030';
  return 'allowed';
}

/** Operations left out: logging out ends the very session the other calls use (tested on its own). */
const endsTheSession: ReadonlySet<AccessOperationId> = new Set(['webLoginLogout']);

const operations = (
  Object.entries(operationAccess) as [AccessOperationId, OperationAccess][]
).filter(([operationId]) => !endsTheSession.has(operationId));

describe('access to every operation, for every kind of caller', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-23T02:00:00.000Z');
  const callers: Caller[] = [{ name: '访客', kind: 'visitor', rights: [] }];

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const corporate = await signInCorporate(app);
    callers.push({
      name: '法人用户',
      kind: 'second',
      token: corporate.token,
      rights: corporate.rights,
    });
    const accounts: DemoAccount[] = ['admin', 'chushen', 'zhongshen', 'shenji', 'bianji'];
    for (const account of accounts) {
      const session = await signInOperator(app, clock, account);
      callers.push({
        name: account,
        kind: 'primary',
        token: session.token,
        rights: session.rights,
      });
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('covers every operation of the contract', () => {
    expect(operations.length + endsTheSession.size).toBe(Object.keys(operationAccess).length);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('signs in each role with the rights DESIGN §8 gives it', () => {
    const rightsOf = (name: string) => callers.find((caller) => caller.name === name)?.rights;
    expect(rightsOf('法人用户')).toEqual(['domain:apply']);
    expect(rightsOf('admin')).toEqual(
      expect.arrayContaining([
        'admin:manage',
        'content:edit',
        'domain:first-review',
        'domain:final-review',
        'audit:read',
      ]),
    );
    expect(rightsOf('chushen')).toEqual(['domain:first-review']);
    expect(rightsOf('zhongshen')).toEqual(['domain:final-review']);
    expect(rightsOf('shenji')).toEqual(['audit:read']);
    expect(rightsOf('bianji')).toEqual(['content:edit']);
  });

  it.each(operations)('%s answers each caller as its access says', async (_id, access) => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      const headers = caller.token === undefined ? {} : { 'user-token': caller.token };
      const response =
        access.method === 'GET'
          ? await app.inject({ method: 'GET', url: `${api}${access.path}?t=1`, headers })
          : await app.inject({
              method: access.method === 'POST' ? 'POST' : 'PUT',
              url: `${api}${access.path}`,
              payload: '{}',
              headers: { ...headers, 'content-type': 'application/json' },
            });
      const expected = expectedOutcome(access, caller);
      const observed = observedOutcome(response);
      if (expected !== observed) {
        mismatches.push(`${caller.name}: expected ${expected}, got ${observed}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
