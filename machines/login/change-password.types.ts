/**
 * Types of the change-password machine (`primary/home/modify-password`): the operator's own password,
 * from the user menu or as the forced step after a reset.
 */
import type { LoginMessage } from './login-messages';
import type { LoginFailure } from './login-session';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Each field's problem, as a message key the view translates. */
export type PasswordFieldErrors = Partial<Record<PasswordField, LoginMessage>>;

export type ChangePasswordInput = {
  /** The account name, which the new password must not contain; null when not known. */
  account: string | null;
  /** Prefilled old password (the forced step right after login already has it), or empty. */
  oldPassword?: string;
};

export type ChangePasswordContext = {
  account: string | null;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  fieldErrors: PasswordFieldErrors;
  /** Why the last save failed: the server's message, or the machine's own by key. */
  error: LoginMessage | null;
  /** When the server recorded the change (ISO time), once it did. */
  changedAt: string | null;
};

export type ChangePasswordEvent =
  { type: 'password.edit'; field: PasswordField; value: string } | { type: 'password.submit' };

export type ModifyPasswordInput = { oldPassword: string; newPassword: string };
export type ModifyPasswordResult = { ok: true; changedAt: string } | LoginFailure;

export type ChangePasswordOutput = { changedAt: string | null };
