/**
 * Ends the current task so the browser can paint and answer input before the next piece of work:
 * `scheduler.yield()` where the browser has it (the work resumes ahead of other queued tasks),
 * otherwise a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
