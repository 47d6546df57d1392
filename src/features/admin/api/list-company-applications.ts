/**
 * The domain applications of one company, for 企业用户详情. The user detail only counts them, so they are
 * read from the audit list (`POST primary/audit/application-list`, right audit:read) by the company's
 * name, keeping only those whose applicant is exactly that company.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/use-async-data';
import type { ApplicationSummary } from './admin-types';

/** The most the list gives in one page (the contract's PageSize maximum). */
export const COMPANY_APPLICATIONS_LIMIT = 100;
const KEYWORD_MAX_LENGTH = 50;

export type CompanyApplications = { list: ApplicationSummary[]; more: boolean };

export async function listCompanyApplications(
  corName: string,
): Promise<LoadResult<CompanyApplications>> {
  const result = await toResult(
    getApi().POST('/primary/audit/application-list', {
      body: {
        keyword: [...corName].slice(0, KEYWORD_MAX_LENGTH).join(''),
        page: 1,
        pageSize: COMPANY_APPLICATIONS_LIMIT,
      },
    }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  const page = result.data;
  if (page === null) return { ok: true, data: { list: [], more: false } };
  return {
    ok: true,
    data: {
      list: page.list.filter((application) => application.corName === corName),
      more: page.total > page.list.length,
    },
  };
}
