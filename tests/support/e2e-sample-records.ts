/**
 * Ids of seeded records, so detail pages are visited the way people reach them: with the id of a record
 * that exists (DESIGN §8), never a made-up one that would end on the not-found page (/404).
 */
import type { AuthState } from '@machines/auth/auth.types';
import { createE2eApiClient, requireData } from '../../scripts/portal/api-client';

/** dataResource 数据资源, dataProduct 数据产品, article 运营动态 (shown at /dynamics/detail). */
export type SampleRecordKind = 'dataResource' | 'dataProduct' | 'article';

const firstPage = { page: 1, pageSize: 1 };

function firstId(what: string, list: readonly { id: string }[]): string {
  const first = list[0];
  if (!first) throw new Error(`演示数据中没有${what}，无法打开详情页`);
  return first.id;
}

async function findSampleRecordId(kind: SampleRecordKind): Promise<string> {
  const api = createE2eApiClient();
  switch (kind) {
    case 'dataResource': {
      const result = await api.POST('/web/data-resource/list', { body: firstPage });
      return firstId('数据资源', requireData('查询数据资源', result).list);
    }
    case 'dataProduct': {
      const result = await api.POST('/web/data-product/list', { body: firstPage });
      return firstId('数据产品', requireData('查询数据产品', result).list);
    }
    case 'article': {
      const body = { ...firstPage, category: 'operation' as const };
      const result = await api.POST('/web/article/list', { body });
      return firstId('运营动态', requireData('查询运营动态', result).list);
    }
  }
}

const cached = new Map<SampleRecordKind, Promise<string>>();

/** Looked up once per worker and kind, on first use, so pages that need no record never wait for it. */
export function sampleRecordId(kind: SampleRecordKind): Promise<string> {
  let id = cached.get(kind);
  if (!id) {
    id = findSampleRecordId(kind);
    cached.set(kind, id);
  }
  return id;
}

/**
 * A record of the workspace, looked up with the session of the person who opens its page:
 * ownApplication an applicant's own domain application, application any application (operators),
 * corporateUser a corporate user (administrators).
 */
export type WorkspaceRecordKind = 'ownApplication' | 'application' | 'corporateUser';

export async function workspaceRecordId(
  kind: WorkspaceRecordKind,
  session: AuthState,
): Promise<string> {
  const api = createE2eApiClient();
  const headers = { 'User-Token': session.token };
  switch (kind) {
    case 'ownApplication': {
      const result = await api.POST('/second/domain-application/list', {
        body: firstPage,
        headers,
      });
      return firstId('本单位的入驻申请', requireData('查询本单位的入驻申请', result).list);
    }
    case 'application': {
      // A seeded rejected case: other specs add drafts, which only their applicant may open.
      const result = await api.POST('/primary/audit/application-list', {
        body: { ...firstPage, state: 'rejected' },
        headers,
      });
      return firstId('入驻申请', requireData('查询入驻申请', result).list);
    }
    case 'corporateUser': {
      const result = await api.POST('/primary/user/list', { body: firstPage, headers });
      return firstId('法人用户', requireData('查询法人用户', result).list);
    }
  }
}
