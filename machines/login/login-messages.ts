/** The Chinese messages the login machines produce themselves; the server's own `msg` wins elsewhere. */
export const loginMessages = {
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  codeNotRequested: '请先获取短信验证码',
  codeFormat: '验证码为 6 位数字',
  codeWrong: (remaining: number) =>
    remaining > 0
      ? `验证码不正确，还可尝试 ${String(remaining)} 次`
      : '验证码错误次数过多，请重新获取验证码',
  /** A call that failed in a way nobody expected (a bug or a broken connection). */
  unexpected: '登录请求未能完成，请稍后重试',
  ssoUnavailable: '暂时无法连接江苏政务服务统一身份认证，请稍后重试',
  ticketMissing: '统一身份认证未返回登录票据，请重新登录',
  legalPersonOnly: '仅支持法人登录',
  oldPasswordRequired: '请输入原密码',
  confirmRequired: '请再次输入新密码',
  confirmMismatch: '两次输入的新密码不一致',
} as const;
