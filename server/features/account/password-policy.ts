/**
 * The password policy for operator accounts, in one place: 8 to 64 characters, at least three of the
 * four kinds (upper case, lower case, digits, symbols), and not containing the account name.
 */
export const passwordLength = { min: 8, max: 64 } as const;

const characterKinds = [
  { label: '大写字母', test: /[A-Z]/ },
  { label: '小写字母', test: /[a-z]/ },
  { label: '数字', test: /\d/ },
  { label: '符号', test: /[^A-Za-z0-9]/ },
] as const;

/** The reason a password is refused, in Chinese, or null when it is acceptable. */
export function passwordPolicyProblem(password: string, account: string): string | null {
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) {
    return `密码长度须为 ${String(passwordLength.min)} 到 ${String(passwordLength.max)} 位`;
  }
  if (/\s/.test(password)) return '密码不能包含空格或其他空白字符';
  const kinds = characterKinds.filter((kind) => kind.test.test(password)).length;
  if (kinds < 3) {
    return `密码须至少包含${characterKinds.map((kind) => kind.label).join('、')}中的三种`;
  }
  if (account !== '' && password.toLowerCase().includes(account.toLowerCase())) {
    return '密码不能包含账号名';
  }
  return null;
}
