/**
 * The message bell in a chunk of its own, like the signed-in person's menu: only a signed-in page
 * downloads it (with its texts, the `messages` area), so a visitor's first page neither weighs more nor
 * asks the server anything for it. While it loads, nothing shows in its place.
 */
import { lazy, Suspense } from 'react';
import { loadTextAreas } from '@/i18n/i18n';
import type { MessageBellProps } from './message-bell';

const MessageBell = lazy(async () => {
  const [module] = await Promise.all([import('./message-bell'), loadTextAreas(['messages'])]);
  return { default: module.MessageBell };
});

export function LazyMessageBell(props: MessageBellProps) {
  return (
    <Suspense fallback={null}>
      <MessageBell {...props} />
    </Suspense>
  );
}
