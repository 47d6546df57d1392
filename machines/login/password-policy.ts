/**
 * The operator password policy as the form checks it before asking the server (the server checks it
 * again and has the last word): 8 to 64 characters without blanks, with letters, digits and symbols,
 * not containing the account name, different from the old password. Its words are the locales'
 * (`login.passwordPolicy`, `login.passwordProblems.*`).
 */
import type { MessageKey, PasswordMessageKey } from './login-messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The policy in one sentence, shown under the new-password field. */
export const PASSWORD_POLICY = {
  key: 'login.passwordPolicy',
  values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
} as const satisfies MessageKey<'login.passwordPolicy'>;

/** The reason a new password is refused, as a message key, or null when it satisfies the policy. */
export function newPasswordProblem(
  password: string,
  context: { oldPassword: string; account: string | null },
): MessageKey<PasswordMessageKey> | null {
  if (password === '') return { key: 'login.passwordProblems.newPasswordRequired' };
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return {
      key: 'login.passwordProblems.length',
      values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    };
  }
  if (/\s/.test(password)) return { key: 'login.passwordProblems.whitespace' };
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return { key: 'login.passwordProblems.characterKinds' };
  }
  const account = context.account?.trim() ?? '';
  if (account !== '' && password.toLowerCase().includes(account.toLowerCase())) {
    return { key: 'login.passwordProblems.containsAccount' };
  }
  if (password === context.oldPassword) return { key: 'login.passwordProblems.sameAsOld' };
  return null;
}
