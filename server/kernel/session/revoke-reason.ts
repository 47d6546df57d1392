/** Why a session was ended before its time, and how the person is told (code 1001). */
export type RevokeReason = 'logout' | 'disabled' | 'password_reset' | 'forced';

const reasonTexts: Readonly<Record<RevokeReason, string>> = {
  logout: '已退出登录',
  disabled: '账号已被停用',
  password_reset: '密码已被修改或重置',
  forced: '已被管理员强制下线',
};

export function revokedMessage(reason: RevokeReason): string {
  return `您的登录已失效（${reasonTexts[reason]}），请重新登录`;
}
