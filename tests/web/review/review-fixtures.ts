/** Applications as the review endpoints answer them, for the reviewers' page tests. */
import type { components } from '@openapi/schema';
import type { AuthState } from '@/lib/auth-state';

type ApplicationSummary = components['schemas']['ApplicationSummary'];
type ApplicationDetail = components['schemas']['ApplicationDetail'];
type HistoryRow = components['schemas']['HistoryRow'];

export const firstReviewer: AuthState = {
  token: 'tok-first-reviewer-0123456789',
  userType: 'primary',
  name: '陈静',
  corName: '',
  rights: ['domain:first-review'],
};

export const finalReviewer: AuthState = {
  token: 'tok-final-reviewer-0123456789',
  userType: 'primary',
  name: '周敏',
  corName: '',
  rights: ['domain:final-review'],
};

const DAY = 24 * 60 * 60 * 1000;

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

export function summary(
  id: string,
  corName: string,
  patch: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id,
    caseNumber: `JS2026${id.slice(-6)}`,
    domainId: 'd0000000-0000-4000-8000-000000000001',
    domainName: '金融专区',
    corName,
    scenario: '基于企业信用与纳税数据开展普惠金融授信评估。',
    state: 'firstReview',
    round: 1,
    version: 3,
    createdAt: daysFromNow(-9),
    updatedAt: daysFromNow(-6),
    submittedAt: daysFromNow(-6),
    stateEnteredAt: daysFromNow(-6),
    dueAt: daysFromNow(2.5),
    overdue: false,
    ...patch,
  };
}

export const oldest = summary('a0000000-0000-4000-8000-000000000001', '江苏数源科技有限公司', {
  stateEnteredAt: daysFromNow(-9),
  submittedAt: daysFromNow(-9),
  dueAt: daysFromNow(-1),
  overdue: true,
});
export const second = summary('a0000000-0000-4000-8000-000000000002', '苏州智算数据服务有限公司');
export const third = summary('a0000000-0000-4000-8000-000000000003', '南京星河信息技术有限公司', {
  domainName: '交通出行专区',
});

function historyRow(patch: Partial<HistoryRow> & Pick<HistoryRow, 'id'>): HistoryRow {
  return {
    from: 'draft',
    event: 'submit',
    to: 'firstReview',
    actorName: '李明',
    actorRole: 'applicant',
    at: daysFromNow(-6),
    comment: null,
    round: 1,
    commitmentVersion: 1,
    ...patch,
  };
}

export function detailOf(
  item: ApplicationSummary,
  patch: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  return {
    ...item,
    creditCode: '91320100MA1XY8K3A9',
    contactName: '李明',
    contactPhone: '139****1101',
    files: [
      {
        id: 'f0000000-0000-4000-8000-000000000001',
        applicationId: item.id,
        entryConfigId: 'e0000000-0000-4000-8000-000000000001',
        entryName: '营业执照',
        name: '营业执照副本.pdf',
        size: 1_048_576,
        sha256: 'a'.repeat(64),
        contentType: 'application/pdf',
        uploadedAt: daysFromNow(-7),
      },
    ],
    history: [
      historyRow({ id: 'h1', from: null, event: 'create', to: 'draft', at: daysFromNow(-8) }),
      historyRow({ id: 'h2' }),
    ],
    // 陈静 has claimed it (认领), so she may decide it; unclaimed() and claimedBy() say otherwise.
    claimedById: 'o0000000-0000-4000-8000-000000000001',
    claimedByName: '陈静',
    claimedAt: daysFromNow(-1),
    ...patch,
  };
}

/** The same application with nobody holding it. */
export function unclaimed(detail: ApplicationDetail): ApplicationDetail {
  return { ...detail, claimedById: null, claimedByName: null, claimedAt: null };
}

/** The same application held by someone else. */
export function claimedBy(detail: ApplicationDetail, name: string): ApplicationDetail {
  return {
    ...detail,
    claimedById: 'o0000000-0000-4000-8000-000000000009',
    claimedByName: name,
    claimedAt: daysFromNow(-0.5),
  };
}

/** A round whose first review 陈静 approved, now in final review. */
export function inFinalReview(item: ApplicationSummary): ApplicationDetail {
  const base = detailOf(item);
  return {
    ...base,
    state: 'finalReview',
    history: [
      ...base.history,
      historyRow({
        id: 'h3',
        from: 'firstReview',
        event: 'approve',
        to: 'finalReview',
        actorName: '陈静',
        actorRole: 'firstReviewer',
        comment: '材料齐全',
      }),
    ],
    // the final reviewer 周敏 holds it
    claimedById: 'o0000000-0000-4000-8000-000000000002',
    claimedByName: '周敏',
  };
}
