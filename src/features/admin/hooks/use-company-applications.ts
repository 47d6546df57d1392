/** The domain applications of the company shown on 企业用户详情. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listCompanyApplications } from '../api/list-company-applications';

export function useCompanyApplications(corName: string) {
  const load = useCallback(() => listCompanyApplications(corName), [corName]);
  return useAsyncData(load);
}
