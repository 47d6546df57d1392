/**
 * axe-core over 内容配置 as it renders in jsdom: no serious or critical WCAG 2.1 A/AA violation, with
 * the editor open, in preview, and with a version shown (colour contrast is left to a real browser).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowEditorMeasuring, contentEditor } from '../announcements/announcement-samples';
import { renderPortal } from '../auth/render-portal';
import { sampleVersion, versionPage, wallEntries, wallResponse } from './content-wall-samples';

/** Within `context`: the whole page, or an open modal dialog (the page behind it is hidden from assistive technology). */
async function seriousViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

beforeAll(() => {
  allowEditorMeasuring();
});

describe('accessibility of 内容配置', () => {
  it('the editor, the preview and a version', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/workspace/content/wall?key=about',
      {
        '/content-config/wall/': () => wallResponse(),
        '/primary/content-config/versions': () =>
          versionPage([
            sampleVersion('about', 2, { title: wallEntries[0]?.title ?? '', current: true }),
            sampleVersion('about', 1),
          ]),
      },
      { signedInAs: contentEditor },
    );
    await screen.findByRole('textbox', { name: '正文内容' });
    await screen.findByRole('table', { name: '“关于平台”的历史版本' });
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '预览' }));
    await screen.findByRole('region', { name: '预览效果' });
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '查看第 1 版' }));
    const dialog = await screen.findByRole('dialog', { name: '第 1 版' });
    expect(await seriousViolations(dialog)).toEqual([]);
  });
});
