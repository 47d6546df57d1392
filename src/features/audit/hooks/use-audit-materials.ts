/** The entry files of the application the 流程追溯 page shows, loaded beside its trail. */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { getAuditMaterials, type AuditMaterial } from '../api/get-audit-materials';

export function useAuditMaterials(id: string) {
  const load = useCallback(async (): Promise<LoadResult<AuditMaterial[]>> => {
    const result = await getAuditMaterials(id);
    return result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg };
  }, [id]);
  return useAsyncData(['POST /primary/review/detail', { id }, 'files'], load);
}
