/**
 * Operator login (DESIGN §3, the primary login step): 账号 and 密码 → an SMS code → the session.
 *
 * active (parallel)
 *   flow: credentials —获取验证码 (both filled)→ sendingCode → awaitingCode —登录 (6 digits)→ checkingCode
 *         → signingIn → signedIn (final, output the session), or changingPassword first when the
 *         session says `mustChangePassword` (a new account, or a password an administrator reset).
 *         Every failure returns to where the person can act, with the server's message in `error`.
 *   resend: ready ⇄ coolingDown — after a code is sent, 获取验证码 waits `resendIn` seconds (the server's
 *         figure, 60), counted down by a `tick` every second.
 *
 * Server calls are placeholders (operator-login.actors.ts); `establishSession` is provided by the page,
 * which hands the session to the auth actor (the session is stored before the password change, whose
 * call needs the token).
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { loginMessages, serverMessage, type LoginMessage } from './login-messages';
import type { LoginSession } from './login-session';
import { operatorLoginActors } from './operator-login.actors';
import {
  DEFAULT_RESEND_SECONDS,
  type CheckCodeResult,
  type FieldErrors,
  type OperatorLoginContext,
  type OperatorLoginEvent,
  type OperatorLoginOutput,
  type SendCodeResult,
  type SignInResult,
} from './operator-login.types';

const SMS_CODE = /^\d{6}$/;

function credentialErrors(context: OperatorLoginContext): FieldErrors {
  const errors: FieldErrors = {};
  if (context.account.trim() === '') errors.account = loginMessages.accountRequired;
  if (context.password === '') errors.password = loginMessages.passwordRequired;
  return errors;
}

function submitErrors(context: OperatorLoginContext): FieldErrors {
  const errors = credentialErrors(context);
  const code = context.code.trim();
  if (context.maskedPhone === null && code === '') errors.code = loginMessages.codeNotRequested;
  else if (code === '') errors.code = loginMessages.codeRequired;
  else if (!SMS_CODE.test(code)) errors.code = loginMessages.codeFormat;
  return errors;
}

function isEmptyErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** What a failed result says: the server's message (guards have already ruled out success here). */
function failureMessageOf(result: SendCodeResult | CheckCodeResult | SignInResult): LoginMessage {
  return result.ok ? loginMessages.unexpected : serverMessage(result.message);
}

/** The session of a successful result (guards have already checked it is one). */
function sessionOf(result: SignInResult): LoginSession {
  if (!result.ok) throw new Error('sessionOf() needs a successful sign-in result');
  return result.session;
}

export const operatorLoginMachine = setup({
  types: {
    context: {} as OperatorLoginContext,
    events: {} as OperatorLoginEvent,
    output: {} as OperatorLoginOutput,
  },
  actors: operatorLoginActors,
  actions: {
    /** Keeps what was typed; the field's own error and the last failure no longer apply. */
    editField: assign(({ context, event }) => {
      assertEvent(event, 'login.edit');
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    /** Starts a new attempt with a clean slate. */
    clearErrors: assign({ fieldErrors: {}, error: null }),
    /** Marks the empty credentials, so the person sees which field is missing. */
    flagCredentialErrors: assign(({ context }) => ({ fieldErrors: credentialErrors(context) })),
    /** Marks every field that keeps 登录 from going ahead. */
    flagSubmitErrors: assign(({ context }) => ({ fieldErrors: submitErrors(context) })),
    /** The code is on its way: where it went, how long it is valid, when another may be asked for. */
    rememberCodeSent: assign((_, params: { result: SendCodeResult }) =>
      params.result.ok
        ? {
            maskedPhone: params.result.maskedPhone,
            codeValidSeconds: params.result.expiresInSeconds,
            resendIn:
              params.result.resendAfterSeconds > 0
                ? params.result.resendAfterSeconds
                : DEFAULT_RESEND_SECONDS,
          }
        : {},
    ),
    /** Shows the server's explanation (wrong password, locked, too many requests…). */
    rememberFailure: assign((_, params: { message: LoginMessage }) => ({ error: params.message })),
    /** A call that threw: something nobody planned for, said plainly. */
    rememberUnexpectedFailure: assign({ error: loginMessages.unexpected }),
    /** The code was wrong: say how many tries are left, and let the person type it again. */
    rememberWrongCode: assign((_, params: { remainingAttempts: number }) => ({
      fieldErrors: { code: loginMessages.codeWrong(params.remainingAttempts) },
    })),
    /** Keeps the session for the machine's output, and for the password change that may come first. */
    rememberSession: assign((_, params: { session: LoginSession }) => ({
      session: params.session,
    })),
    /** Hands the session to the auth actor (AuthState in storage and the cookie). */
    establishSession: (_, _params: { session: LoginSession }) => undefined,
    /** The forced change is done: the session no longer needs one. */
    markPasswordChanged: assign(({ context }) => ({
      session: context.session ? { ...context.session, mustChangePassword: false } : null,
    })),
    /** One second less to wait before 获取验证码 may be used again. */
    countDown: assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
  },
  guards: {
    credentialsComplete: ({ context }) => isEmptyErrors(credentialErrors(context)),
    readyToSubmit: ({ context }) => isEmptyErrors(submitErrors(context)),
    canResend: ({ context }) => context.resendIn === 0,
    codeWasSent: ({ context }) => context.maskedPhone !== null,
    codeSent: (_, params: { result: SendCodeResult }) => params.result.ok,
    codeVerified: (_, params: { result: CheckCodeResult }) =>
      params.result.ok && params.result.verified,
    codeRejected: (_, params: { result: CheckCodeResult }) =>
      params.result.ok && !params.result.verified,
    signedInNeedingNewPassword: (_, params: { result: SignInResult }) =>
      params.result.ok && params.result.session.mustChangePassword,
    signedIn: (_, params: { result: SignInResult }) => params.result.ok,
    stillCooling: ({ context }) => context.resendIn > 1,
  },
  delays: {
    /** The resend countdown moves once a second. */
    tick: 1_000,
  },
}).createMachine({
  id: 'operatorLogin',
  context: {
    account: '',
    password: '',
    code: '',
    fieldErrors: {},
    error: null,
    maskedPhone: null,
    codeValidSeconds: null,
    resendIn: 0,
    session: null,
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      on: { 'login.edit': { actions: 'editField' } },
      states: {
        flow: {
          initial: 'credentials',
          states: {
            credentials: {
              on: {
                'login.requestCode': [
                  { guard: 'credentialsComplete', target: 'sendingCode', actions: 'clearErrors' },
                  { actions: 'flagCredentialErrors' },
                ],
                'login.submit': { actions: 'flagSubmitErrors' },
              },
            },
            sendingCode: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({
                  account: context.account.trim(),
                  password: context.password,
                }),
                onDone: [
                  {
                    guard: { type: 'codeSent', params: ({ event }) => ({ result: event.output }) },
                    target: ['awaitingCode', '#operatorLogin.active.resend.coolingDown'],
                    actions: {
                      type: 'rememberCodeSent',
                      params: ({ event }) => ({ result: event.output }),
                    },
                  },
                  {
                    guard: 'codeWasSent',
                    target: 'awaitingCode',
                    actions: {
                      type: 'rememberFailure',
                      params: ({ event }) => ({ message: failureMessageOf(event.output) }),
                    },
                  },
                  {
                    target: 'credentials',
                    actions: {
                      type: 'rememberFailure',
                      params: ({ event }) => ({ message: failureMessageOf(event.output) }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: 'codeWasSent',
                    target: 'awaitingCode',
                    actions: 'rememberUnexpectedFailure',
                  },
                  { target: 'credentials', actions: 'rememberUnexpectedFailure' },
                ],
              },
            },
            awaitingCode: {
              on: {
                'login.requestCode': [
                  {
                    guard: and(['canResend', 'credentialsComplete']),
                    target: 'sendingCode',
                    actions: 'clearErrors',
                  },
                  { guard: 'canResend', actions: 'flagCredentialErrors' },
                ],
                'login.submit': [
                  { guard: 'readyToSubmit', target: 'checkingCode', actions: 'clearErrors' },
                  { actions: 'flagSubmitErrors' },
                ],
              },
            },
            checkingCode: {
              invoke: {
                id: 'checkCode',
                src: 'checkCode',
                input: ({ context }) => ({
                  account: context.account.trim(),
                  password: context.password,
                  code: context.code.trim(),
                }),
                onDone: [
                  {
                    guard: {
                      type: 'codeVerified',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'signingIn',
                  },
                  {
                    guard: {
                      type: 'codeRejected',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'awaitingCode',
                    actions: {
                      type: 'rememberWrongCode',
                      params: ({ event }) => ({
                        remainingAttempts: event.output.ok ? event.output.remainingAttempts : 0,
                      }),
                    },
                  },
                  {
                    target: 'awaitingCode',
                    actions: {
                      type: 'rememberFailure',
                      params: ({ event }) => ({ message: failureMessageOf(event.output) }),
                    },
                  },
                ],
                onError: { target: 'awaitingCode', actions: 'rememberUnexpectedFailure' },
              },
            },
            signingIn: {
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => ({
                  account: context.account.trim(),
                  password: context.password,
                  smsCode: context.code.trim(),
                }),
                onDone: [
                  {
                    guard: {
                      type: 'signedInNeedingNewPassword',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'changingPassword',
                    actions: [
                      {
                        type: 'rememberSession',
                        params: ({ event }) => ({ session: sessionOf(event.output) }),
                      },
                      {
                        type: 'establishSession',
                        params: ({ event }) => ({ session: sessionOf(event.output) }),
                      },
                    ],
                  },
                  {
                    guard: { type: 'signedIn', params: ({ event }) => ({ result: event.output }) },
                    target: '#operatorLogin.signedIn',
                    actions: [
                      {
                        type: 'rememberSession',
                        params: ({ event }) => ({ session: sessionOf(event.output) }),
                      },
                      {
                        type: 'establishSession',
                        params: ({ event }) => ({ session: sessionOf(event.output) }),
                      },
                    ],
                  },
                  {
                    target: 'awaitingCode',
                    actions: {
                      type: 'rememberFailure',
                      params: ({ event }) => ({ message: failureMessageOf(event.output) }),
                    },
                  },
                ],
                onError: { target: 'awaitingCode', actions: 'rememberUnexpectedFailure' },
              },
            },
            changingPassword: {
              on: {
                'login.passwordChanged': {
                  target: '#operatorLogin.signedIn',
                  actions: 'markPasswordChanged',
                },
              },
            },
          },
        },
        resend: {
          initial: 'ready',
          states: {
            ready: {},
            coolingDown: {
              after: {
                tick: [
                  {
                    guard: 'stillCooling',
                    target: 'coolingDown',
                    reenter: true,
                    actions: 'countDown',
                  },
                  { target: 'ready', actions: 'countDown' },
                ],
              },
            },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session }),
});
