import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import { changePasswordMachine } from '@machines/login/change-password.machine';
import type {
  ChangePasswordEvent,
  ModifyPasswordInput,
  ModifyPasswordResult,
} from '@machines/login/change-password.types';
import {
  asMachineEvents,
  reachedStatePaths,
  restingStatePaths,
  type GraphEvent,
} from '../auth/state-coverage';
import { zhText, zhTexts } from '../../support/zh-message';

async function flush(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

function startChange(
  answer: () => Promise<ModifyPasswordResult> = () =>
    Promise.resolve({ ok: true, changedAt: '2026-03-01T08:00:00.000Z' }),
  input: { account: string | null; oldPassword?: string } = { account: 'chushen' },
) {
  const modifyPassword = vi.fn<(input: ModifyPasswordInput) => void>();
  const machine = changePasswordMachine.provide({
    actors: {
      modifyPassword: fromPromise(({ input }) => {
        modifyPassword(input);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const fill = (oldPassword: string, newPassword: string, confirmPassword: string) => {
    actor.send({ type: 'password.edit', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'password.edit', field: 'newPassword', value: newPassword });
    actor.send({ type: 'password.edit', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, modifyPassword, fill };
}

describe('changePasswordMachine', () => {
  it('reaches every state', () => {
    const events: GraphEvent[] = [
      { type: 'password.edit', field: 'oldPassword', value: 'Review@2026' },
      { type: 'password.edit', field: 'newPassword', value: 'Jiangsu#2027' },
      { type: 'password.edit', field: 'confirmPassword', value: 'Jiangsu#2027' },
      { type: 'password.submit' },
      {
        type: 'xstate.done.actor.modifyPassword',
        output: { ok: true, changedAt: '2026-03-01T08:00:00.000Z' },
      },
      {
        type: 'xstate.done.actor.modifyPassword',
        output: { ok: false, code: 4000, message: '原密码不正确' },
      },
    ];
    const model = new TestModel(changePasswordMachine, {
      events: asMachineEvents<ChangePasswordEvent>(events),
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.oldPassword,
          snapshot.context.newPassword,
          snapshot.context.confirmPassword,
        ]),
    });
    const paths = model.getShortestPaths({ input: { account: 'chushen' } });
    expect(reachedStatePaths(paths)).toEqual(restingStatePaths(changePasswordMachine, []));
  });

  it('checks every field before asking the server', () => {
    const { actor, modifyPassword, fill } = startChange();
    actor.send({ type: 'password.submit' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    });
    fill('Review@2026', 'Chushen#2027', 'Chushen#2028');
    actor.send({ type: 'password.submit' });
    expect(zhTexts(actor.getSnapshot().context.fieldErrors)).toEqual({
      newPassword: '新密码不能包含账号名',
      confirmPassword: '两次输入的新密码不一致',
    });
    expect(modifyPassword).not.toHaveBeenCalled();
  });

  it('changes the password and finishes with the time of the change', async () => {
    const { actor, modifyPassword, fill } = startChange();
    fill('Review@2026', 'Jiangsu#2027', 'Jiangsu#2027');
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(modifyPassword).toHaveBeenCalledExactlyOnceWith({
      oldPassword: 'Review@2026',
      newPassword: 'Jiangsu#2027',
    });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ changedAt: '2026-03-01T08:00:00.000Z' });
  });

  it('shows the server message and lets the person correct it', async () => {
    const { actor, fill } = startChange(() =>
      Promise.resolve({ ok: false, code: 4000, message: '原密码不正确' }),
    );
    fill('Wrong@2026', 'Jiangsu#2027', 'Jiangsu#2027');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(zhText(actor.getSnapshot().context.error)).toBe('原密码不正确');
    actor.send({ type: 'password.edit', field: 'oldPassword', value: 'Review@2026' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says so plainly when the call fails unexpectedly', async () => {
    const { actor, fill } = startChange(() => Promise.reject(new Error('offline')));
    fill('Review@2026', 'Jiangsu#2027', 'Jiangsu#2027');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(zhText(actor.getSnapshot().context.error)).toBe('登录请求未能完成，请稍后重试');
  });

  it('takes a prefilled old password (the forced change after login)', async () => {
    const { actor, modifyPassword } = startChange(undefined, {
      account: 'chushen',
      oldPassword: 'Temp#2026x',
    });
    actor.send({ type: 'password.edit', field: 'newPassword', value: 'Jiangsu#2027' });
    actor.send({ type: 'password.edit', field: 'confirmPassword', value: 'Jiangsu#2027' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(modifyPassword).toHaveBeenCalledExactlyOnceWith({
      oldPassword: 'Temp#2026x',
      newPassword: 'Jiangsu#2027',
    });
  });
});
