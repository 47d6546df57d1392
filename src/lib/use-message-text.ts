/**
 * The words of a message a machine keeps in its context (machines/login/login-messages.ts): the
 * machine's own messages are locale keys, translated into the language shown; the server's message is
 * already text and is shown as it came.
 */
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LoginMessage } from '@machines/login/login-messages';

type MachineMessageKey = Extract<LoginMessage, { key: string }>['key'];

/** Every key the machines use is one of the locales' keys: a misspelt one is a type error here. */
function localeKey(key: MachineMessageKey): ParseKeys {
  return key;
}

export function useMessageText(): (message: LoginMessage | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (message === null || message === undefined) return null;
      if ('text' in message) return message.text;
      // The values differ from key to key, which t's types cannot follow through a union of keys;
      // the key itself stands in as the default, as i18next shows a missing key anyway.
      return t(localeKey(message.key), { ...message.values, defaultValue: message.key });
    },
    [t],
  );
}
