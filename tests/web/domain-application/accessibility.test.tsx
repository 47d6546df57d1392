/**
 * axe-core over the applicant's pages as they render in jsdom: no serious or critical WCAG 2.1 A/AA
 * violation (colour contrast needs a real browser and is left to the end-to-end run).
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, http, ok, startMswApi } from '../../support/msw-api';
import { renderApp, signIn } from '../app/render-app';
import {
  announcementSummary,
  applicationId,
  domainDetailOf,
  draftHistory,
  financeDomain,
  rejectedHistory,
  sampleDetail,
  sampleSummary,
} from './application-samples';

let stored = sampleDetail('rejected', rejectedHistory);

const { install } = startMswApi(
  http.post(apiUrl('/second/domain-application/list'), () =>
    ok({
      list: [sampleSummary(1, 'draft'), sampleSummary(2, 'rejected')],
      total: 2,
      page: 1,
      pageSize: 100,
    }),
  ),
  http.post(apiUrl('/second/announcement/list'), () =>
    ok({ list: [announcementSummary(1, '平台公告')], total: 1, page: 1, pageSize: 6 }),
  ),
  http.post(apiUrl('/second/domain-application/detail'), () => ok(stored)),
  http.post(apiUrl('/second/entry/file-list'), () =>
    ok({ applicationId: stored.id, list: stored.files }),
  ),
  http.post(apiUrl('/web/domain/list'), () =>
    ok({ list: [financeDomain], total: 1, page: 1, pageSize: 100 }),
  ),
  http.get(apiUrl('/web/domain/detail'), () => ok(domainDetailOf(financeDomain))),
);

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

beforeEach(() => {
  stored = sampleDetail('rejected', rejectedHistory);
  signIn();
});

describe('accessibility of the applicant’s pages', () => {
  it('工作台', async () => {
    install();
    renderApp('/workspace/home');
    await screen.findByRole('tablist');
    await screen.findByRole('button', { name: /平台公告/ });
    expect(await seriousViolations()).toEqual([]);
  });

  it('专区申请', async () => {
    stored = sampleDetail('draft', draftHistory);
    install();
    renderApp(`/workspace/domain/apply?id=${applicationId(1)}`);
    await screen.findByRole('listitem', { name: '营业执照' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('申请详情', async () => {
    install();
    renderApp(`/workspace/domain/detail?id=${applicationId(1)}`);
    await screen.findByRole('img', { name: /专区入驻流程图/ });
    expect(await seriousViolations()).toEqual([]);
  });

  it('审批驳回结果', async () => {
    install();
    renderApp(`/workspace/domain/reject-result?id=${applicationId(1)}`);
    await screen.findByRole('heading', { name: '申请已被驳回' });
    expect(await seriousViolations()).toEqual([]);
  });
});
