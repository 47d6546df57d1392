/**
 * The signed-in person's unread notice count, shared by the bells of both headers and the message
 * center: one figure, one request at a time. The figure belongs to the session it was asked with, so
 * after signing out and in as someone else nobody sees the previous person's count. The message
 * center sets it from its own answers, so the bell follows a 标为已读 at once.
 */
import { useSyncExternalStore } from 'react';
import { fetchUnreadCount, type MessageSide } from '@/api/messages/fetch-unread-count';

type Figure = { readonly owner: string; readonly unread: number };

let figure: Figure | null = null;
let inFlight: { owner: string; done: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function publish(next: Figure): void {
  if (figure?.owner === next.owner && figure.unread === next.unread) return;
  figure = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the server again for the session `owner` (its token); a look already under way for it is
 * shared. A failure keeps the last figure.
 */
export function refreshUnreadCount(side: MessageSide, owner: string): Promise<void> {
  if (inFlight?.owner === owner) return inFlight.done;
  const done = fetchUnreadCount(side)
    .then((result) => {
      if (result.ok) publish({ owner, unread: result.data });
    })
    .finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
  inFlight = { owner, done };
  return done;
}

/** Sets the figure another answer just gave (the message list carries it too). */
export function setUnreadCount(owner: string, unread: number): void {
  publish({ owner, unread });
}

/** The last known count for the session `owner`, or null before its first answer. */
export function useUnreadCount(owner: string): number | null {
  const current = useSyncExternalStore(
    subscribe,
    () => figure,
    () => null,
  );
  return current?.owner === owner ? current.unread : null;
}
