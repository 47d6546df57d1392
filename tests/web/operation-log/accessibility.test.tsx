/**
 * axe-core over 操作日志 as it renders in jsdom: no serious or critical WCAG 2.1 A/AA violation with
 * the filters and a page of the log, nor in the empty state (colour contrast is left to a real browser).
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { auditor, logEntry, logPage, reviewers } from './operation-log-samples';

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('accessibility of 操作日志', () => {
  it('the filters and a page of the log', async () => {
    renderPortal(
      '/workspace/admin/log',
      {
        '/primary/audit/admin-log': () =>
          logPage(
            [
              logEntry(1),
              logEntry(2, { action: 'login', targetType: null, targetId: null, targetLabel: null }),
            ],
            30,
          ),
        '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
      },
      { signedInAs: auditor },
    );
    await screen.findByRole('table', { name: '操作日志' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the empty state', async () => {
    renderPortal(
      '/workspace/admin/log?action=login',
      { '/primary/audit/admin-log': () => logPage([]) },
      { signedInAs: auditor },
    );
    await screen.findByRole('heading', { name: '没有符合条件的操作记录' });
    expect(await seriousViolations()).toEqual([]);
  });
});
