import { describe, expect, it, vi } from 'vitest';
import { TestModel } from 'xstate/graph';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LoginSession } from '@machines/login/login-session';
import { operatorLoginMachine } from '@machines/login/operator-login.machine';
import type {
  CheckCodeInput,
  OperatorLoginEvent,
  CheckCodeResult,
  SendCodeInput,
  SendCodeResult,
  SignInInput,
  SignInResult,
} from '@machines/login/operator-login.types';
import {
  reachedStatePaths,
  restingStatePaths,
  asMachineEvents,
  type GraphEvent,
} from '../auth/state-coverage';
import { zhText, zhTexts } from '../../support/zh-message';

const session: LoginSession = {
  token: 'session-token-0123456789',
  userType: 'primary',
  name: '陈静',
  corName: null,
  rights: ['domain:first-review'],
  mustChangePassword: false,
};

const codeSent: SendCodeResult = {
  ok: true,
  maskedPhone: '139****2201',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

/** The countdown re-arms its timer each second, so simulated time moves a second at a time. */
function advanceSeconds(clock: SimulatedClock, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) clock.increment(1_000);
}

async function flush(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

type Script = {
  send?: (input: SendCodeInput) => Promise<SendCodeResult>;
  check?: (input: CheckCodeInput) => Promise<CheckCodeResult>;
  signIn?: (input: SignInInput) => Promise<SignInResult>;
};

function startLogin(script: Script = {}) {
  const clock = new SimulatedClock();
  const calls = {
    sendCode: vi.fn<(input: SendCodeInput) => void>(),
    checkCode: vi.fn<(input: CheckCodeInput) => void>(),
    signIn: vi.fn<(input: SignInInput) => void>(),
    establishSession: vi.fn<(session: LoginSession) => void>(),
  };
  const machine = operatorLoginMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => {
        calls.sendCode(input);
        return script.send ? script.send(input) : Promise.resolve(codeSent);
      }),
      checkCode: fromPromise(({ input }) => {
        calls.checkCode(input);
        return script.check
          ? script.check(input)
          : Promise.resolve({ ok: true as const, verified: true, remainingAttempts: 4 });
      }),
      signIn: fromPromise(({ input }) => {
        calls.signIn(input);
        return script.signIn
          ? script.signIn(input)
          : Promise.resolve({ ok: true as const, session });
      }),
    },
    actions: { establishSession: (_, params) => calls.establishSession(params.session) },
  });
  const actor = createActor(machine, { clock }).start();
  const fill = (account: string, password: string) => {
    actor.send({ type: 'login.edit', field: 'account', value: account });
    actor.send({ type: 'login.edit', field: 'password', value: password });
  };
  const flow = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'object' && 'active' in value
      ? (value.active as { flow: string }).flow
      : String(value);
  };
  return { actor, calls, clock, fill, flow };
}

describe('operatorLoginMachine: every state is reachable', () => {
  it('through the graph of its events', () => {
    const events: GraphEvent[] = [
      { type: 'login.edit', field: 'account', value: 'chushen' },
      { type: 'login.edit', field: 'password', value: 'Review@2026' },
      { type: 'login.edit', field: 'code', value: '123456' },
      { type: 'login.requestCode' },
      { type: 'login.submit' },
      { type: 'login.passwordChanged' },
      { type: 'xstate.done.actor.sendCode', output: codeSent },
      {
        type: 'xstate.done.actor.sendCode',
        output: { ok: false, code: 4000, message: '账号或密码错误' },
      },
      {
        type: 'xstate.done.actor.checkCode',
        output: { ok: true, verified: true, remainingAttempts: 4 },
      },
      {
        type: 'xstate.done.actor.checkCode',
        output: { ok: true, verified: false, remainingAttempts: 3 },
      },
      { type: 'xstate.done.actor.signIn', output: { ok: true, session } },
      {
        type: 'xstate.done.actor.signIn',
        output: { ok: true, session: { ...session, mustChangePassword: true } },
      },
      { type: 'xstate.after.tick.operatorLogin.active.resend.coolingDown' },
    ];
    const model = new TestModel(operatorLoginMachine, {
      events: asMachineEvents<OperatorLoginEvent>(events),
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.account !== '',
          snapshot.context.password !== '',
          snapshot.context.code !== '',
          snapshot.context.maskedPhone !== null,
          snapshot.context.resendIn > 1,
        ]),
    });
    expect(reachedStatePaths(model.getShortestPaths())).toEqual(
      restingStatePaths(operatorLoginMachine, []),
    );
  });
});

describe('operatorLoginMachine', () => {
  it('asks for account and password before sending a code', () => {
    const { actor, calls } = startLogin();
    actor.send({ type: 'login.requestCode' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({
      account: '请输入账号',
      password: '请输入密码',
    });
    expect(calls.sendCode).not.toHaveBeenCalled();
    actor.send({ type: 'login.edit', field: 'account', value: 'chushen' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({ password: '请输入密码' });
  });

  it('sends the code for the trimmed account and starts the 60 s countdown', async () => {
    const { actor, calls, fill, flow } = startLogin();
    fill('  chushen ', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    expect(flow()).toBe('sendingCode');
    expect(calls.sendCode).toHaveBeenCalledExactlyOnceWith({
      account: 'chushen',
      password: 'Review@2026',
    });
    await flush();
    expect(flow()).toBe('awaitingCode');
    const { context } = actor.getSnapshot();
    expect(context.maskedPhone).toBe('139****2201');
    expect(context.codeValidSeconds).toBe(300);
    expect(context.resendIn).toBe(60);
    expect(actor.getSnapshot().matches({ active: { resend: 'coolingDown' } })).toBe(true);
  });

  it('counts down once a second and allows 获取验证码 again after 60 s', async () => {
    const { actor, calls, clock, fill } = startLogin();
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    clock.increment(999);
    expect(actor.getSnapshot().context.resendIn).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
    advanceSeconds(clock, 29);
    expect(actor.getSnapshot().context.resendIn).toBe(30);
    actor.send({ type: 'login.requestCode' });
    expect(calls.sendCode).toHaveBeenCalledTimes(1);
    advanceSeconds(clock, 29);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    expect(actor.getSnapshot().matches({ active: { resend: 'coolingDown' } })).toBe(true);
    advanceSeconds(clock, 1);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(actor.getSnapshot().matches({ active: { resend: 'ready' } })).toBe(true);
    advanceSeconds(clock, 5);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'login.requestCode' });
    expect(calls.sendCode).toHaveBeenCalledTimes(2);
  });

  it('keeps counting while the code is checked', async () => {
    const { actor, clock, fill, flow } = startLogin({ check: () => new Promise(() => undefined) });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.edit', field: 'code', value: '123456' });
    actor.send({ type: 'login.submit' });
    expect(flow()).toBe('checkingCode');
    advanceSeconds(clock, 3);
    expect(actor.getSnapshot().context.resendIn).toBe(57);
  });

  it('uses the server figure for the countdown, 60 s when it gives none', async () => {
    const { actor, fill } = startLogin({
      send: () => Promise.resolve({ ...codeSent, resendAfterSeconds: 0 }),
    });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    expect(actor.getSnapshot().context.resendIn).toBe(60);
  });

  it('shows the server message when the code cannot be sent', async () => {
    const { actor, fill, flow } = startLogin({
      send: () => Promise.resolve({ ok: false, code: 4000, message: '账号或密码错误' }),
    });
    fill('chushen', 'wrong');
    actor.send({ type: 'login.requestCode' });
    await flush();
    expect(flow()).toBe('credentials');
    expect(zhText(actor.getSnapshot().context.error)).toBe('账号或密码错误');
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'login.edit', field: 'password', value: 'Review@2026' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says so plainly when a call fails unexpectedly', async () => {
    const { actor, fill, flow } = startLogin({ send: () => Promise.reject(new Error('boom')) });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    expect(flow()).toBe('credentials');
    expect(zhText(actor.getSnapshot().context.error)).toBe('登录请求未能完成，请稍后重试');
  });

  it('asks for the code first, then for six digits', async () => {
    const { actor, calls, fill } = startLogin();
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.submit' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({
      code: '请先获取短信验证码',
    });
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.submit' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({ code: '请输入验证码' });
    actor.send({ type: 'login.edit', field: 'code', value: '12a45' });
    actor.send({ type: 'login.submit' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({ code: '验证码为 6 位数字' });
    expect(calls.checkCode).not.toHaveBeenCalled();
  });

  it('says how many tries are left after a wrong code', async () => {
    const { actor, calls, fill, flow } = startLogin({
      check: () => Promise.resolve({ ok: true, verified: false, remainingAttempts: 3 }),
    });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.edit', field: 'code', value: ' 654321 ' });
    actor.send({ type: 'login.submit' });
    expect(calls.checkCode).toHaveBeenCalledExactlyOnceWith({
      account: 'chushen',
      password: 'Review@2026',
      code: '654321',
    });
    await flush();
    expect(flow()).toBe('awaitingCode');
    expect(zhText(actor.getSnapshot().context.fieldErrors.code)).toBe(
      '验证码不正确，还可尝试 3 次',
    );
    expect(calls.signIn).not.toHaveBeenCalled();
  });

  it('signs in with account, password and code, hands the session over and finishes', async () => {
    const { actor, calls, fill } = startLogin();
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.edit', field: 'code', value: '123456' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(calls.signIn).toHaveBeenCalledExactlyOnceWith({
      account: 'chushen',
      password: 'Review@2026',
      smsCode: '123456',
    });
    expect(calls.establishSession).toHaveBeenCalledExactlyOnceWith(session);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session });
  });

  it('shows the lockout message from the server and lets the person act again', async () => {
    const { actor, calls, fill, flow } = startLogin({
      signIn: () =>
        Promise.resolve({ ok: false, code: 4290, message: '账号已锁定，请 15 分钟后再试' }),
    });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.edit', field: 'code', value: '123456' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(flow()).toBe('awaitingCode');
    expect(zhText(actor.getSnapshot().context.error)).toBe('账号已锁定，请 15 分钟后再试');
    expect(calls.establishSession).not.toHaveBeenCalled();
  });

  it('after a reset, stores the session and waits for the new password before finishing', async () => {
    const mustChange = { ...session, mustChangePassword: true };
    const { actor, calls, fill, flow } = startLogin({
      signIn: () => Promise.resolve({ ok: true, session: mustChange }),
    });
    fill('chushen', 'Review@2026');
    actor.send({ type: 'login.requestCode' });
    await flush();
    actor.send({ type: 'login.edit', field: 'code', value: '123456' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(flow()).toBe('changingPassword');
    // The password change call needs the token, so the session is stored already.
    expect(calls.establishSession).toHaveBeenCalledExactlyOnceWith(mustChange);
    actor.send({ type: 'login.passwordChanged' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session });
  });
});
