/**
 * The server calls of the operator login, as typed placeholders; the browser provides them over the API
 * client (`web/login/primary/msg-send`, `…/msg-check`, `web/login/primary`). Each resolves a result.
 */
import { fromPromise } from 'xstate';
import { notProvided } from '../not-provided';
import type {
  CheckCodeInput,
  CheckCodeResult,
  SendCodeInput,
  SendCodeResult,
  SignInInput,
  SignInResult,
} from './operator-login.types';

export const operatorLoginActors = {
  /** Checks account and password and sends the code to the account's phone. */
  sendCode: fromPromise<SendCodeResult, SendCodeInput>(() => notProvided('sendCode')),
  /** Tells whether the code is right without consuming it. */
  checkCode: fromPromise<CheckCodeResult, CheckCodeInput>(() => notProvided('checkCode')),
  /** Opens the session (consumes the code). */
  signIn: fromPromise<SignInResult, SignInInput>(() => notProvided('signIn')),
};
