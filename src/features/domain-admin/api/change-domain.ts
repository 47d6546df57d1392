/**
 * The writes of 专区管理 — 新增, 编辑, 开放受理, 暂停受理, 发布承诺书. Each resolves to what the server now
 * holds or to the server's words for a refusal, which the dialog that asked shows itself; so no toast
 * repeats it. `unchanged` marks a 4212 answer (nothing to change).
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { EnvelopeCode } from '@openapi/envelope-codes';
import type {
  DomainAdminDetail,
  DomainAdminNewRequest,
  DomainAdminUpdateRequest,
  DomainCommitmentVersion,
} from './domain-admin-types';

export type WriteOutcome<T> =
  { ok: true; data: T; unchanged: boolean } | { ok: false; message: string };

const silent = withOptions({ silent: true });

function outcomeOf<T>(result: ApiResult<T | null>): WriteOutcome<T> {
  if (!result.ok) return { ok: false, message: result.msg };
  if (result.data === null) return { ok: false, message: '' };
  return { ok: true, data: result.data, unchanged: result.code === EnvelopeCode.nothingToChange };
}

export async function createDomain(
  request: DomainAdminNewRequest,
): Promise<WriteOutcome<DomainAdminDetail>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/domain-admin/new', { body: request, ...silent })),
  );
}

export async function updateDomain(
  request: DomainAdminUpdateRequest,
): Promise<WriteOutcome<DomainAdminDetail>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/domain-admin/update', { body: request, ...silent })),
  );
}

export async function openDomain(id: string): Promise<WriteOutcome<DomainAdminDetail>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/domain-admin/open', { body: { id }, ...silent })),
  );
}

export async function closeDomain(id: string): Promise<WriteOutcome<DomainAdminDetail>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/domain-admin/close', { body: { id }, ...silent })),
  );
}

export async function publishCommitment(
  domainId: string,
  body: string,
): Promise<WriteOutcome<DomainCommitmentVersion>> {
  return outcomeOf(
    await toResult(
      getApi().POST('/primary/domain-admin/commitment-new', {
        body: { domainId, body },
        ...silent,
      }),
    ),
  );
}
