/**
 * Waits until every finished-able animation and CSS transition on the page has ended, so a check of
 * colours (axe-core's contrast) reads the page as it rests, not a colour halfway through a fade.
 * Endless animations (a spinner) are left running.
 */
import type { Page } from '@playwright/test';

export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
