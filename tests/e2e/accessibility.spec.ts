/**
 * Accessibility of every public page (DESIGN §7): axe-core, run in the real browser against the
 * rendered page, finds no serious or critical violation of WCAG 2.1 A/AA. A failure lists each rule with
 * the elements it found, so it can be fixed without re-running the tool by hand.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cityPortals, paths, routeLabels } from '@/config/routes';
import { publicKeys, publicUrl, visit } from '../support/e2e-routes';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

async function seriousViolations(page: Page): Promise<string[]> {
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

for (const key of publicKeys) {
  test(`无障碍：${paths[key]}（${routeLabels[key]}）`, async ({ page }) => {
    await visit(page, await publicUrl(key));
    await expect(page).toHaveTitle(routeLabels[key]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const sampleCity = cityPortals[0];

test(`无障碍：设区市门户（${sampleCity.name}）`, async ({ page }) => {
  await visit(page, `/${sampleCity.code}`);
  await expect(page).toHaveTitle(sampleCity.name);
  expect(await seriousViolations(page)).toEqual([]);
});
