/**
 * What the login machines say, as their context keeps it: their own messages by key, for the view to
 * translate (src/i18n; the keys are those of src/i18n/locales, `login.messages.*` and
 * `login.passwordProblems.*`), and the server's message (`msg`) as the text it already is. So an
 * English page shows English where the machine speaks, and the server's words where the server does.
 */

/** The values a message's wording fills in (`{{remaining}}`). */
export type MessageValues = Record<string, number>;

/** One of the machines' own messages: a key of the locales, with the values its wording needs. */
export type MessageKey<TKey extends string> = { key: TKey; values?: MessageValues };

export type LoginMessageKey = `login.messages.${
  | 'accountRequired'
  | 'passwordRequired'
  | 'codeRequired'
  | 'codeNotRequested'
  | 'codeFormat'
  | 'codeWrong'
  | 'codeAttemptsUsedUp'
  | 'unexpected'
  | 'ssoUnavailable'
  | 'legalPersonOnly'}`;

export type PasswordMessageKey = `login.passwordProblems.${
  | 'oldPasswordRequired'
  | 'newPasswordRequired'
  | 'length'
  | 'whitespace'
  | 'characterKinds'
  | 'containsAccount'
  | 'sameAsOld'
  | 'confirmRequired'
  | 'confirmMismatch'}`;

/** A message a machine shows: its own, by key, or the server's text as it came. */
export type LoginMessage = MessageKey<LoginMessageKey | PasswordMessageKey> | { text: string };

export const loginMessages = {
  accountRequired: { key: 'login.messages.accountRequired' },
  passwordRequired: { key: 'login.messages.passwordRequired' },
  codeRequired: { key: 'login.messages.codeRequired' },
  codeNotRequested: { key: 'login.messages.codeNotRequested' },
  codeFormat: { key: 'login.messages.codeFormat' },
  /** A wrong code, with the tries left; none left means a new code must be asked for. */
  codeWrong: (remaining: number): MessageKey<LoginMessageKey> =>
    remaining > 0
      ? { key: 'login.messages.codeWrong', values: { remaining } }
      : { key: 'login.messages.codeAttemptsUsedUp' },
  /** A call that failed in a way nobody expected (a bug or a broken connection). */
  unexpected: { key: 'login.messages.unexpected' },
  ssoUnavailable: { key: 'login.messages.ssoUnavailable' },
  legalPersonOnly: { key: 'login.messages.legalPersonOnly' },
  oldPasswordRequired: { key: 'login.passwordProblems.oldPasswordRequired' },
  confirmRequired: { key: 'login.passwordProblems.confirmRequired' },
  confirmMismatch: { key: 'login.passwordProblems.confirmMismatch' },
} as const satisfies Record<
  string,
  MessageKey<LoginMessageKey | PasswordMessageKey> | ((remaining: number) => LoginMessage)
>;

/** The server's message (an expected failure's `msg`), kept as the text it is. */
export function serverMessage(text: string): LoginMessage {
  return { text };
}
