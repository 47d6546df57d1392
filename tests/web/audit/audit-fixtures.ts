/** Applications, counts, reviewers and trails as the `primary/audit/*` endpoints answer them. */
import type { components } from '@openapi/schema';
import type { AuthState } from '@/lib/auth-state';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import { envelopeResponse } from '../../support/fake-fetch';
import type { ScriptedServer } from '../auth/render-portal';

type ApplicationSummary = components['schemas']['ApplicationSummary'];
type HistoryRow = components['schemas']['HistoryRow'];
type AuditTrail = components['schemas']['AuditTrail'];

export const auditor: AuthState = {
  token: 'tok-auditor-0123456789',
  userType: 'primary',
  name: '沈计',
  corName: '',
  rights: ['audit:read'],
};

export const financeDomainId = 'd0000000-0000-4000-8000-000000000001';
export const healthDomainId = 'd0000000-0000-4000-8000-000000000002';
export const reviewerChenId = 'c0000000-0000-4000-8000-000000000001';

/** The domain filter's choices (primary/domain/options): 医疗健康专区 is closed, its cases still found. */
export const domains = [
  { id: financeDomainId, name: '金融专区', acceptingApplications: true },
  { id: healthDomainId, name: '医疗健康专区', acceptingApplications: false },
];

export const reviewers = [
  { id: reviewerChenId, name: '陈静', stages: ['firstReview'] },
  { id: 'c0000000-0000-4000-8000-000000000002', name: '周敏', stages: ['finalReview'] },
];

export const counts: Record<ApplicationState, number> = {
  draft: 2,
  firstReview: 3,
  finalReview: 1,
  approved: 5,
  rejected: 1,
  returned: 0,
  withdrawn: 1,
};

/** Overdue applications per state, as the server counts them (only review stages can have any). */
export const overdueCounts: Partial<Record<ApplicationState, number>> = { firstReview: 1 };

export function stateCounts(
  values: Record<ApplicationState, number> = counts,
  overdue: Partial<Record<ApplicationState, number>> = overdueCounts,
) {
  const list = Object.entries(values).map(([state, count]) => ({
    state,
    count,
    overdue: overdue[state as ApplicationState] ?? 0,
  }));
  return { list, total: list.reduce((sum, item) => sum + item.count, 0) };
}

export function applicationId(n: number): string {
  return `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const companies = [
  '江苏数源科技有限公司',
  '苏州智算数据服务有限公司',
  '南京星河信息技术有限公司',
  '无锡云图数据有限公司',
  '常州恒信征信服务有限公司',
];

export function summary(
  n: number,
  state: ApplicationState,
  patch: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id: applicationId(n),
    caseNumber: state === 'draft' ? null : `JS2026${String(n).padStart(6, '0')}`,
    domainId: financeDomainId,
    domainName: '金融专区',
    corName: companies[(n - 1) % companies.length] ?? '江苏数源科技有限公司',
    scenario: '基于企业信用与纳税数据开展普惠金融授信评估。',
    state,
    round: 1,
    version: 3,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-05T02:30:00.000Z',
    submittedAt: state === 'draft' ? null : '2026-03-03T01:00:00.000Z',
    stateEnteredAt: '2026-03-05T02:30:00.000Z',
    dueAt: state === 'firstReview' || state === 'finalReview' ? '2026-03-12T15:59:59.999Z' : null,
    overdue: false,
    ...patch,
  };
}

let rowId = 0;
export function row(
  from: ApplicationState | null,
  event: HistoryRow['event'],
  to: ApplicationState,
  at: string,
  patch: Partial<HistoryRow> = {},
): HistoryRow {
  rowId += 1;
  return {
    id: `e0000000-0000-4000-8000-${String(rowId).padStart(12, '0')}`,
    from,
    event,
    to,
    actorName: '李明',
    actorRole: 'applicant',
    at,
    comment: null,
    round: 1,
    commitmentVersion: event === 'submit' ? 1 : null,
    ...patch,
  };
}

/** Returned in the first round, revised, and now in the final review of the second, overdue. */
export function trailInFinalReview(): AuditTrail {
  return {
    application: summary(1, 'finalReview', {
      round: 2,
      stateEnteredAt: '2026-03-10T02:00:00.000Z',
      dueAt: '2026-03-17T15:59:59.999Z',
      overdue: true,
    }),
    history: [
      row(null, 'create', 'draft', '2026-03-01T02:00:00.000Z'),
      row('draft', 'submit', 'firstReview', '2026-03-02T02:00:00.000Z'),
      row('firstReview', 'return', 'returned', '2026-03-04T02:00:00.000Z', {
        actorName: '陈静',
        actorRole: 'firstReviewer',
        comment: '请补充数据安全管理制度。',
      }),
      row('returned', 'revise', 'draft', '2026-03-05T02:00:00.000Z', { round: 2 }),
      row('draft', 'submit', 'firstReview', '2026-03-06T02:00:00.000Z', { round: 2 }),
      row('firstReview', 'approve', 'finalReview', '2026-03-10T02:00:00.000Z', {
        actorName: '陈静',
        actorRole: 'firstReviewer',
        comment: '材料齐全，同意。',
        round: 2,
      }),
    ],
    stateDurations: [
      { state: 'draft', hours: 48 },
      { state: 'firstReview', hours: 144 },
      { state: 'returned', hours: 24 },
      { state: 'finalReview', hours: 200 },
    ],
  };
}

/** The body of a JSON request, as an object. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.clone().json();
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function auditServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/primary/domain/options': () => envelopeResponse(0, '', domains),
    '/primary/audit/reviewer-list': () => envelopeResponse(0, '', reviewers),
    '/primary/audit/state-counts': () => envelopeResponse(0, '', stateCounts()),
    '/primary/audit/application-list': async (request) => {
      const body = await bodyOf(request);
      const state = typeof body.state === 'string' ? body.state : undefined;
      const all = [
        summary(1, 'firstReview', { overdue: true, dueAt: '2026-03-04T15:59:59.999Z' }),
        summary(2, 'firstReview'),
        summary(3, 'firstReview'),
        summary(4, 'approved'),
        summary(5, 'finalReview'),
      ];
      const list = state === undefined ? all : all.filter((item) => item.state === state);
      return envelopeResponse(0, '', { list, total: list.length, page: 1, pageSize: 10 });
    },
    '/primary/audit/application-history': () => envelopeResponse(0, '', trailInFinalReview()),
    ...overrides,
  };
}
