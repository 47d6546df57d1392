/**
 * The words of a message a machine keeps in its context (machines/login/login-messages.ts): the
 * machine's own messages are locale keys, translated into the language shown; the server's message is
 * already text and is shown as it came.
 */
import { useCallback } from 'react';
import type { TextValues } from '@/i18n/text-key';
import { useTranslation } from '@/i18n/use-translation';
import type { LoginMessage } from '@machines/login/login-messages';

/** Every key the machines use is one of the locales' keys: a misspelt one is a type error below. */
type MachineMessageKey = Extract<LoginMessage, { key: string }>['key'];

export function useMessageText(): (message: LoginMessage | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (message === null || message === undefined) return null;
      if ('text' in message) return message.text;
      // The machine gives each key the values its wording needs (login-messages.ts), which the
      // types cannot follow through a union of keys; a value it left out shows as its placeholder.
      const values = (message.values ?? {}) as TextValues<MachineMessageKey>;
      return t(message.key, values);
    },
    [t],
  );
}
