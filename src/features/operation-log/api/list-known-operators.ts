/**
 * Operators the 操作人 filter can offer. The contract has no list of every operator for auditors:
 * `primary/audit/reviewer-list` (audit:read) names the reviewers, and `primary/admin/list`
 * (admin:manage) the accounts an administrator manages. Each is asked only of a holder of its right,
 * quietly: without them the filter still offers the operators seen in the log.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type OperatorOption = { id: string; name: string };

const quiet = withOptions({ silent: true, loading: false });

export async function listReviewerOperators(): Promise<OperatorOption[]> {
  const result = await toResult(
    getApi().POST('/primary/audit/reviewer-list', { body: {}, ...quiet }),
  );
  if (!result.ok || result.data === null) return [];
  return result.data.map(({ id, name }) => ({ id, name }));
}

export async function listAdminOperators(): Promise<OperatorOption[]> {
  const result = await toResult(
    getApi().POST('/primary/admin/list', { body: { page: 1, pageSize: 100 }, ...quiet }),
  );
  if (!result.ok || result.data === null) return [];
  return result.data.list.map(({ id, name, account }) => ({
    id,
    name: name === account ? name : `${name}（${account}）`,
  }));
}
