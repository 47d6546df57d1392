/**
 * Change password (DESIGN §3): 原密码, 新密码, 确认新密码, checked against the policy before the server is
 * asked (the server checks again and has the last word; it also ends every other session of the account).
 *
 * editing —提交 (all fields pass)→ saving → changed (final, output the time of the change)
 *                                        ↘ editing with the server's message
 */
import { assertEvent, assign, setup } from 'xstate';
import { loginMessages, serverMessage, type LoginMessage } from './login-messages';
import { changePasswordActors } from './change-password.actors';
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordInput,
  ChangePasswordOutput,
  ModifyPasswordResult,
  PasswordFieldErrors,
} from './change-password.types';
import { newPasswordProblem } from './password-policy';

function passwordErrors(context: ChangePasswordContext): PasswordFieldErrors {
  const errors: PasswordFieldErrors = {};
  if (context.oldPassword === '') errors.oldPassword = loginMessages.oldPasswordRequired;
  const problem = newPasswordProblem(context.newPassword, {
    oldPassword: context.oldPassword,
    account: context.account,
  });
  if (problem !== null) errors.newPassword = problem;
  if (context.confirmPassword === '') errors.confirmPassword = loginMessages.confirmRequired;
  else if (context.confirmPassword !== context.newPassword)
    errors.confirmPassword = loginMessages.confirmMismatch;
  return errors;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutput,
  },
  actors: changePasswordActors,
  actions: {
    /** Keeps what was typed; the field's own error and the last failure no longer apply. */
    editField: assign(({ context, event }) => {
      assertEvent(event, 'password.edit');
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    /** Marks every field that keeps 确认修改 from going ahead. */
    flagErrors: assign(({ context }) => ({ fieldErrors: passwordErrors(context) })),
    /** The fields pass: the server is asked with a clean slate. */
    clearErrors: assign({ fieldErrors: {}, error: null }),
    /** Shows why the server refused (wrong old password, policy) or the call failed. */
    rememberFailure: assign((_, params: { message: LoginMessage }) => ({ error: params.message })),
    /** When the server recorded the change: the machine's output. */
    rememberChange: assign((_, params: { changedAt: string }) => ({
      changedAt: params.changedAt,
    })),
  },
  guards: {
    valid: ({ context }) => Object.keys(passwordErrors(context)).length === 0,
    saved: (_, params: { result: ModifyPasswordResult }) => params.result.ok,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    account: input.account,
    oldPassword: input.oldPassword ?? '',
    newPassword: '',
    confirmPassword: '',
    fieldErrors: {},
    error: null,
    changedAt: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.edit': { actions: 'editField' },
        'password.submit': [
          { guard: 'valid', target: 'saving', actions: 'clearErrors' },
          { actions: 'flagErrors' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'modifyPassword',
        src: 'modifyPassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
        }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => ({ result: event.output }) },
            target: 'changed',
            actions: {
              type: 'rememberChange',
              params: ({ event }) => ({ changedAt: event.output.ok ? event.output.changedAt : '' }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'rememberFailure',
              params: ({ event }) => ({
                message: event.output.ok
                  ? loginMessages.unexpected
                  : serverMessage(event.output.message),
              }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: { message: loginMessages.unexpected } },
        },
      },
    },
    changed: { type: 'final' },
  },
  output: ({ context }) => ({ changedAt: context.changedAt }),
});
