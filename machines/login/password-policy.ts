/**
 * The operator password policy as the form checks it before asking the server (the server checks it
 * again and has the last word): 8 to 64 characters without blanks, with letters, digits and symbols,
 * not containing the account name, different from the old password.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The policy in one sentence, shown under the new-password field. */
export const PASSWORD_POLICY_TEXT =
  '8 到 64 位，须同时包含字母、数字和符号，不能包含空格或账号名，且不能与原密码相同';

/** The reason a new password is refused, in Chinese, or null when it satisfies the policy. */
export function newPasswordProblem(
  password: string,
  context: { oldPassword: string; account: string | null },
): string | null {
  if (password === '') return '请输入新密码';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return `新密码长度须为 ${String(PASSWORD_MIN_LENGTH)} 到 ${String(PASSWORD_MAX_LENGTH)} 位`;
  }
  if (/\s/.test(password)) return '新密码不能包含空格或其他空白字符';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return '新密码须同时包含字母、数字和符号';
  }
  const account = context.account?.trim() ?? '';
  if (account !== '' && password.toLowerCase().includes(account.toLowerCase())) {
    return '新密码不能包含账号名';
  }
  if (password === context.oldPassword) return '新密码不能与原密码相同';
  return null;
}
