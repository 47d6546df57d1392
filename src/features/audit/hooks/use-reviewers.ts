/** The 审核人员 to filter by, loaded once for the page. */
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import type { Reviewer } from '../api/audit-types';
import { listReviewers } from '../api/list-reviewers';

async function loadReviewers(): Promise<LoadResult<Reviewer[]>> {
  const result = await listReviewers();
  return result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg };
}

export function useReviewers() {
  return useAsyncData(['POST /primary/audit/reviewer-list'], loadReviewers);
}
