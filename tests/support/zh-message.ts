/**
 * The words a zh-CN page shows for a message a login machine keeps in its context: the machine's own
 * messages are locale keys, translated with the zh-CN resources; the server's message is its text.
 * Machine tests assert these words, so a key that names the wrong text fails as the page would. The
 * machines' words are the `login` area's, not the start's, so every text is put in first, as the
 * component tests have it (tests/support/web-setup.ts).
 */
import '@/i18n/every-text';
import type { LoginMessage } from '@machines/login/login-messages';
import { i18n } from '@/i18n/i18n';
import type { TextValues } from '@/i18n/text-key';

const zh = i18n.getFixedT('zh-CN');

export function zhText(message: LoginMessage | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  if ('text' in message) return message.text;
  // As the view does (src/lib/use-message-text.ts): t's types cannot follow values through a union.
  return zh(message.key, (message.values ?? {}) as TextValues<typeof message.key>);
}

/** Each field's problem in words. */
export function zhTexts(
  errors: Partial<Record<string, LoginMessage>>,
): Partial<Record<string, string | null>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, zhText(message)]),
  );
}
