/** Applications, domains and announcements as the contract describes them, for the workspace pages. */
import type { components } from '@openapi/schema';

type Schemas = components['schemas'];

export const financeDomainId = '11111111-1111-4111-8111-111111111111';
export const healthDomainId = '22222222-2222-4222-8222-222222222222';
export const licenceConfigId = '40000000-0000-4000-8000-000000000001';
export const pledgeConfigId = '40000000-0000-4000-8000-000000000002';

export function applicationId(n: number): string {
  return `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function sampleDomainSummary(
  id: string,
  name: string,
  accepting = true,
): Schemas['DomainSummary'] {
  return {
    id,
    code: id === financeDomainId ? 'finance' : 'health',
    name,
    summary: `${name}的简介`,
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: accepting,
    enteredCount: 2,
  };
}

export const financeDomain = sampleDomainSummary(financeDomainId, '金融专区');
export const healthDomain = sampleDomainSummary(healthDomainId, '医疗健康专区');

export function domainDetailOf(domain: Schemas['DomainSummary']): Schemas['DomainDetail'] {
  return {
    ...domain,
    description: '<p>申请单位应为在江苏省内依法登记的企业法人。</p>',
    requirements: [
      {
        id: licenceConfigId,
        name: '营业执照',
        description: '加盖公章的营业执照扫描件',
        required: true,
        allowedTypes: ['pdf', 'jpg'],
        maxSizeBytes: 10 * 1024 * 1024,
      },
      {
        id: pledgeConfigId,
        name: '数据安全承诺书',
        description: '',
        required: false,
        allowedTypes: ['pdf'],
        maxSizeBytes: 512 * 1024,
      },
    ],
    commitment: sampleCommitment,
  };
}

/** The domain's current 承诺书, the version an applicant ticks 我已阅读并同意 for. */
export const sampleCommitment: Schemas['DomainCommitment'] = {
  version: 2,
  body: '<p>本单位承诺：专区数据仅用于申请所述的应用场景，不向第三方提供，不用于识别特定自然人。</p>',
};

type State = Schemas['ApplicationState'];

export function sampleSummary(
  n: number,
  state: State,
  overrides: Partial<Schemas['ApplicationSummary']> = {},
): Schemas['ApplicationSummary'] {
  return {
    id: applicationId(n),
    caseNumber: state === 'draft' ? null : `JS2026${String(n).padStart(6, '0')}`,
    domainId: financeDomainId,
    domainName: '金融专区',
    corName: '江苏数源科技有限公司',
    scenario: '基于企业纳税与社保数据开展小微企业信贷风控评估。',
    state,
    round: 1,
    version: 3,
    createdAt: '2026-03-01T01:00:00.000Z',
    updatedAt: '2026-03-02T02:30:00.000Z',
    submittedAt: state === 'draft' ? null : '2026-03-02T02:30:00.000Z',
    stateEnteredAt: '2026-03-02T02:30:00.000Z',
    dueAt: null,
    overdue: false,
    ...overrides,
  };
}

export function historyRow(
  n: number,
  from: State | null,
  event: Schemas['WorkflowEvent'],
  to: State,
  overrides: Partial<Schemas['HistoryRow']> = {},
): Schemas['HistoryRow'] {
  return {
    id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    from,
    event,
    to,
    actorName: event === 'approve' || event === 'reject' || event === 'return' ? '李审' : '王芳',
    actorRole:
      event === 'approve' || event === 'reject' || event === 'return'
        ? 'firstReviewer'
        : 'applicant',
    at: `2026-03-0${String(n)}T02:00:00.000Z`,
    comment: null,
    round: 1,
    commitmentVersion: event === 'submit' ? 1 : null,
    ...overrides,
  };
}

export function entryFile(n: number, entryConfigId: string, name: string): Schemas['EntryFile'] {
  return {
    id: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    applicationId: applicationId(1),
    entryConfigId,
    entryName: entryConfigId === licenceConfigId ? '营业执照' : '数据安全承诺书',
    name,
    size: 204_800,
    sha256: 'a'.repeat(64),
    contentType: 'application/pdf',
    uploadedAt: '2026-03-01T03:00:00.000Z',
  };
}

export function sampleDetail(
  state: State,
  history: Schemas['HistoryRow'][],
  overrides: Partial<Schemas['ApplicationDetail']> = {},
): Schemas['ApplicationDetail'] {
  return {
    ...sampleSummary(1, state),
    creditCode: '91320100MA1XY8K3A9',
    contactName: '王芳',
    contactPhone: '13851234567',
    files: [entryFile(1, licenceConfigId, '营业执照.pdf')],
    history,
    ...overrides,
  };
}

export const draftHistory = [historyRow(1, null, 'create', 'draft')];
export const firstReviewHistory = [
  ...draftHistory,
  historyRow(2, 'draft', 'submit', 'firstReview'),
];
export const rejectedHistory = [
  ...firstReviewHistory,
  historyRow(3, 'firstReview', 'reject', 'rejected', {
    comment: '营业执照扫描件不清晰，请重新上传加盖公章的版本。',
  }),
];

export function announcementSummary(n: number, title: string): Schemas['AnnouncementSummary'] {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title,
    status: 'published',
    authorName: '平台运营中心',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    publishedAt: '2026-03-01T00:00:00.000Z',
  };
}
