/**
 * The click handler of a real link (`<a href>`) that, once the scripts run, does its work in the app
 * instead of loading the page: before they run, or for a click meant for another tab or window
 * (Ctrl, ⌘, Shift, the middle button), the browser follows the address as it would any link, and the
 * server draws that page.
 */
import type { KeyboardEvent, MouseEvent } from 'react';

export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Runs `follow` instead of the browser's navigation for a plain click on the link. */
export function followInApp(follow: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    follow();
  };
}

/**
 * Space presses a link drawn as a toggle button (`role="button"`, `aria-pressed`) as it would a
 * button; Enter already follows it.
 */
export function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}
