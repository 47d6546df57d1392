import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import { corporateLoginMachine } from '@machines/login/corporate-login.machine';
import type {
  CorporateLoginEvent,
  ExchangeTicketInput,
  ExchangeTicketResult,
  SsoAddressOutcome,
} from '@machines/login/corporate-login.types';
import type { LoginSession } from '@machines/login/login-session';
import {
  asMachineEvents,
  reachedStatePaths,
  restingStatePaths,
  type GraphEvent,
} from '../auth/state-coverage';
import { zhText } from '../../support/zh-message';

const ORIGIN = 'http://127.0.0.1:8080';
const SSO_ADDRESS = `${ORIGIN}/dev-sso/login?uuid=7d4c0b2e-1f1a-4b8e-9d7e-2f5c7a9b1c3d&service=${encodeURIComponent(`${ORIGIN}/login`)}`;

const session: LoginSession = {
  token: 'session-token-0123456789',
  userType: 'second',
  name: '李明',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
  mustChangePassword: false,
};

async function flush(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

type Script = {
  address?: () => Promise<SsoAddressOutcome>;
  exchange?: (input: ExchangeTicketInput) => Promise<ExchangeTicketResult>;
};

function startCorporateLogin(currentPath: string, preUrl: string | null, script: Script = {}) {
  const effects = {
    obtainLoginAddress: vi.fn<() => void>(),
    exchangeTicket: vi.fn<(input: ExchangeTicketInput) => void>(),
    redirectToSso: vi.fn<(address: string) => void>(),
    establishSession: vi.fn<(session: LoginSession) => void>(),
    forgetLoginAddress: vi.fn<() => void>(),
  };
  const machine = corporateLoginMachine.provide({
    actors: {
      obtainLoginAddress: fromPromise(() => {
        effects.obtainLoginAddress();
        return script.address ? script.address() : Promise.resolve({ address: SSO_ADDRESS });
      }),
      exchangeTicket: fromPromise(({ input }) => {
        effects.exchangeTicket(input);
        return script.exchange
          ? script.exchange(input)
          : Promise.resolve({ ok: true as const, session });
      }),
    },
    actions: {
      redirectToSso: (_, params) => effects.redirectToSso(params.address),
      establishSession: (_, params) => effects.establishSession(params.session),
      forgetLoginAddress: () => effects.forgetLoginAddress(),
    },
  });
  const actor = createActor(machine, {
    input: { portalOrigin: ORIGIN, currentUrl: `${ORIGIN}${currentPath}`, preUrl },
  }).start();
  return { actor, effects };
}

describe('corporateLoginMachine: every state is reachable', () => {
  it('from the two pages it starts on: before the SSO, and back from it with a ticket', () => {
    const events: GraphEvent[] = [
      { type: 'login.start' },
      { type: 'login.retry' },
      { type: 'login.resume' },
      { type: 'xstate.done.actor.obtainLoginAddress', output: { address: SSO_ADDRESS } },
      { type: 'xstate.done.actor.obtainLoginAddress', output: { address: null } },
      { type: 'xstate.done.actor.exchangeTicket', output: { ok: true, session } },
      {
        type: 'xstate.done.actor.exchangeTicket',
        output: { ok: false, code: 3166, message: '仅支持法人登录' },
      },
      {
        type: 'xstate.done.actor.exchangeTicket',
        output: { ok: false, code: 4000, message: '登录票据无效或已被使用，请重新登录' },
      },
    ];
    const model = new TestModel(corporateLoginMachine, {
      events: asMachineEvents<CorporateLoginEvent>(events),
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pathsFrom = (path: string) =>
      model.getShortestPaths({
        input: { portalOrigin: ORIGIN, currentUrl: `${ORIGIN}${path}`, preUrl: null },
      });
    const beforeSso = pathsFrom('/login?preUrl=%2Fabout');
    const backWithTicket = pathsFrom('/login?ticket=ST-1-abc');
    // The ticket states belong to the page the SSO returns to, a new start of the machine.
    expect(reachedStatePaths(beforeSso)).toEqual([
      'failed',
      'idle',
      'preparingSsoAddress',
      'redirectingToSso',
    ]);
    expect(reachedStatePaths([...beforeSso, ...backWithTicket])).toEqual(
      restingStatePaths(corporateLoginMachine, ['deciding']),
    );
  });
});

describe('corporateLoginMachine', () => {
  it('waits for 法人用户 without a ticket, then leaves for the SSO with the return address', async () => {
    const { actor, effects } = startCorporateLogin(
      '/login?preUrl=%2Fworkspace%2Fhome',
      '/workspace/home',
    );
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.obtainLoginAddress).not.toHaveBeenCalled();
    actor.send({ type: 'login.start' });
    expect(actor.getSnapshot().value).toBe('preparingSsoAddress');
    await flush();
    expect(actor.getSnapshot().value).toBe('redirectingToSso');
    expect(effects.redirectToSso).toHaveBeenCalledTimes(1);
    const target = new URL(effects.redirectToSso.mock.calls[0]?.[0] ?? '');
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/dev-sso/login`);
    expect(target.searchParams.get('uuid')).toBe('7d4c0b2e-1f1a-4b8e-9d7e-2f5c7a9b1c3d');
    expect(target.searchParams.get('service')).toBe(`${ORIGIN}/login?preUrl=%2Fworkspace%2Fhome`);
    expect(effects.exchangeTicket).not.toHaveBeenCalled();
    // The single-use attempt is the SSO's now; a later login fetches a new one.
    expect(effects.forgetLoginAddress).toHaveBeenCalledTimes(1);
  });

  it('returns to plain /login when there is no preUrl', async () => {
    const { actor, effects } = startCorporateLogin('/login/choose', null);
    actor.send({ type: 'login.start' });
    await flush();
    const target = new URL(effects.redirectToSso.mock.calls[0]?.[0] ?? '');
    expect(target.searchParams.get('service')).toBe(`${ORIGIN}/login`);
  });

  it('is usable again when the browser comes back from the SSO by Back', async () => {
    const { actor } = startCorporateLogin('/login', null);
    actor.send({ type: 'login.start' });
    await flush();
    actor.send({ type: 'login.resume' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('explains when no SSO address can be had, and tries again on request', async () => {
    let answer: SsoAddressOutcome = { address: null };
    const { actor, effects } = startCorporateLogin('/login', null, {
      address: () => Promise.resolve(answer),
    });
    actor.send({ type: 'login.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(zhText(actor.getSnapshot().context.error)).toBe(
      '暂时无法连接江苏政务服务统一身份认证，请稍后重试',
    );
    expect(effects.redirectToSso).not.toHaveBeenCalled();
    answer = { address: SSO_ADDRESS };
    actor.send({ type: 'login.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(effects.redirectToSso).toHaveBeenCalledTimes(1);
  });

  it('exchanges a returning ticket for the service it was issued for, and finishes', async () => {
    const { actor, effects } = startCorporateLogin(
      '/login?preUrl=%2Fworkspace%2Fhome&ticket=ST-42-xyz',
      '/workspace/home',
    );
    expect(actor.getSnapshot().value).toBe('exchangingTicket');
    expect(effects.exchangeTicket).toHaveBeenCalledExactlyOnceWith({
      ticket: 'ST-42-xyz',
      service: `${ORIGIN}/login?preUrl=%2Fworkspace%2Fhome`,
    });
    await flush();
    expect(effects.establishSession).toHaveBeenCalledExactlyOnceWith(session);
    expect(effects.forgetLoginAddress).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session });
  });

  it('a natural person is refused (3166) and may go through the SSO again', async () => {
    const { actor, effects } = startCorporateLogin('/login?ticket=ST-7-zhang', null, {
      exchange: () => Promise.resolve({ ok: false, code: 3166, message: '仅支持法人登录' }),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('legalPersonOnly');
    expect(zhText(actor.getSnapshot().context.error)).toBe('仅支持法人登录');
    expect(effects.establishSession).not.toHaveBeenCalled();
    expect(effects.forgetLoginAddress).toHaveBeenCalledTimes(1);
    actor.send({ type: 'login.retry' });
    await flush();
    expect(effects.obtainLoginAddress).toHaveBeenCalledTimes(1);
    expect(effects.redirectToSso).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of any other failure', async () => {
    const { actor } = startCorporateLogin('/login?ticket=ST-used', null, {
      exchange: () =>
        Promise.resolve({ ok: false, code: 4000, message: '登录票据无效或已被使用，请重新登录' }),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(zhText(actor.getSnapshot().context.error)).toBe('登录票据无效或已被使用，请重新登录');
  });

  it('says so plainly when the exchange fails unexpectedly', async () => {
    const { actor } = startCorporateLogin('/login?ticket=ST-1', null, {
      exchange: () => Promise.reject(new Error('boom')),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(zhText(actor.getSnapshot().context.error)).toBe('登录请求未能完成，请稍后重试');
  });

  it('treats an empty ticket as none', () => {
    const { actor, effects } = startCorporateLogin('/login?ticket=', null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.exchangeTicket).not.toHaveBeenCalled();
  });
});
