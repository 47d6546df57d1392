/**
 * Giving the browser its turn: `yieldToBrowser` between two pieces of work, `whenIdle` before work
 * nobody waits for.
 */

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

/**
 * Resolves when the browser has nothing more urgent to do (`requestIdleCallback`), at the latest
 * after `timeoutMs`; where there is no such callback, after a zero-delay timer.
 */
export function whenIdle(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
