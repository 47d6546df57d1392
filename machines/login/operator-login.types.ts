/**
 * Types of the operator login machine (DESIGN §3, the primary login step): account and password, an SMS
 * code, then the session.
 */
import type { LoginMessage } from './login-messages';
import type { LoginFailure, LoginSession } from './login-session';

/** The three fields of the form (DESIGN §8 labels: 账号, 密码, 验证码). */
export type OperatorLoginField = 'account' | 'password' | 'code';

/** Each field's problem, as a message key the view translates. */
export type FieldErrors = Partial<Record<OperatorLoginField, LoginMessage>>;

/** Spec-independent default when the server does not say how long to wait: one minute. */
export const DEFAULT_RESEND_SECONDS = 60;

export type OperatorLoginContext = {
  account: string;
  password: string;
  code: string;
  fieldErrors: FieldErrors;
  /** The server's (or the machine's own) explanation of the last failure, shown above the form. */
  error: LoginMessage | null;
  /** The masked phone the last code went to; null until a code was sent. */
  maskedPhone: string | null;
  /** How long the last code stays valid, in seconds. */
  codeValidSeconds: number | null;
  /** Seconds until 获取验证码 may be used again; 0 when it may. */
  resendIn: number;
  session: LoginSession | null;
};

export type OperatorLoginEvent =
  /** The person typed into a field. */
  | { type: 'login.edit'; field: OperatorLoginField; value: string }
  /** 获取验证码. */
  | { type: 'login.requestCode' }
  /** 登录 (or Enter in the form). */
  | { type: 'login.submit' }
  /** The forced password change after a reset finished successfully. */
  | { type: 'login.passwordChanged' };

export type SendCodeInput = { account: string; password: string };
export type SendCodeResult =
  | { ok: true; maskedPhone: string; resendAfterSeconds: number; expiresInSeconds: number }
  | LoginFailure;

/** The password goes along: the server reads the code only for a caller who knows it. */
export type CheckCodeInput = { account: string; password: string; code: string };
export type CheckCodeResult =
  { ok: true; verified: boolean; remainingAttempts: number } | LoginFailure;

export type SignInInput = { account: string; password: string; smsCode: string };
export type SignInResult = { ok: true; session: LoginSession } | LoginFailure;

export type OperatorLoginOutput = { session: LoginSession | null };
