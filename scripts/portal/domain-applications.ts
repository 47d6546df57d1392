/**
 * Domain applications prepared over HTTP, the way the SPA makes them: a legal person's draft with
 * every required entry file uploaded (a small real PDF), submitted; and the reviewers' decisions. An
 * end-to-end journey then drives the step it is about through the real pages; the scale-out stage
 * (scripts/scale-out) sends them to one instance and reviews on another.
 */
import type { AuthState } from '@machines/auth/auth.types';
import type { components } from '@openapi/schema';
import { apiBasePath, createE2eApiClient, requireData, timestamp } from './api-client';
import { e2eBaseUrl } from './base-url';

export type ApplicationDetail = components['schemas']['ApplicationDetail'];
type DomainSummary = components['schemas']['DomainSummary'];

/** A minimal, valid one-page PDF: what an applicant would scan and upload. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const userToken = (session: AuthState) => ({ 'User-Token': session.token });

/** The domains that accept applications, in the order the portal lists them. */
export async function acceptingDomains(baseUrl: string = e2eBaseUrl): Promise<DomainSummary[]> {
  const api = createE2eApiClient(baseUrl);
  const page = requireData(
    '查询数据专区',
    await api.POST('/web/domain/list', { body: { page: 1, pageSize: 50 } }),
  );
  return page.list.filter((domain) => domain.acceptingApplications);
}

/** Uploads one file for an entry of a draft, as the apply page's upload control does. */
export async function uploadEntryFile(
  session: AuthState,
  applicationId: string,
  entryConfigId: string,
  file: { name: string; body: Buffer; type?: string },
  baseUrl: string = e2eBaseUrl,
): Promise<Response> {
  const form = new FormData();
  form.append('applicationId', applicationId);
  form.append('entryConfigId', entryConfigId);
  form.append(
    'file',
    new Blob([new Uint8Array(file.body)], { type: file.type ?? 'application/pdf' }),
    file.name,
  );
  return fetch(`${baseUrl}${apiBasePath}/second/entry/file-upload`, {
    method: 'POST',
    headers: userToken(session),
    body: form,
  });
}

/** A draft of `session`'s company for `domainId`, with a PDF for every required entry. */
export async function preparedDraft(
  session: AuthState,
  domainId: string,
  baseUrl: string = e2eBaseUrl,
): Promise<ApplicationDetail> {
  const api = createE2eApiClient(baseUrl);
  const draft = requireData(
    '新建入驻申请草稿',
    await api.POST('/second/domain-application/new', {
      body: {
        domainId,
        scenario:
          '基于专区授权数据开展企业信用评估与普惠金融风控模型研发，服务省内中小微企业融资。',
        contactName: '王芳',
        contactPhone: '13951600001',
      },
      headers: userToken(session),
    }),
  );
  const domain = requireData(
    '查询专区入驻要求',
    await api.GET('/web/domain/detail', { params: { query: { id: domainId, t: timestamp() } } }),
  );
  for (const requirement of domain.requirements.filter((entry) => entry.required)) {
    const response = await uploadEntryFile(
      session,
      draft.id,
      requirement.id,
      { name: `${requirement.name}.pdf`, body: samplePdf },
      baseUrl,
    );
    const envelope: unknown = await response.json();
    const code: unknown =
      typeof envelope === 'object' && envelope !== null ? Reflect.get(envelope, 'code') : null;
    if (!response.ok || code !== 0) {
      throw new Error(`上传入驻材料“${requirement.name}”失败：${JSON.stringify(envelope)}`);
    }
  }
  return applicationOf(session, draft.id, baseUrl);
}

/** The application as its applicant sees it now. */
export async function applicationOf(
  session: AuthState,
  id: string,
  baseUrl: string = e2eBaseUrl,
): Promise<ApplicationDetail> {
  const api = createE2eApiClient(baseUrl);
  return requireData(
    '查询入驻申请',
    await api.POST('/second/domain-application/detail', {
      body: { id },
      headers: userToken(session),
    }),
  );
}

/** A submitted application (初审中) of `session`'s company for `domainId`. */
export async function submittedApplication(
  session: AuthState,
  domainId: string,
  baseUrl: string = e2eBaseUrl,
): Promise<ApplicationDetail> {
  const draft = await preparedDraft(session, domainId, baseUrl);
  const api = createE2eApiClient(baseUrl);
  // The applicant ticks 我已阅读并同意 under the domain's current 承诺书.
  const domain = requireData(
    '读取专区承诺书',
    await api.GET('/web/domain/detail', { params: { query: { id: domainId, t: timestamp() } } }),
  );
  const accepted =
    domain.commitment === null ? {} : { commitmentVersion: domain.commitment.version };
  return requireData(
    '提交入驻申请',
    await api.POST('/second/domain-application/submit', {
      body: { id: draft.id, version: draft.version, ...accepted },
      headers: userToken(session),
    }),
  );
}

/** A reviewer's decision on the current stage, as the review page sends it. */
export async function decide(
  reviewer: AuthState,
  stage: 'first' | 'final',
  application: Pick<ApplicationDetail, 'id' | 'version'>,
  decision: components['schemas']['ReviewDecision'],
  comment?: string,
  baseUrl: string = e2eBaseUrl,
): Promise<ApplicationDetail> {
  const api = createE2eApiClient(baseUrl);
  const headers = userToken(reviewer);
  // Only the claimant decides (认领): claim first, then decide on the version the claim reached.
  const claimBody = { id: application.id, version: application.version };
  const claimed = requireData(
    stage === 'first' ? '认领初审' : '认领终审',
    stage === 'first'
      ? await api.POST('/primary/review/first-claim', { body: claimBody, headers })
      : await api.POST('/primary/review/final-claim', { body: claimBody, headers }),
  );
  const body = { id: application.id, version: claimed.version, decision, comment };
  return requireData(
    stage === 'first' ? '初审' : '终审',
    stage === 'first'
      ? await api.POST('/primary/review/first-decision', { body, headers })
      : await api.POST('/primary/review/final-decision', { body, headers }),
  );
}

const unfinishedStates = new Set(['draft', 'firstReview', 'finalReview', 'returned']);

/** A domain accepting applications in which the legal person has nothing unfinished. */
export async function freeDomain(
  applicant: AuthState,
  baseUrl: string = e2eBaseUrl,
): Promise<{ id: string; name: string }> {
  const api = createE2eApiClient(baseUrl);
  const own = requireData(
    '查询本单位的入驻申请',
    await api.POST('/second/domain-application/list', {
      body: { page: 1, pageSize: 50 },
      headers: { 'User-Token': applicant.token },
    }),
  );
  const busy = new Set(
    own.list.filter((item) => unfinishedStates.has(item.state)).map((item) => item.domainId),
  );
  const domain = (await acceptingDomains(baseUrl)).find((candidate) => !busy.has(candidate.id));
  if (!domain) throw new Error('没有可以再申请的数据专区');
  return domain;
}
