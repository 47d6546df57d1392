/** The text of the login code message, and how the dev outbox reads the code back out of it. */
export const smsSignature = '【江苏省公共数据授权运营平台】';

export function loginSmsText(code: string, validMinutes: number): string {
  return `${smsSignature}您的登录验证码为 ${code}，${String(validMinutes)} 分钟内有效。请勿将验证码告知他人；如非本人操作，请忽略本短信。`;
}

/** The six-digit code a message carries, or null for a message without one. */
export function verificationCodeIn(text: string): string | null {
  return /验证码为 (\d{6})/.exec(text)?.[1] ?? null;
}
