/**
 * The message bell in a chunk of its own, like the signed-in person's menu: only a signed-in page
 * downloads it, so a visitor's first page neither weighs more nor asks the server anything for it.
 * Its two texts are the header's, in the core texts. While it loads, nothing shows in its place.
 */
import { lazy, Suspense } from 'react';
import type { MessageBellProps } from './message-bell';

const MessageBell = lazy(() =>
  import('./message-bell').then((module) => ({ default: module.MessageBell })),
);

export function LazyMessageBell(props: MessageBellProps) {
  return (
    <Suspense fallback={null}>
      <MessageBell {...props} />
    </Suspense>
  );
}
