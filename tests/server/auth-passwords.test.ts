import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../server/features/account/mask-phone';
import { hashPassword, verifyPassword } from '../../server/features/account/password-hash';
import { passwordPolicyProblem } from '../../server/features/account/password-policy';

describe('password hashes', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('Admin@2026');
    const second = await hashPassword('Admin@2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(first).not.toContain('Admin@2026');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Review@2026');
    expect(await verifyPassword('Review@2026', stored)).toBe(true);
    expect(await verifyPassword('review@2026', stored)).toBe(false);
    expect(await verifyPassword('Review@2026 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats a malformed or foreign hash as a mismatch', async () => {
    const stored = await hashPassword('Audit@2026');
    const [, , , , salt = '', key = ''] = stored.split('$');
    for (const broken of [
      '',
      'Audit@2026',
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16383$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$16384$8$1$${salt}$${key}$extra`,
      `scrypt$16384$8$1$${salt}$${key.slice(4)}`,
    ]) {
      expect(await verifyPassword('Audit@2026', broken)).toBe(false);
    }
  });
});

describe('password policy', () => {
  it.each(['Admin@2026x', 'Zhang#San-88', 'correct-horse1A', '数据平台Ab1!'])(
    'accepts %s',
    (password) => {
      expect(passwordPolicyProblem(password, 'chushen')).toBeNull();
    },
  );

  it.each([
    ['Ab1!', '密码长度须为 8 到 64 位'],
    [`Ab1!${'x'.repeat(61)}`, '密码长度须为 8 到 64 位'],
    ['abcdefgh1', '密码须至少包含大写字母、小写字母、数字、符号中的三种'],
    ['ABCDEFGH!', '密码须至少包含大写字母、小写字母、数字、符号中的三种'],
    ['Two words#1', '密码不能包含空格或其他空白字符'],
    ['Chushen@2026', '密码不能包含账号名'],
    ['x-CHUSHEN-1a', '密码不能包含账号名'],
  ])('refuses %s: %s', (password, problem) => {
    expect(passwordPolicyProblem(password, 'chushen')).toBe(problem);
  });
});

describe('masked phone numbers', () => {
  it.each([
    ['13800001001', '138****1001'],
    ['19912345678', '199****5678'],
    ['025-83301234', '025*****1234'],
    ['83301234', '****1234'],
    ['123', '*******'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
