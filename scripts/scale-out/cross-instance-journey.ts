/**
 * An application's way through two instances that share nothing but the database: a legal person
 * signs in and applies on instance A, uploading a different PDF of a few hundred KiB for every
 * required entry; a first reviewer signs in on instance B, reads the application there and approves
 * it; every file then downloads byte for byte as uploaded from A, from B and through nginx (by the
 * reviewer), and through nginx by the applicant, who also sees the decision there.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthState } from '@machines/auth/auth.types';
import { apiBasePath, createE2eApiClient, requireData, timestamp } from '../portal/api-client';
import {
  applicationOf,
  decide,
  freeDomain,
  uploadEntryFile,
  type ApplicationDetail,
} from '../portal/domain-applications';
import { freshCorporateSession } from '../portal/http-sessions';
import { signInOperator } from '../bench/operator-session';

export interface JourneyAddresses {
  readonly a: string;
  readonly b: string;
  readonly nginx: string;
}

export interface JourneyOutcome {
  readonly applicationId: string;
  readonly files: number;
  readonly bytes: number;
  /** Downloads that came back identical to the upload (files × 4 when all did). */
  readonly identicalDownloads: number;
  readonly failures: readonly string[];
  readonly stateSeenThroughNginx: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF (by its signature, which is what the portal checks) of `size` bytes, different every time. */
function distinctPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function download(
  baseUrl: string,
  path: string,
  fileId: string,
  session: AuthState,
): Promise<Buffer> {
  const query = new URLSearchParams({ t: String(timestamp()), id: fileId });
  const response = await fetch(`${baseUrl}${apiBasePath}${path}?${query.toString()}`, {
    headers: { 'User-Token': session.token },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    throw new Error(`HTTP ${String(response.status)} ${body.toString('utf8').slice(0, 160)}`);
  }
  return body;
}

async function appliedOnA(
  applicant: AuthState,
  baseUrl: string,
): Promise<{ application: ApplicationDetail; uploads: Map<string, string> }> {
  const api = createE2eApiClient(baseUrl);
  const domain = await freeDomain(applicant, baseUrl);
  const draft = requireData(
    '新建入驻申请草稿',
    await api.POST('/second/domain-application/new', {
      body: {
        domainId: domain.id,
        scenario: '两个实例之间只共享数据库：在 A 上申请并上传材料，在 B 上审核，任一入口下载。',
        contactName: '王芳',
        contactPhone: '13951600001',
      },
      headers: { 'User-Token': applicant.token },
    }),
  );
  const domainDetail = requireData(
    '查询专区入驻要求',
    await api.GET('/web/domain/detail', { params: { query: { id: domain.id, t: timestamp() } } }),
  );
  const requirements = domainDetail.requirements.filter((entry) => entry.required);
  const uploads = new Map<string, string>();
  for (const [index, requirement] of requirements.entries()) {
    const body = distinctPdf(300 * 1024 + index * 97 * 1024);
    const response = await uploadEntryFile(
      applicant,
      draft.id,
      requirement.id,
      { name: `${requirement.name}.pdf`, body },
      baseUrl,
    );
    const envelope = (await response.json()) as { code: number; msg: string; data: { id: string } };
    if (!response.ok || envelope.code !== 0) {
      throw new Error(`在实例 A 上传“${requirement.name}”失败：${envelope.code} ${envelope.msg}`);
    }
    uploads.set(envelope.data.id, sha256(body));
  }
  const current = await applicationOf(applicant, draft.id, baseUrl);
  const application = requireData(
    '提交入驻申请',
    await api.POST('/second/domain-application/submit', {
      body: {
        id: current.id,
        version: current.version,
        // The applicant ticks 我已阅读并同意 under the domain's current 承诺书.
        ...(domainDetail.commitment === null
          ? {}
          : { commitmentVersion: domainDetail.commitment.version }),
      },
      headers: { 'User-Token': applicant.token },
    }),
  );
  return { application, uploads };
}

export async function crossInstanceJourney(at: JourneyAddresses): Promise<JourneyOutcome> {
  const applicant = await freshCorporateSession('jiangsu-shuyuan', at.a);
  const { application, uploads } = await appliedOnA(applicant, at.a);

  const token = await signInOperator(at.b);
  const reviewer: AuthState = { token, userType: 'primary', name: '', corName: '', rights: [] };
  const seenOnB = requireData(
    '审核人员在实例 B 查看申请',
    await createE2eApiClient(at.b).POST('/primary/review/detail', {
      body: { id: application.id },
      headers: { 'User-Token': token },
    }),
  );
  const failures: string[] = [];
  let identical = 0;
  let bytes = 0;
  const attempts: { label: string; baseUrl: string; path: string; session: AuthState }[] = [
    {
      label: '审核人员经实例 A',
      baseUrl: at.a,
      path: '/primary/entry/file-download',
      session: reviewer,
    },
    {
      label: '审核人员经实例 B',
      baseUrl: at.b,
      path: '/primary/entry/file-download',
      session: reviewer,
    },
    {
      label: '审核人员经 nginx',
      baseUrl: at.nginx,
      path: '/primary/entry/file-download',
      session: reviewer,
    },
    {
      label: '申请人经 nginx',
      baseUrl: at.nginx,
      path: '/second/entry/file-download',
      session: applicant,
    },
  ];
  for (const file of seenOnB.files) {
    bytes += file.size;
    const uploaded = uploads.get(file.id);
    if (uploaded === undefined) failures.push(`实例 B 列出了未上传过的文件 ${file.name}`);
    for (const attempt of attempts) {
      try {
        const body = await download(attempt.baseUrl, attempt.path, file.id, attempt.session);
        if (sha256(body) === uploaded) identical += 1;
        else failures.push(`${attempt.label}下载的“${file.name}”与上传的内容不同`);
      } catch (error) {
        failures.push(`${attempt.label}下载“${file.name}”失败：${(error as Error).message}`);
      }
    }
  }
  if (seenOnB.files.length !== uploads.size) {
    failures.push(
      `实例 B 看到 ${String(seenOnB.files.length)} 份材料，A 上传了 ${String(uploads.size)} 份`,
    );
  }

  await decide(reviewer, 'first', seenOnB, 'approve', '材料齐全，同意进入终审。', at.b);
  const seenThroughNginx = await applicationOf(applicant, application.id, at.nginx);
  if (seenThroughNginx.state !== 'finalReview') {
    failures.push(`申请人经 nginx 看到的状态是 ${seenThroughNginx.state}，应为 finalReview`);
  }
  return {
    applicationId: application.id,
    files: uploads.size,
    bytes,
    identicalDownloads: identical,
    failures,
    stateSeenThroughNginx: seenThroughNginx.state,
  };
}
