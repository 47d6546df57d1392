/**
 * 受理回执 and 审核通过通知书: what each prints (the company, credit code, domain, submission or approval
 * time, the materials, the decisions of the approved round), 打印 calling the browser's print, the
 * applicant's own application read through second/… and an operator's through primary/…, the states
 * in which a document does not exist yet said in place, and an unknown case ending at /404.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';
import { corporateUser, renderPortal } from '../auth/render-portal';

type ApplicationDetail = components['schemas']['ApplicationDetail'];
type HistoryRow = components['schemas']['HistoryRow'];

const id = 'a0000000-0000-4000-8000-000000000031';

function historyRow(
  patch: Partial<HistoryRow> & Pick<HistoryRow, 'id' | 'event' | 'to' | 'at'>,
): HistoryRow {
  return {
    from: null,
    actorName: '李明',
    actorRole: 'applicant',
    comment: null,
    round: 1,
    commitmentVersion: null,
    ...patch,
  };
}

function application(patch: Partial<ApplicationDetail> = {}): ApplicationDetail {
  // Cast, not annotated: fields the contract adds later are left to `patch`.
  return {
    id,
    domainId: 'd0000000-0000-4000-8000-000000000001',
    domainName: '金融专区',
    corName: '江苏数源科技有限公司',
    creditCode: '91320100MA1XY8K3A9',
    scenario: '基于企业信用与纳税数据开展普惠金融授信评估。',
    contactName: '王芳',
    contactPhone: '13951600001',
    state: 'firstReview',
    round: 1,
    version: 2,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-03T01:00:00.000Z',
    submittedAt: '2026-03-03T01:00:00.000Z',
    stateEnteredAt: '2026-03-03T01:00:00.000Z',
    dueAt: null,
    overdue: false,
    files: [
      {
        id: 'f0000000-0000-4000-8000-000000000001',
        applicationId: id,
        entryConfigId: 'e0000000-0000-4000-8000-000000000001',
        entryName: '营业执照',
        name: '营业执照副本.pdf',
        size: 1_048_576,
        sha256: 'a'.repeat(64),
        contentType: 'application/pdf',
        uploadedAt: '2026-03-02T02:00:00.000Z',
      },
    ],
    history: [
      historyRow({ id: 'h1', event: 'create', to: 'draft', at: '2026-03-02T01:00:00.000Z' }),
      historyRow({
        id: 'h2',
        from: 'draft',
        event: 'submit',
        to: 'firstReview',
        at: '2026-03-03T01:00:00.000Z',
      }),
    ],
    ...patch,
  } as ApplicationDetail;
}

function approved(): ApplicationDetail {
  const base = application();
  return {
    ...base,
    state: 'approved',
    history: [
      ...base.history,
      historyRow({
        id: 'h3',
        from: 'firstReview',
        event: 'approve',
        to: 'finalReview',
        at: '2026-03-04T02:00:00.000Z',
        actorName: '陈静',
        actorRole: 'firstReviewer',
      }),
      historyRow({
        id: 'h4',
        from: 'finalReview',
        event: 'approve',
        to: 'approved',
        at: '2026-03-05T06:30:00.000Z',
        actorName: '周敏',
        actorRole: 'finalReviewer',
      }),
    ],
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('受理回执', () => {
  it('prints the case facts and the materials, and 打印 opens the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { fake } = renderPortal(
      `/workspace/domain/receipt?id=${id}`,
      { '/second/domain-application/detail': () => envelopeResponse(0, '', application()) },
      { signedInAs: corporateUser },
    );
    const sheet = await screen.findByRole('article', { name: '专区入驻申请受理回执' });
    expect(within(sheet).getByText('江苏数源科技有限公司')).toBeVisible();
    expect(within(sheet).getByText('91320100MA1XY8K3A9')).toBeVisible();
    expect(within(sheet).getByText('金融专区')).toBeVisible();
    expect(within(sheet).getByText('王芳')).toBeVisible();
    expect(within(sheet).getByText('2026年3月3日 09:00')).toBeVisible();
    const materials = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(materials.some((row) => row?.startsWith('1营业执照营业执照副本.pdf'))).toBe(true);
    expect(within(sheet).getByText(/不代表审核通过/)).toBeVisible();
    expect(fake.requests.some((request) => request.url.includes('/primary/'))).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says a draft has no receipt yet, without a 打印 button', async () => {
    renderPortal(
      `/workspace/domain/receipt?id=${id}`,
      {
        '/second/domain-application/detail': () =>
          envelopeResponse(0, '', application({ state: 'draft', submittedAt: null })),
      },
      { signedInAs: corporateUser },
    );
    expect(await screen.findByText('该申请尚未提交，提交后才能打印受理回执。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
  });

  it('ends at /404 for an unknown case', async () => {
    renderPortal(
      `/workspace/domain/receipt?id=${id}`,
      { '/second/domain-application/detail': () => envelopeResponse(4011, '专区入驻申请不存在') },
      { signedInAs: corporateUser },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  });
});

describe('审核通过通知书', () => {
  it('prints the approval with the decisions of the approved round, for an auditor too', async () => {
    const { fake } = renderPortal(
      `/workspace/domain/notice?id=${id}`,
      { '/primary/review/detail': () => envelopeResponse(0, '', approved()) },
      {
        signedInAs: {
          token: 'tok-auditor-0123456789',
          userType: 'primary',
          name: '沈计',
          corName: '',
          rights: ['audit:read'],
        },
      },
    );
    const sheet = await screen.findByRole('article', { name: '专区入驻审核通过通知书' });
    expect(within(sheet).getByText('江苏数源科技有限公司：')).toBeVisible();
    expect(within(sheet).getByText(/经平台初审、终审，符合入驻条件，现予通过/)).toBeVisible();
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('入驻初审通过陈静2026年3月4日 10:00');
    expect(rows).toContain('入驻终审通过周敏2026年3月5日 14:30');
    expect(rows).toContain('通过时间2026年3月5日 14:30');
    expect(fake.requests.some((request) => request.url.endsWith('/primary/review/detail'))).toBe(
      true,
    );
  });

  it('says an application not approved has no notice yet', async () => {
    renderPortal(
      `/workspace/domain/notice?id=${id}`,
      { '/second/domain-application/detail': () => envelopeResponse(0, '', application()) },
      { signedInAs: corporateUser },
    );
    expect(await screen.findByText('该申请尚未通过终审，通过后才能打印通知书。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
  });
});
