/**
 * The accessibility check of the end-to-end run (DESIGN §7): axe-core in the real browser against the
 * page as it is now (a dialog open, a preview drawn), WCAG 2.1 A/AA, and only what blocks people
 * (serious and critical). Each violation comes back as one line naming the rule and the first elements
 * it found, so a failure can be fixed without re-running the tool by hand.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a control that has just changed state (长辈模式's toggle,
  // pressed once the page is taken over) passes through its transition's in-between colours.
  // Transitions only: they always end, unlike a loading skeleton's pulse.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => node.html.replace(/\s+/g, ' ').slice(0, 160))
        .join('；');
      return `${violation.id}（${violation.impact ?? ''}）${violation.help}：${targets}`;
    });
}
