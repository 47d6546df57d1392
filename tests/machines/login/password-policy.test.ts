import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '@machines/login/password-policy';
import { zhText } from '../../support/zh-message';

const context = { oldPassword: 'Review@2026', account: 'chushen' };

describe('the new password policy', () => {
  it('accepts letters, digits and symbols, 8 to 64 long', () => {
    expect(newPasswordProblem('Jiangsu#2027', context)).toBeNull();
    expect(newPasswordProblem(`a1!${'x'.repeat(61)}`, context)).toBeNull();
  });

  it.each([
    ['', '请输入新密码'],
    ['a1!b2@c', '新密码长度须为 8 到 64 位'],
    [`a1!${'x'.repeat(62)}`, '新密码长度须为 8 到 64 位'],
    ['Jiangsu 2027!', '新密码不能包含空格或其他空白字符'],
    ['Jiangsu20270', '新密码须同时包含字母、数字和符号'],
    ['Jiangsu#Data', '新密码须同时包含字母、数字和符号'],
    ['2027#2028!', '新密码须同时包含字母、数字和符号'],
    ['Chushen#2027', '新密码不能包含账号名'],
    ['Review@2026', '新密码不能与原密码相同'],
  ])('refuses %j: %s', (password, problem) => {
    expect(zhText(newPasswordProblem(password, context))).toBe(problem);
  });

  it('does without the account when it is not known', () => {
    expect(newPasswordProblem('Chushen#2027', { oldPassword: 'x', account: null })).toBeNull();
  });
});
