/**
 * axe-core over 流程审计 and 流程追溯 as they render in jsdom: no serious or critical WCAG 2.1 A/AA
 * violation (colour contrast needs a real browser and is left to the end-to-end run).
 */
import './flow-shims';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal } from '../auth/render-portal';
import { applicationId, auditor, auditServer } from './audit-fixtures';

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('accessibility of the audit pages', () => {
  it('流程审计', async () => {
    renderPortal('/workspace/audit?state=firstReview', auditServer(), { signedInAs: auditor });
    await screen.findByRole('application', { name: /专区入驻流程图/ });
    await screen.findByRole('table', { name: '符合筛选条件的专区入驻申请' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('流程审计 with nothing to list', async () => {
    renderPortal(
      '/workspace/audit',
      auditServer({
        '/primary/audit/application-list': () =>
          envelopeResponse(0, '', { list: [], total: 0, page: 1, pageSize: 10 }),
      }),
      { signedInAs: auditor },
    );
    await screen.findByRole('heading', { name: '暂无专区入驻申请' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('流程追溯', async () => {
    renderPortal(`/workspace/audit/application?id=${applicationId(1)}`, auditServer(), {
      signedInAs: auditor,
    });
    await screen.findByRole('application', { name: /专区入驻流程图/ });
    await screen.findByRole('region', { name: '流转记录' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('流程追溯 of an unknown application (ends at 页面不存在)', async () => {
    renderPortal('/workspace/audit/application?id=not-an-id', auditServer(), {
      signedInAs: auditor,
    });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(await seriousViolations()).toEqual([]);
  });
});
